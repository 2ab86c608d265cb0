import { LANGUAGES, type LanguageCode } from './languages';

/*
 * Numbers use Latin digits in every language (`-u-nu-latn`): amounts must match what cashiers, the
 * server and customer service quote, while separators follow the language (1,234.56 / 1.234,56 /
 * 1 234,56; Indian grouping 12,34,567.00 for BN and HI).
 */
function numberLocale(lang: LanguageCode): string {
  return `${LANGUAGES[lang].locale}-u-nu-latn`;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(lang: LanguageCode, roundingMode: CurrencyRounding): Intl.NumberFormat {
  const key = `${lang}|${roundingMode}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(lang), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always', // 'auto' leaves 4-digit amounts ungrouped in es, pl, pt-PT
      roundingMode,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

export type CurrencyRounding = 'trunc' | 'halfExpand';

export interface FormatCurrencyOptions {
  /** Put before the number, e.g. `¥` or `৳`; none by default (the spec shows bare amounts). */
  symbol?: string;
  /**
   * `trunc` (default) never shows a balance higher than it is (10.999 -> 10.99);
   * `halfExpand` rounds half away from zero.
   */
  rounding?: CurrencyRounding;
}

/**
 * Money with exactly 2 decimals and the language's thousands separators:
 * `formatCurrency(1234567.891, 'EN')` -> `1,234,567.89`, `'ID'` -> `1.234.567,89`.
 */
export function formatCurrency(
  amount: number | string,
  lang: LanguageCode,
  options: FormatCurrencyOptions = {},
): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return options.symbol ? `${options.symbol}--` : '--';
  // Formatting the shortest decimal string, not the binary double, keeps 1.15 from truncating to 1.14.
  const digits = currencyFormat(lang, options.rounding ?? 'trunc').format(
    String(Math.abs(value)) as Intl.StringNumericLiteral,
  );
  const negative = value < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${options.symbol ?? ''}${digits}`;
}

/*
 * Building an Intl formatter costs far more than using one (a lobby or a countdown formats hundreds
 * of values per render): each language and option set is built once.
 */
const plainFormats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: 'number' | 'date',
  lang: LanguageCode,
  options: object,
  build: (locale: string) => T,
): T {
  const key = `${kind}|${lang}|${JSON.stringify(options)}`;
  let format = plainFormats.get(key) as T | undefined;
  if (!format) {
    format = build(numberLocale(lang));
    plainFormats.set(key, format);
  }
  return format;
}

/** A plain number with the language's separators and Latin digits. */
export function formatNumber(
  value: number,
  lang: LanguageCode,
  options: Intl.NumberFormatOptions = {},
): string {
  return cachedFormat(
    'number',
    lang,
    options,
    (locale) => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** Date and time in the language's order and month names; medium date + short time unless told. */
export function formatDateTime(
  value: Date | number | string,
  lang: LanguageCode,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return cachedFormat(
    'date',
    lang,
    options,
    (locale) => new Intl.DateTimeFormat(locale, options),
  ).format(date);
}
