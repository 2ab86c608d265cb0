import {
  resetApiState,
  rgExclusionEnd,
  RG_PROFILES,
  type RgExclusion,
  type RgExclusionPeriod,
  type RgExclusionRequest,
  type RgProfileName,
  type RgTimeOutPeriod,
} from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog } from '@wl/ui-kit';
import { useId, useState } from 'react';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { SelectField } from '../../shared/centre/SelectField';
import { FormBox, Notice } from '../../shared/centre/styles';
import { publicityClosed, signedOut } from '../../shared/session/sessionSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalClosed } from '../../shared/ui/uiSlice';
import { useStartExclusionMutation } from './api';
import { useTime } from './format';

/**
 * A time-out or a self-exclusion: a period, then a confirmation that says plainly what happens (signed
 * out now on every site of the operator, no sign-in until the end, no shortening). Once the platform
 * has started it, the session is ended here at once, with every modal closed: nothing more (no
 * promotion, popup or offer) is shown to the player before they are signed out.
 */
export function ExclusionForm({
  kind,
  profile,
  onStarted,
}: {
  kind: RgExclusionRequest['kind'];
  profile: RgProfileName;
  onStarted: (exclusion: RgExclusion) => void;
}) {
  const { t } = useTranslation('saferGambling');
  const time = useTime();
  const dispatch = useAppDispatch();
  const messageOf = useApiErrorMessage();
  const [start, { isLoading }] = useStartExclusionMutation();
  const rules = RG_PROFILES[profile];
  const periods: readonly (RgTimeOutPeriod | RgExclusionPeriod)[] =
    kind === 'timeOut' ? rules.timeOuts : rules.selfExclusions;
  const [period, setPeriod] = useState(periods[0] ?? '24h');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const section = kind === 'timeOut' ? 'timeOut' : 'exclusion';
  const until = rgExclusionEnd(period, Date.now());
  const periodText = t(`periods.${period}`);

  const confirmText =
    until === null
      ? t('exclusion.confirmTextIndefinite', {
          months: rules.indefiniteMinimumMonths,
          days: rules.indefiniteReturnCoolingOffHours / 24,
        })
      : t(`${section}.confirmText`, { until: time(until), hours: rules.returnCoolingOffHours });

  const confirm = async () => {
    setFailure(null);
    try {
      const request = { kind, period } as RgExclusionRequest;
      const exclusion = await start(request).unwrap();
      // The platform has ended every session: end this one now, before anything else can show.
      setAsking(false);
      onStarted(exclusion);
      dispatch(modalClosed());
      dispatch(signedOut());
      dispatch(resetApiState());
      // and no announcement popup (promotions, offers) for the rest of this visit, signed out or not
      dispatch(publicityClosed());
    } catch (error) {
      setAsking(false);
      setFailure(messageOf(error));
    }
  };

  return (
    <FormBox
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <h3 id={titleId}>{t(`${section}.title`)}</h3>
      <p>{t(`${section}.text`)}</p>
      <SelectField
        label={t(`${section}.period`)}
        value={period}
        onChange={(event) => setPeriod(event.target.value as typeof period)}
        options={periods.map((value) => ({ value, label: t(`periods.${value}`) }))}
      />
      <div>
        <Button type="submit" variant="danger">
          {t(`${section}.start`)}
        </Button>
      </div>
      <div role="status">{failure && <Notice $error>{failure}</Notice>}</div>
      <Dialog
        open={asking}
        tone="confirm"
        destructive
        title={
          until === null
            ? t('exclusion.confirmTitleIndefinite')
            : t(`${section}.confirmTitle`, { period: periodText })
        }
        text={confirmText}
        okLabel={t(`${section}.confirm`)}
        cancelLabel={t('exclusion.cancel')}
        okLoading={isLoading}
        onOk={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </FormBox>
  );
}
