import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  LANGUAGE_CODES,
  englishNameOf,
  fallbackChain,
  isLanguageCode,
  languageCodeFromLocale,
} from './languages';

const REQUIRED_CODES = [
  'EN',
  'ZH',
  'ZH-TW',
  'VI',
  'TH',
  'ID',
  'MS',
  'BN',
  'HI',
  'UR',
  'NE',
  'TA',
  'TE',
  'KO',
  'JA',
  'PT',
  'PT-BR',
  'ES',
  'FR',
  'DE',
  'IT',
  'RU',
  'TR',
  'AR',
  'FA',
  'KM',
  'LO',
  'MY',
  'TL',
  'KK',
  'UZ',
  'SW',
  'PL',
  'NL',
  'HE',
];

describe('language registry', () => {
  it('offers exactly the 35 languages of the product', () => {
    expect([...LANGUAGE_CODES].sort()).toEqual([...REQUIRED_CODES].sort());
  });

  it('names languages in English through Intl', () => {
    expect(englishNameOf('VI')).toBe('Vietnamese');
    expect(englishNameOf('PT-BR')).toBe('Brazilian Portuguese');
  });

  it('gives every language a native name, an English name and a valid, unique Intl locale', () => {
    for (const code of LANGUAGE_CODES) {
      const info = LANGUAGES[code];
      expect(info.code).toBe(code);
      expect(info.nativeName.trim()).not.toBe('');
      expect(englishNameOf(code).trim()).not.toBe('');
      expect(Intl.getCanonicalLocales(info.locale)).toEqual([info.locale]);
      expect(Intl.NumberFormat.supportedLocalesOf(info.locale)).toHaveLength(1);
    }
    const locales = LANGUAGE_CODES.map((code) => LANGUAGES[code].locale.toLowerCase());
    expect(new Set(locales).size).toBe(locales.length);
  });

  it('marks Arabic, Persian, Urdu and Hebrew right-to-left and nothing else', () => {
    const rtl = LANGUAGE_CODES.filter((code) => LANGUAGES[code].dir === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'HE', 'UR']);
  });

  it('maps i18next locales back to brand codes, case-insensitively', () => {
    expect(languageCodeFromLocale('zh-TW')).toBe('ZH-TW');
    expect(languageCodeFromLocale('ZH-cn')).toBe('ZH');
    expect(languageCodeFromLocale('fil')).toBe('TL');
    expect(languageCodeFromLocale('xx')).toBeUndefined();
    for (const code of LANGUAGE_CODES)
      expect(languageCodeFromLocale(LANGUAGES[code].locale)).toBe(code);
  });

  it('falls back per key through related languages and always ends with English', () => {
    expect(fallbackChain('PT-BR')).toEqual(['PT', 'EN']);
    expect(fallbackChain('ZH-TW')).toEqual(['ZH', 'EN']);
    expect(fallbackChain('KO')).toEqual(['EN']);
    expect(fallbackChain('EN')).toEqual([]);
  });

  it('recognises only registry codes', () => {
    expect(isLanguageCode('PT-BR')).toBe(true);
    expect(isLanguageCode('pt-BR')).toBe(false);
    expect(isLanguageCode('constructor')).toBe(false);
    expect(isLanguageCode(null)).toBe(false);
  });
});
