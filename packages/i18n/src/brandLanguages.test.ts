// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { assertBrandLanguagesComplete } from './completeness';
import { changeLanguage, createI18n } from './createI18n';
import { LANGUAGES, isLanguageCode, type LanguageCode } from './languages';
import { readBrandFiles, readLocaleFolders } from './testing/localeFiles';

// Every brand file on disk, every language it offers, every namespace English has (a namespace a
// feature adds later is covered as soon as its EN file exists).
const brands = readBrandFiles();
const locales = readLocaleFolders();

describe('brand languages', () => {
  it('finds the brand files', () => {
    expect(brands.map((brand) => brand.file)).toEqual(
      expect.arrayContaining(['brands/tiger.json']),
    );
  });

  it.each(brands.map((brand) => [brand.file, brand] as const))(
    '%s: every language it offers is a registry language translated in full',
    (_file, brand) => {
      expect(() => assertBrandLanguagesComplete(brand, locales)).not.toThrow();
    },
  );
});

describe('brand languages on the page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });

  it('a shipped brand offers a right-to-left language (tiger: Arabic), so the rtl path stays exercised', () => {
    const rightToLeft = brands.flatMap((brand) =>
      brand.supportLanguages
        .filter((code) => isLanguageCode(code) && LANGUAGES[code].dir === 'rtl')
        .map((code) => `${brand.file}:${code}`),
    );
    expect(rightToLeft).toContain('brands/tiger.json:AR');
  });

  it.each(brands.map((brand) => [brand.file, brand] as const))(
    '%s: picking each of its languages sets <html lang dir> from the registry',
    async (_file, brand) => {
      const languages = brand.supportLanguages.filter(isLanguageCode) as LanguageCode[];
      const i18n = await createI18n({
        supportLanguages: languages,
        defaultLang: languages[0] ?? 'EN',
        storage: null,
      });
      for (const code of languages) {
        await changeLanguage(i18n, code);
        expect(document.documentElement.lang, code).toBe(LANGUAGES[code].locale);
        expect(document.documentElement.dir, code).toBe(LANGUAGES[code].dir);
      }
    },
  );
});
