import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useTranslation } from '@wl/i18n';
import { Button, Loader } from '@wl/ui-kit';
import { Suspense, useState } from 'react';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { useCompleteSignIn } from '../../shared/session/useCompleteSignIn';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './api';
import { browserHasWebAuthn, isPasskeyPromptDismissed } from './passkeyErrors';
import { FormError } from './UsernameLoginTab';

/**
 * "Sign in with a passkey" under the login form: no username (a discoverable credential), the
 * browser's own prompt, and a passkey counts as both steps of two-step sign-in. The WebAuthn helper
 * loads only when the player presses it. Not shown where the browser has no WebAuthn; its texts
 * (`security`) load beside the form's, never holding the form back.
 */
export function PasskeySignIn() {
  if (!browserHasWebAuthn()) return null;
  return (
    <Suspense fallback={null}>
      <PasskeySignInButton />
    </Suspense>
  );
}

function PasskeySignInButton() {
  const { t } = useTranslation(['security']);
  const describe = useApiErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      const { options } = await getOptions().unwrap();
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      const answer = await signIn({
        response: response as unknown as Record<string, unknown>,
      }).unwrap();
      await completeSignIn(answer, 'passkey');
    } catch (failure) {
      setError(
        isPasskeyPromptDismissed(failure)
          ? t('security:passkeySignIn.cancelled')
          : describe(failure),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" fullWidth onClick={() => void start()} disabled={busy}>
        {t('security:passkeySignIn.button')}
      </Button>
      {error && <FormError role="alert">{error}</FormError>}
      {busy && <Loader fullScreen label={t('security:passkeySignIn.signingIn')} />}
    </>
  );
}
