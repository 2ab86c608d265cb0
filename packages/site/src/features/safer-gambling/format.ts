import type { RgLimitKey } from '@wl/api-client';
import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { useCallback } from 'react';

/** A platform time (epoch ms) in the player's language. */
export function useTime(): (at: number) => string {
  const { language } = useLanguage();
  return useCallback((at: number) => formatDateTime(at, language), [language]);
}

/** A played time as hours and minutes ("1 h 05 min", "42 min"). */
export function useDuration(): (ms: number) => string {
  const { t } = useTranslation('saferGambling');
  return useCallback(
    (ms: number) => {
      const total = Math.max(0, Math.floor(ms / 60_000));
      const hours = Math.floor(total / 60);
      const minutes = total % 60;
      return hours > 0
        ? t('duration.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') })
        : t('duration.minutes', { minutes });
    },
    [t],
  );
}

/** `deposit:day`: one limit's key in lists and form values. */
export const limitId = ({ kind, period }: RgLimitKey): string => `${kind}:${period}`;
