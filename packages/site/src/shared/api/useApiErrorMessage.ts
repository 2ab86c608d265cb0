import { describeApiError } from '@wl/api-client';
import { useCallback } from 'react';
import { useTranslation } from '@wl/i18n';
import { refusalText } from './refusalTexts';

/**
 * The player-facing text of a failed call: the error catalogue's message in the current language,
 * falling back to the server's own text and then to the catalogue's "unknown" message. A feature
 * may word its own refusals (`refusalTexts.ts`: safer gambling's limits and exclusions, with their
 * amounts and times); the hook renders again once a namespace has loaded.
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common', { bindI18n: 'languageChanged loaded' });
  return useCallback(
    (error: unknown) =>
      refusalText(error, i18n) ??
      describeApiError(error, (key, fallback) => t(key, { defaultValue: fallback })),
    [t, i18n],
  );
}
