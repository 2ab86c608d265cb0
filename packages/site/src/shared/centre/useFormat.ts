import { formatCurrency, formatDateTime, formatNumber, useLanguage } from '@wl/i18n';
import { useMemo } from 'react';

/** The centre's formats in the player's language, made anew only when the language changes. */
export interface CentreFormat {
  /** Amounts in the currency format (2 decimals, thousands separators). */
  money: (amount: number) => string;
  /** Times in the language's date order, month names and clock. */
  dateTime: (value: string) => string;
  /** A rate kept as a fraction (0.012) as a percentage (1.2%). */
  percent: (fraction: number) => string;
  /** A calendar day `yyyy-MM-dd` (a report's day), without a time. */
  day: (isoDay: string) => string;
}

/** All of the centre's formats, for a page that shows more than one kind of value. */
export function useCentreFormat(): CentreFormat {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      money: (amount) => formatCurrency(amount, language),
      dateTime: (value) => formatDateTime(value, language),
      percent: (fraction) =>
        formatNumber(fraction, language, { style: 'percent', maximumFractionDigits: 3 }),
      day: (isoDay) => formatDateTime(`${isoDay}T00:00:00`, language, { dateStyle: 'medium' }),
    }),
    [language],
  );
}

/** Amounts in the currency format of the player's language. */
export function useMoney(): CentreFormat['money'] {
  return useCentreFormat().money;
}

/** Times in the player's language. */
export function useDateTime(): CentreFormat['dateTime'] {
  return useCentreFormat().dateTime;
}

/** A rate kept as a fraction as a percentage in the player's language. */
export function usePercent(): CentreFormat['percent'] {
  return useCentreFormat().percent;
}

/** A calendar day in the player's language. */
export function useDay(): CentreFormat['day'] {
  return useCentreFormat().day;
}
