import { resetApiState } from '@wl/api-client';
import { useEffect } from 'react';
import { signedOut } from '../../shared/session/sessionSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalClosed } from '../../shared/ui/uiSlice';
import { useGetSessionSummaryQuery } from './api';

/**
 * The session time limit: the platform ends the session at the player's limit, and the site signs out
 * at that moment (before a refused call could bring up the login modal), then says why (`onEnded`).
 */
export function SessionLimitEnd({ token, onEnded }: { token: string; onEnded: () => void }) {
  const dispatch = useAppDispatch();
  const { data } = useGetSessionSummaryQuery(token);
  const endsIn = data?.sessionEndsAt ? data.sessionEndsAt - data.serverTime : null;
  useEffect(() => {
    if (endsIn === null) return;
    const timer = window.setTimeout(
      () => {
        onEnded();
        dispatch(modalClosed());
        dispatch(signedOut());
        dispatch(resetApiState());
      },
      Math.max(0, endsIn),
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, endsIn, onEnded]);
  return null;
}
