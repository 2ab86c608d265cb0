import { useCallback } from 'react';
import { baseApi } from '@wl/api-client';
import { useNavigate } from 'react-router-dom';
import { accountApi } from '../account/api';
import { useWhitelabelFlags } from '../platform/whitelabelFlags';
import { useAppDispatch } from '../store/hooks';
import { signedIn } from './sessionSlice';
import { modalClosed, modalOpened } from '../ui/uiSlice';

/** How the player got in: forced password change never applies to sms or identity-provider logins. */
export type SignInMethod =
  'username' | 'sms' | 'identityProvider' | 'freePlay' | 'register' | 'resetByPhone';

export interface SignInAnswer {
  token: string;
  username?: string;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  temporaryPassword?: boolean;
}

export type SignInOutcome = 'signedIn' | 'passwordChangeRequired';

/**
 * What every way in does after the platform answered a token (spec, access section 4): store the
 * session, refresh what depends on who is logged in, then either open the forced change-password
 * modal (temporary password, or expired with PWDEXPFORCECHANGE3 on; never for sms or identity-provider
 * logins) or load member info, set the after-login popup, close the modal and go to `/`.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { flags } = useWhitelabelFlags();
  return useCallback(
    async (answer: SignInAnswer, method: SignInMethod): Promise<SignInOutcome> => {
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
      // Login invalidates member info, balance and favourites (ARCHITECTURE.md section 4).
      dispatch(
        baseApi.util.invalidateTags([
          'MemberInfo',
          'Balance',
          'Favourites',
          'Recents',
          'UnreadCount',
        ]),
      );
      if (mustChange) {
        dispatch(modalOpened({ name: 'changePassword', props: { forced: true } }));
        return 'passwordChangeRequired';
      }
      await dispatch(
        accountApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true }),
      );
      dispatch(modalClosed());
      navigate('/');
      return 'signedIn';
    },
    [dispatch, flags.PWDEXPFORCECHANGE3, navigate],
  );
}
