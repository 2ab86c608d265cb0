import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDateTime, formatNumber } from './format';
import { LANGUAGE_CODES } from './languages';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

describe('formatCurrency', () => {
  it.each([
    ['EN', '1,234,567.89'],
    ['ZH', '1,234,567.89'],
    ['TH', '1,234,567.89'],
    ['VI', '1.234.567,89'],
    ['ID', '1.234.567,89'],
    ['PT', `1${NBSP}234${NBSP}567,89`],
    ['PT-BR', '1.234.567,89'],
    ['DE', '1.234.567,89'],
    ['FR', `1${NARROW_NBSP}234${NARROW_NBSP}567,89`],
    ['BN', '12,34,567.89'],
    ['HI', '12,34,567.89'],
  ] as const)('%s shows 1234567.891 as %s', (lang, expected) => {
    expect(formatCurrency(1234567.891, lang)).toBe(expected);
  });

  it('always shows exactly two decimals and groups four-digit amounts in every language', () => {
    for (const lang of LANGUAGE_CODES) {
      const text = formatCurrency(1000, lang);
      expect(text, lang).toMatch(/^1\D000[.,]00$/);
      expect(formatCurrency(0, lang), lang).toMatch(/^0[.,]00$/);
    }
  });

  it('uses Latin digits even where the locale defaults to another script', () => {
    for (const lang of ['BN', 'AR', 'FA', 'MY', 'NE'] as const) {
      expect(formatCurrency(9876.5, lang), lang).toMatch(/^[\d.,\s\u00a0\u202f]+$/);
    }
  });

  it('never shows a balance higher than it is, and keeps decimal values exact', () => {
    expect(formatCurrency(10.999, 'EN')).toBe('10.99');
    expect(formatCurrency(1.15, 'EN')).toBe('1.15');
    expect(formatCurrency(0.29, 'EN')).toBe('0.29');
    expect(formatCurrency(10.995, 'EN', { rounding: 'halfExpand' })).toBe('11.00');
  });

  it('puts an optional symbol before the amount and the sign before the symbol', () => {
    expect(formatCurrency(1234.5, 'ZH', { symbol: '¥' })).toBe('¥1,234.50');
    expect(formatCurrency(-1234.5, 'BN', { symbol: '৳' })).toBe('-৳1,234.50');
    expect(formatCurrency(-0.004, 'EN')).toBe('0.00');
  });

  it('accepts numeric strings from the API and shows a dash for garbage', () => {
    expect(formatCurrency('2500', 'ID')).toBe('2.500,00');
    expect(formatCurrency('abc', 'EN')).toBe('--');
    expect(formatCurrency(Number.NaN, 'EN', { symbol: '¥' })).toBe('¥--');
  });
});

describe('formatNumber', () => {
  it('uses the language separators with Latin digits', () => {
    expect(formatNumber(1234567, 'EN')).toBe('1,234,567');
    expect(formatNumber(1234567, 'VI')).toBe('1.234.567');
    expect(formatNumber(0.5, 'EN', { style: 'percent' })).toBe('50%');
    expect(formatNumber(1234567, 'AR')).toBe('1,234,567');
  });
});

describe('formatDateTime', () => {
  const drawTime = Date.UTC(2025, 0, 5, 13, 7);

  it('orders date and time per language', () => {
    expect(
      formatDateTime(drawTime, 'EN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    ).toBe('Jan 5, 2025, 1:07 PM');
    expect(
      formatDateTime(drawTime, 'ZH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }),
    ).toBe('2025年1月5日 13:07');
    expect(formatDateTime(new Date(drawTime), 'DE', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '05.01.2025',
    );
  });

  it('uses the medium date and short time by default and returns nothing for an invalid date', () => {
    expect(formatDateTime('2025-01-05T13:07:00Z', 'EN')).toMatch(/2025/);
    expect(formatDateTime('not a date', 'EN')).toBe('');
  });

  it('keeps one formatter per language and options: a reused one never answers for another', () => {
    const utc = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    const saigon = {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Ho_Chi_Minh',
    } as const;
    for (let round = 0; round < 2; round += 1) {
      expect(formatDateTime(drawTime, 'EN', utc)).toBe('Jan 5, 2025');
      expect(formatDateTime(drawTime, 'DE', utc)).toBe('05.01.2025');
      expect(formatDateTime(drawTime, 'EN', saigon)).toBe('Jan 5, 2025, 8:07 PM');
      expect(formatNumber(0.25, 'EN', { style: 'percent' })).toBe('25%');
      expect(formatNumber(0.25, 'EN')).toBe('0.25');
    }
  });
});
