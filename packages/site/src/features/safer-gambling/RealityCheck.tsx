import { useTranslation } from '@wl/i18n';
import { Button, Modal } from '@wl/ui-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Signed } from '../../shared/centre/styles';
import { useMoney } from '../../shared/centre/useFormat';
import { memberCentrePath } from '../../shared/routes/centrePaths';
import { useSignOut } from '../../shared/session/useSignOut';
import { useBrand } from '../../shared/brand/BrandContext';
import { saferGamblingApi, useLazyGetSessionSummaryQuery } from './api';
import { useDuration } from './format';
import {
  nextCheck,
  onTimerChange,
  sessionTimer,
  type RealityCheckRecord,
} from './realityCheckTimer';
import { DetailList } from '../../shared/ui/DetailList';
import { DialogActions } from './dialogParts';

const Figures = DetailList;

/**
 * The reality check: at the player's interval, a dialog over any page (a running game's frame
 * included) with the time played this session and its net result, and Continue, View history and
 * Sign out. The timer lives in localStorage (`realityCheckTimer.ts`): a reload keeps it and every tab
 * shares it; acknowledging in one tab closes the dialog in the others.
 */
export function RealityCheck({ token, account }: { token: string; account: string }) {
  const { t } = useTranslation('saferGambling');
  const brand = useBrand();
  const money = useMoney();
  const duration = useDuration();
  const navigate = useNavigate();
  const { signOut, busy } = useSignOut();
  const [readSummary, summary] = useLazyGetSessionSummaryQuery();
  // The interval the player saved on the safer-gambling page (when that page loaded the state).
  const { data: savedState } =
    saferGamblingApi.endpoints.getSaferGamblingState.useQueryState(token);
  const [record, setRecord] = useState<RealityCheckRecord | null>(null);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const continueRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const minutes = savedState?.realityCheckMinutes ?? summary.data?.realityCheckMinutes;
  const intervalMs = (minutes ?? 60) * 60_000;

  // The session's start from the platform, on this device's clock.
  useEffect(() => {
    void readSummary(token);
  }, [readSummary, token]);
  const session = summary.data
    ? `${brand.merchantCode}:${account}:${summary.data.startedAt}`
    : null;
  const sessionStartOffset = summary.data ? summary.data.serverTime - summary.data.startedAt : null;
  useEffect(() => {
    if (session === null || sessionStartOffset === null || minutes === undefined) return;
    setRecord((current) =>
      current?.session === session
        ? current
        : sessionTimer(localStorage, session, Date.now() - sessionStartOffset, minutes * 60_000),
    );
  }, [session, sessionStartOffset, minutes]);

  // A new interval (saved on the safer-gambling page) counts from now.
  const lastMinutes = useRef(minutes);
  useEffect(() => {
    const before = lastMinutes.current;
    lastMinutes.current = minutes;
    if (before === undefined || before === minutes) return;
    setRecord((current) =>
      current && minutes !== undefined
        ? nextCheck(localStorage, current, minutes * 60_000, Date.now())
        : current,
    );
  }, [minutes]);

  // Another tab acknowledged a check: follow its timer.
  useEffect(
    () =>
      onTimerChange((next) => {
        if (!next || next.session !== session) return;
        setRecord(next);
        if (next.dueAt > Date.now()) setOpen(false);
      }),
    [session],
  );

  // Due: read the session's figures again, then show them.
  useEffect(() => {
    if (!record || open) return;
    const timer = window.setTimeout(
      () => {
        void readSummary(token).finally(() => {
          setNow(Date.now());
          setOpen(true);
        });
      },
      Math.max(0, record.dueAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [open, readSummary, record, token]);

  if (!open || !record) return null;
  const acknowledge = () => {
    setRecord(nextCheck(localStorage, record, intervalMs, Date.now()));
    setOpen(false);
  };
  const net = summary.data?.netResult ?? 0;
  return (
    <Modal
      open
      role="alertdialog"
      title={t('realityCheck.title')}
      describedBy={titleId}
      onClose={acknowledge}
      closeOnBackdrop={false}
      initialFocus={continueRef}
      footer={
        <DialogActions>
          <Button
            variant="secondary"
            loading={busy}
            onClick={() => {
              setOpen(false);
              void signOut();
            }}
          >
            {t('realityCheck.signOut')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              acknowledge();
              navigate(memberCentrePath('bets'));
            }}
          >
            {t('realityCheck.history')}
          </Button>
          <Button ref={continueRef} onClick={acknowledge}>
            {t('realityCheck.continue')}
          </Button>
        </DialogActions>
      }
    >
      <Figures id={titleId}>
        <dt>{t('realityCheck.playedLabel')}</dt>
        <dd>{duration(now - record.startedAt)}</dd>
        <dt>{t('realityCheck.net')}</dt>
        <dd>
          <Signed $negative={net < 0}>{money(net)}</Signed>
        </dd>
      </Figures>
    </Modal>
  );
}
