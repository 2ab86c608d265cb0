import { useCallback, useState } from 'react';
import {
  isApiError,
  type LoginFailureValue,
  type LoginRequest,
  type LoginResponse,
} from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useCompleteSignIn, type SignInMethod } from '../../shared/session/useCompleteSignIn';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { useAppDispatch } from '../../shared/store/hooks';
import { alertShown } from '../../shared/ui/uiSlice';
import { useFreePlayLoginMutation, useLoginMutation } from './api';

/** True when a refused login's value carries the server's captcha demand (`{ captcha: true }`). */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return false;
  return (error.value as Partial<LoginFailureValue>).captcha === true;
}

/**
 * Runs a login call behind the full-screen loader and finishes it the one shared way. On failure the
 * loader closes and `error` holds the catalogue or server text; a captcha demand in the error value
 * switches `captchaRequired` on for the rest of this form's life. A first login gets a welcome notice.
 */
export function useLoginSubmit() {
  const { t } = useTranslation(['auth', 'common']);
  const dispatch = useAppDispatch();
  const completeSignIn = useCompleteSignIn();
  const [login] = useLoginMutation();
  const [freePlayLogin] = useFreePlayLoginMutation();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [captchaRequired, setCaptchaRequired] = useState(false);

  const describe = useApiErrorMessage();

  const finish = useCallback(
    async (answer: LoginResponse, method: SignInMethod, username?: string) => {
      const outcome = await completeSignIn(
        username === undefined ? answer : { ...answer, username },
        method,
      );
      // First-login action: a welcome notice once the player is in (not while a forced change is pending).
      if (outcome === 'signedIn' && answer.firstTimeLogin) {
        dispatch(
          alertShown({
            tone: 'success',
            title: t('auth:login.welcomeTitle'),
            message: t('auth:login.welcomeMessage'),
          }),
        );
      }
    },
    [completeSignIn, dispatch, t],
  );

  /** Resolves true when the player is in (or must change the password first). */
  const submit = useCallback(
    async (request: LoginRequest, onSuccess?: () => void): Promise<boolean> => {
      setLoading(true);
      setError(null);
      try {
        const answer = await login(request).unwrap();
        onSuccess?.();
        await finish(
          answer,
          request.type,
          request.type === 'username' ? request.username : undefined,
        );
        return true;
      } catch (failure) {
        if (asksForCaptcha(failure)) setCaptchaRequired(true);
        setError(describe(failure));
        return false;
      } finally {
        setLoading(false);
      }
    },
    [describe, finish, login],
  );

  /** Free play (FREEPLAY3): a trial session, then the shared sign-in (trial user, after-login popup). */
  const freePlay = useCallback(async (): Promise<boolean> => {
    setLoading(true);
    setError(null);
    try {
      const answer = await freePlayLogin().unwrap();
      await finish(answer, 'freePlay');
      return true;
    } catch (failure) {
      setError(describe(failure));
      return false;
    } finally {
      setLoading(false);
    }
  }, [describe, finish, freePlayLogin]);

  return { submit, freePlay, loading, error, setError, captchaRequired };
}
