import { describeApiError } from '@wl/api-client';
import { useCallback } from 'react';
import { useTranslation } from '@wl/i18n';
import { saferGamblingRefusal } from './saferGamblingRefusal';

/**
 * The player-facing text of a failed call: the error catalogue's message in the current language,
 * falling back to the server's own text and then to the catalogue's "unknown" message. Safer
 * gambling's refusals are its own catalogue's, with their amounts and times (`saferGamblingRefusal`;
 * re-rendered once that namespace has loaded).
 */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common', { bindI18n: 'languageChanged loaded' });
  return useCallback(
    (error: unknown) =>
      saferGamblingRefusal(error, i18n) ??
      describeApiError(error, (key, fallback) => t(key, { defaultValue: fallback })),
    [t, i18n],
  );
}
