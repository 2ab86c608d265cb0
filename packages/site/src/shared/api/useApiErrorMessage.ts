import { describeApiError } from '@wl/api-client';
import { useCallback } from 'react';
import { useTranslation } from '@wl/i18n';

/**
 * The player-facing text of a failed call: the error catalogue's message in the current language,
 * falling back to the server's own text and then to the catalogue's "unknown" message.
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown) =>
      describeApiError(error, (key, fallback) => t(key, { defaultValue: fallback })),
    [t],
  );
}
