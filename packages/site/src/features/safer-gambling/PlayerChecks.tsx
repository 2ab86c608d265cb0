import { useTranslation } from '@wl/i18n';
import { Dialog } from '@wl/ui-kit';
import { useNavigate } from 'react-router-dom';
import { LimitPrompt } from './LimitPrompt';
import { RealityCheck } from './RealityCheck';
import { SessionLimitEnd } from './SessionLimitEnd';

export interface PlayerChecksProps {
  /** The signed-in player, or null once signed out (the session-limit notice may still show). */
  player: { token: string; account: string } | null;
  promptMoment: boolean;
  sessionEnded: boolean;
  onSessionEnded: () => void;
  onSessionEndedSeen: () => void;
}

/** What watches over every page for a signed-in player: the reality check, the session limit, the limit prompt. */
export function PlayerChecks({
  player,
  promptMoment,
  sessionEnded,
  onSessionEnded,
  onSessionEndedSeen,
}: PlayerChecksProps) {
  const { t } = useTranslation('saferGambling');
  const navigate = useNavigate();
  return (
    <>
      {player && (
        <>
          <RealityCheck token={player.token} account={player.account} />
          <SessionLimitEnd token={player.token} onEnded={onSessionEnded} />
          <LimitPrompt token={player.token} moment={promptMoment} />
        </>
      )}
      <Dialog
        open={sessionEnded}
        tone="info"
        title={t('sessionEnded.title')}
        text={t('sessionEnded.text')}
        okLabel={t('sessionEnded.ok')}
        onOk={() => {
          onSessionEndedSeen();
          navigate('/', { replace: true });
        }}
      />
    </>
  );
}
