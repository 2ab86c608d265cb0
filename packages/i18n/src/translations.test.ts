import { describe, expect, it } from 'vitest';
import { flattenTexts, missingKeys, referenceKeyOf } from './completeness';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { NAMESPACES } from './namespaces';
import { BUNDLED_LOCALE_FILES } from './localeFiles';
import { readLocaleFolders } from './testing/localeFiles';

/**
 * Languages that must translate every key: every language a brand offers (`brandLanguages.test.ts`
 * checks the brand files) and the ones kept complete for the brands to come.
 */
const COMPLETE_LANGUAGES: LanguageCode[] = [
  'BN',
  'ZH',
  'VI',
  'TH',
  'ID',
  'PT',
  'PT-BR',
  'KO',
  'AR',
];

const locales = readLocaleFolders();
const flat = (code: string, ns: string) => flattenTexts(locales[code]?.[ns] ?? {});
const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, flat('EN', ns)]));
const englishKeys = Object.fromEntries(
  NAMESPACES.map((ns) => [ns, new Set(Object.keys(english[ns] ?? {}))]),
);
const translatedLanguages = Object.keys(locales).filter((code) => code !== 'EN');

/** `{{name}}` interpolations, `<tag>` components and the `(min)` / `(max)` / `(age)` tokens of @wl/validation. */
function placeholders(text: string): string[] {
  return (text.match(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>|\((?:min|max|age)\)/g) ?? [])
    .map((p) => p.replace(/\s/g, ''))
    .sort();
}

describe('translation files', () => {
  it('exist only for registry languages and known namespaces', () => {
    for (const file of BUNDLED_LOCALE_FILES) {
      const [code, namespace] = file.split('/');
      expect(LANGUAGE_CODES, file).toContain(code);
      expect(NAMESPACES, file).toContain(namespace);
    }
  });

  it('English has every namespace with non-empty texts', () => {
    for (const ns of NAMESPACES) {
      const keys = Object.entries(english[ns] ?? {});
      expect(keys.length, ns).toBeGreaterThan(0);
      for (const [key, text] of keys) expect(text.trim(), `${ns}:${key}`).not.toBe('');
    }
  });

  it.each(COMPLETE_LANGUAGES)(
    '%s translates every English key (in its own plural forms)',
    (code) => {
      const missing = NAMESPACES.flatMap((ns) =>
        missingKeys(locales.EN?.[ns] ?? {}, locales[code]?.[ns], code).map((key) => `${ns}:${key}`),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(translatedLanguages)('%s has no key that English lacks', (code) => {
    const extra = NAMESPACES.flatMap((ns) =>
      Object.keys(flat(code, ns))
        .filter((key) => referenceKeyOf(key, englishKeys[ns] ?? new Set()) === undefined)
        .map((key) => `${ns}:${key}`),
    );
    expect(extra).toEqual([]);
  });

  it.each(translatedLanguages)('%s keeps the same placeholders as English', (code) => {
    const mismatched: string[] = [];
    for (const ns of NAMESPACES) {
      for (const [key, text] of Object.entries(flat(code, ns))) {
        const referenceKey = referenceKeyOf(key, englishKeys[ns] ?? new Set());
        const source = referenceKey === undefined ? undefined : english[ns]?.[referenceKey];
        if (source === undefined) continue;
        const expected = placeholders(source);
        const actual = placeholders(text);
        // A plural form may leave the number out ("one message"), but may not invent a placeholder.
        const matches =
          referenceKey === key
            ? expected.join() === actual.join()
            : actual.every((token) => expected.includes(token));
        if (!matches)
          mismatched.push(`${ns}:${key} (${expected.join(' ')} vs ${actual.join(' ')})`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it.each(COMPLETE_LANGUAGES)(
    '%s leaves no sentence untranslated (only brand and vendor names may match English)',
    (code) => {
      // Texts that are legitimately identical in every language: product names, codes, symbols.
      const sameEverywhere = new Set([
        'QQ',
        'LINE',
        'WhatsApp',
        'Zalo',
        'Facebook',
        'WeChat',
        'Android',
        'iOS',
        'VS',
        'OK',
        'Keno',
        '{{age}}+',
        '* {{placeholder}}',
      ]);
      const untranslated: string[] = [];
      for (const ns of NAMESPACES) {
        const translated = flat(code, ns);
        for (const [key, source] of Object.entries(english[ns] ?? {})) {
          if (translated[key] === source && !sameEverywhere.has(source))
            untranslated.push(`${ns}:${key}`);
        }
      }
      expect(untranslated).toEqual([]);
    },
  );
});
