import { formatCurrency, formatDateTime, useLanguage } from '@wl/i18n';
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
