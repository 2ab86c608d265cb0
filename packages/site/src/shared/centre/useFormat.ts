import { formatCurrency, formatDateTime, formatNumber, useLanguage } from '@wl/i18n';
import { useCallback } from 'react';

/** Amounts in the currency format of the player's language (2 decimals, thousands separators). */
export function useMoney(): (amount: number) => string {
  const { language } = useLanguage();
  return useCallback((amount: number) => formatCurrency(amount, language), [language]);
}

/** Times in the player's language (its date order, month names and clock). */
export function useDateTime(): (value: string) => string {
  const { language } = useLanguage();
  return useCallback((value: string) => formatDateTime(value, language), [language]);
}

/** A rate kept as a fraction (0.012) as a percentage in the player's language (1.2%). */
export function usePercent(): (fraction: number) => string {
  const { language } = useLanguage();
  return useCallback(
    (fraction: number) =>
      formatNumber(fraction, language, { style: 'percent', maximumFractionDigits: 3 }),
    [language],
  );
}

/** A calendar day `yyyy-MM-dd` (a report's day) in the player's language, without a time. */
export function useDay(): (isoDay: string) => string {
  const { language } = useLanguage();
  return useCallback(
    (isoDay: string) => formatDateTime(`${isoDay}T00:00:00`, language, { dateStyle: 'medium' }),
    [language],
  );
}
