import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TwoFactorChallenge } from '@wl/api-client';
import { accountApi } from '../account/api';
import { useWhitelabelFlags } from '../platform/whitelabelFlags';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { signedIn } from './sessionSlice';
import {
  modalClosed,
  modalOpened,
  SESSION_EXPIRED,
  selectSessionExpiredLogin,
} from '../ui/uiSlice';

/** How the player got in: forced password change never applies to sms or identity-provider logins. */
export type SignInMethod =
  'username' | 'sms' | 'identityProvider' | 'freePlay' | 'register' | 'resetByPhone' | 'passkey';

export interface SignInAnswer {
  token: string;
  username?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  temporaryPassword?: boolean;
  /** two-step sign-in is on: no token yet, the code comes first */
  twoFactor?: TwoFactorChallenge;
}

export type SignInOutcome = 'signedIn' | 'passwordChangeRequired' | 'twoFactorRequired';

/**
 * What every way in does after the platform answered a token: with two-step sign-in on (no token yet,
 * `twoFactor`), open the code's dialog (`twoFactorSignIn`), which calls this again with the session; store the
 * session, then either open the forced change-password modal (temporary password, or expired with
 * PWDEXPFORCECHANGE3 on; never for sms or identity-provider logins) or load member info, set the
 * after-login popup, close the modal and go to `/`. The sign-in call itself already invalidated what
 * an earlier player left in the cache (`startsSession` tags), so the member info read here is fresh.
 * When the login modal came up because the session expired mid-visit, the player stays where they were.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { flags } = useWhitelabelFlags();
  const resumeHere = useAppSelector(selectSessionExpiredLogin);
  return useCallback(
    async (answer: SignInAnswer, method: SignInMethod): Promise<SignInOutcome> => {
      // Two-step sign-in: the code's dialog takes over the way in (and says where it came from), and
      // comes back here with the session.
      if (answer.twoFactor) {
        dispatch(
          modalOpened({
            name: 'twoFactorSignIn',
            props: {
              ticket: answer.twoFactor.ticket,
              method,
              ...(answer.username === undefined ? {} : { username: answer.username }),
              ...(resumeHere ? { [SESSION_EXPIRED]: true } : {}),
            },
          }),
        );
        return 'twoFactorRequired';
      }
      const passwordMethod = method === 'username' || method === 'register';
      const mustChange =
        passwordMethod &&
        (Boolean(answer.temporaryPassword) ||
          (Boolean(answer.passwordExpired) && flags.PWDEXPFORCECHANGE3));
      const signIn = {
        token: answer.token,
        passwordChangeRequired: mustChange,
        trial: method === 'freePlay',
      };
      dispatch(
        signedIn(answer.username === undefined ? signIn : { ...signIn, username: answer.username }),
      );
      if (mustChange) {
        dispatch(modalOpened({ name: 'changePassword', props: { forced: true } }));
        return 'passwordChangeRequired';
      }
      await dispatch(accountApi.endpoints.getMemberInfo.initiate(undefined, { subscribe: false }));
      dispatch(modalClosed());
      if (!resumeHere) navigate('/');
      return 'signedIn';
    },
    [dispatch, flags.PWDEXPFORCECHANGE3, navigate, resumeHere],
  );
}
