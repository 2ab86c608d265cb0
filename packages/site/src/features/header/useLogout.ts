import { useCallback, useState } from 'react';
import { resetApiState } from '@wl/api-client';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../shared/store/hooks';
import { signedOut } from '../../shared/session/sessionSlice';
import { modalClosed } from '../../shared/ui/uiSlice';
import { useLogoutMutation } from './api';

/**
 * Logout (spec): the logout call, then the session is cleared (merchant values kept), every cached
 * answer of the player dropped (balance, member info and with it the VIP service choice) and the
 * route replaced with `/`. A failed call still signs out here: the player asked to leave.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutCall] = useLogoutMutation();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await logoutCall().unwrap();
    } catch {
      // expired or revoked token, network: the local sign-out below is what the player sees
    }
    setBusy(false);
    dispatch(signedOut());
    dispatch(resetApiState());
    // An expired token answers 401, which opens the login modal: not wanted after choosing to leave.
    dispatch(modalClosed());
    navigate('/', { replace: true });
  }, [dispatch, logoutCall, navigate]);
  return { logout, busy };
}
