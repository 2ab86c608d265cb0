import { useTranslation } from '@wl/i18n';
import { useCallback, useState } from 'react';
import { registerRefusalText } from '../../shared/api/refusalTexts';
import { LazyRoute } from '../../shared/lazy/LazyRoute';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { selectIsTrial, selectSession } from '../../shared/session/sessionSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { useLimitPromptMoment } from './promptMoment';
import type { PlayerChecksProps } from './PlayerChecks';
import { saferGamblingRefusal } from './refusalText';

// Safer gambling's refusals in the player's language wherever they show (sign-in, deposit, launch):
// the host loads on every page, after the page's own code.
registerRefusalText(saferGamblingRefusal);

// A guest needs none of the dialogs: they load for a signed-in player.
const playerChecks = lazyScreen<PlayerChecksProps>(async () => ({
  default: (await import('./PlayerChecks')).PlayerChecks,
}));

/**
 * Safer gambling over every page (mounted by the app above the routes): for a signed-in player the
 * reality check, the session time limit and the limit prompt; for everyone, the texts of safer
 * gambling's refusals, so a refused sign-in or deposit is told in the player's language. Trial
 * players (free play, demo money) have none of the checks.
 */
export function SaferGamblingHost() {
  // loads the namespace (without suspending the page) and renders again once it is here
  const { ready } = useTranslation('saferGambling', { useSuspense: false });
  const session = useAppSelector(selectSession);
  const trial = useAppSelector(selectIsTrial);
  const [sessionEnded, setSessionEnded] = useState(false);
  const onSessionEnded = useCallback(() => setSessionEnded(true), []);
  const onSessionEndedSeen = useCallback(() => setSessionEnded(false), []);
  // watched from the start: the registration dialog may close before the texts have loaded
  const promptMoment = useLimitPromptMoment();
  const account = session.account ?? session.username;
  const player =
    session.token !== null && !trial && account !== null ? { token: session.token, account } : null;
  if (!ready || (!player && !sessionEnded)) return null;
  return (
    <LazyRoute
      screen={playerChecks}
      props={{ player, promptMoment, sessionEnded, onSessionEnded, onSessionEndedSeen }}
      loading={null}
      failure={() => null}
    />
  );
}
