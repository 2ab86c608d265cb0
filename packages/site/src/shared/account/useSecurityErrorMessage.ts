import { ERROR_CODES, isApiError } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useCallback } from 'react';
import { useApiErrorMessage } from '../api/useApiErrorMessage';

/**
 * The text of a failed account-security call (a code at sign-in, in the Security Centre): wrong
 * codes and the wait after too many in the player's language (`security` namespace), the rest as
 * `useApiErrorMessage` says it.
 */
export function useSecurityErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('security');
  const describe = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        if (error.code === ERROR_CODES.TWO_FACTOR_INVALID) return t('errors.wrongCode');
        if (error.code === ERROR_CODES.TWO_FACTOR_TICKET_INVALID) return t('signIn.expired');
        const wait = (error.value as { retryAfterSeconds?: unknown } | undefined)
          ?.retryAfterSeconds;
        if (error.code === ERROR_CODES.RATE_LIMITED && typeof wait === 'number')
          return t('errors.wait', { minutes: Math.max(1, Math.ceil(wait / 60)) });
      }
      return describe(error);
    },
    [describe, t],
  );
}
