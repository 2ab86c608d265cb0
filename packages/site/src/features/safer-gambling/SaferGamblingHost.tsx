import { useTranslation } from '@wl/i18n';
import { Dialog } from '@wl/ui-kit';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectIsTrial, selectSession } from '../../shared/session/sessionSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { LimitPrompt, useLimitPromptMoment } from './LimitPrompt';
import { RealityCheck } from './RealityCheck';
import { SessionLimitEnd } from './SessionLimitEnd';

/**
 * Safer gambling over every page (mounted by the app above the routes): for a signed-in player the
 * reality check, the session time limit and the limit prompt; for everyone, the texts of safer
 * gambling's refusals loaded once the page is idle, so a refused sign-in or deposit is told in the
 * player's language. Trial players (free play, demo money) have none of these.
 */
export function SaferGamblingHost() {
  // loads the namespace (without suspending the page) and renders again once it is here
  const { t, ready } = useTranslation('saferGambling', { useSuspense: false });
  const navigate = useNavigate();
  const session = useAppSelector(selectSession);
  const trial = useAppSelector(selectIsTrial);
  const [sessionEnded, setSessionEnded] = useState(false);
  // watched from the start: the registration dialog may close before the texts have loaded
  const promptMoment = useLimitPromptMoment();
  const onSessionEnded = useCallback(() => setSessionEnded(true), []);
  const account = session.account ?? session.username;
  const player = session.token !== null && !trial && account !== null;
  if (!ready) return null;
  return (
    <>
      {player && session.token && account && (
        <>
          <RealityCheck token={session.token} account={account} />
          <SessionLimitEnd token={session.token} onEnded={onSessionEnded} />
          <LimitPrompt token={session.token} moment={promptMoment} />
        </>
      )}
      <Dialog
        open={sessionEnded}
        tone="info"
        title={t('sessionEnded.title')}
        text={t('sessionEnded.text')}
        okLabel={t('sessionEnded.ok')}
        onOk={() => {
          setSessionEnded(false);
          navigate('/', { replace: true });
        }}
      />
    </>
  );
}
