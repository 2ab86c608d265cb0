import { RG_PROFILES, type RgProfileName } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';
import { useId, useState } from 'react';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { SelectField } from '../../shared/centre/SelectField';
import { FormBox, Notice } from '../../shared/centre/styles';
import { useSetRealityCheckMutation } from './api';

/** The reality check's interval, one of the profile's. */
export function RealityCheckSetting({
  profile,
  minutes,
  token,
}: {
  profile: RgProfileName;
  minutes: number;
  token: string;
}) {
  const { t } = useTranslation('saferGambling');
  const messageOf = useApiErrorMessage();
  const [save, { isLoading }] = useSetRealityCheckMutation();
  const [choice, setChoice] = useState(String(minutes));
  const [outcome, setOutcome] = useState<{ text: string; error?: boolean } | null>(null);
  const titleId = useId();
  const options = [...RG_PROFILES[profile].realityCheckMinutes].sort((a, b) => a - b);
  return (
    <FormBox
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        setOutcome(null);
        save({ token, minutes: Number(choice) })
          .unwrap()
          .then(() => setOutcome({ text: t('realityCheck.saved', { minutes: choice }) }))
          .catch((error: unknown) => setOutcome({ text: messageOf(error), error: true }));
      }}
    >
      <h3 id={titleId}>{t('realityCheck.settingTitle')}</h3>
      <p>{t('realityCheck.settingText')}</p>
      <SelectField
        label={t('realityCheck.interval')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        options={options.map((value) => ({
          value: String(value),
          label: t('realityCheck.everyMinutes', { minutes: value }),
        }))}
      />
      <div>
        <Button type="submit" loading={isLoading}>
          {t('realityCheck.save')}
        </Button>
      </div>
      <div role="status">{outcome && <Notice $error={outcome.error}>{outcome.text}</Notice>}</div>
    </FormBox>
  );
}
