import { ERROR_CODES, isApiError } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useCallback } from 'react';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';

/**
 * A refused redemption or conversion in the player's language: a wrong password and too few points
 * have their own texts; anything else is the catalogue's message.
 */
export function usePointsErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('pointsMall');
  const messageOf = useApiErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.code === ERROR_CODES.PASSWORD_INVALID)
        return t('errors.wrongPassword');
      if (isApiError(error) && error.code === ERROR_CODES.INSUFFICIENT_POINTS)
        return t('errors.notEnoughPoints');
      return messageOf(error);
    },
    [messageOf, t],
  );
}
