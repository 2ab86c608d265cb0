import { useCallback, useState } from 'react';
import { resetApiState } from '@wl/api-client';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../store/hooks';
import { modalClosed } from '../ui/uiSlice';
import { useLogoutMutation } from './api';
import { signedOut } from './sessionSlice';

/**
 * The one sign-out sequence (spec): the logout call, then the session is cleared (merchant values
 * kept; makeStore removes the player's sessionStorage keys within the `signedOut` dispatch, so the
 * storage is clear before this returns and before the header shows "Log in"), every cached answer of the player dropped (balance, member info and with it the VIP service
 * choice), any modal closed and the route replaced with `/`. A failed call still signs out: the player
 * asked to leave, and an expired token answers 401, whose login modal is not wanted here.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await logout().unwrap();
    } catch {
      // expired or revoked token, network: the local sign-out below is what the player sees
    }
    setBusy(false);
    dispatch(signedOut());
    dispatch(resetApiState());
    dispatch(modalClosed());
    navigate('/', { replace: true });
  }, [dispatch, logout, navigate]);
  return { signOut, busy };
}
