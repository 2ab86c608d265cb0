import { useCallback, useState } from 'react';
import { isApiError } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useCompleteSignIn } from '../useCompleteSignIn';
import { useApiErrorMessage } from '../../api/useApiErrorMessage';
import { useAppDispatch } from '../../store/hooks';
import { alertShown } from '../../ui/uiSlice';
import { useIdentityLoginMutation } from '../api';
import { IDENTITY_ERROR_MESSAGE_KEYS } from './errors';
import { useIdentityProvider } from './IdentityProviderContext';
import { isIdentityProviderError, type SocialProvider } from './types';

/**
 * Social sign-in end to end: the provider's popup, the exchange of its ID token for a platform
 * session, then `completeSignIn(answer, 'identityProvider')` (no forced password change). Every failure
 * opens the warning dialog with the catalogue text (popup blocked, popup closed, ...).
 * `busy` is true while the platform exchange runs (the full-screen loader).
 */
export function useSocialSignIn() {
  const { t } = useTranslation(['auth', 'common']);
  const messageOf = useApiErrorMessage();
  const dispatch = useAppDispatch();
  const provider = useIdentityProvider();
  const completeSignIn = useCompleteSignIn();
  const [exchange] = useIdentityLoginMutation();
  const [busy, setBusy] = useState(false);

  const signIn = useCallback(
    async (network: SocialProvider): Promise<boolean> => {
      try {
        const credential = await provider.signIn(network);
        setBusy(true);
        const answer = await exchange(credential).unwrap();
        await completeSignIn(answer, 'identityProvider');
        return true;
      } catch (error) {
        const message = isIdentityProviderError(error)
          ? t(IDENTITY_ERROR_MESSAGE_KEYS[error.code])
          : isApiError(error)
            ? messageOf(error)
            : t('auth:identityProvider.unknown');
        dispatch(alertShown({ tone: 'warning', message }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [completeSignIn, dispatch, exchange, messageOf, provider, t],
  );

  return { signIn, busy, buttons: provider.buttons };
}
