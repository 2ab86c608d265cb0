import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { NAMESPACES } from './namespaces';
import { BUNDLED_LOCALE_FILES } from './loadLocale';

/** Languages that must translate every key (the brands' shipped languages). */
const COMPLETE_LANGUAGES: LanguageCode[] = ['EN', 'BN', 'ZH', 'VI', 'TH', 'ID', 'PT'];

const LOCALES_DIR = path.join(import.meta.dirname, 'locales');

type Json = string | { [key: string]: Json };

function readNamespace(code: string, namespace: string): Record<string, string> | undefined {
  const file = path.join(LOCALES_DIR, code, `${namespace}.json`);
  if (!existsSync(file)) return undefined;
  return flatten(JSON.parse(readFileSync(file, 'utf8')) as Json);
}

function flatten(value: Json, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') {
    out[prefix] = value;
    return out;
  }
  for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** `{{name}}` interpolations, `<tag>` components and the `(min)` / `(max)` / `(age)` tokens of @wl/validation. */
function placeholders(text: string): string[] {
  return (text.match(/\{\{\s*[\w.]+\s*\}\}|<\/?\w+>|\((?:min|max|age)\)/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();
}

const english = Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace('EN', ns) ?? {}]));
const translatedLanguages = readdirSync(LOCALES_DIR).filter((dir) => dir !== 'EN');

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

  it.each(COMPLETE_LANGUAGES.filter((code) => code !== 'EN'))('%s translates every English key', (code) => {
    const missing: string[] = [];
    for (const ns of NAMESPACES) {
      const translated = readNamespace(code, ns) ?? {};
      for (const key of Object.keys(english[ns] ?? {})) if (!translated[key]?.trim()) missing.push(`${ns}:${key}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(translatedLanguages)('%s has no key that English lacks', (code) => {
    const extra: string[] = [];
    for (const ns of NAMESPACES) {
      const translated = readNamespace(code, ns) ?? {};
      for (const key of Object.keys(translated)) if (!(key in (english[ns] ?? {}))) extra.push(`${ns}:${key}`);
    }
    expect(extra).toEqual([]);
  });

  it.each(translatedLanguages)('%s keeps the same placeholders as English', (code) => {
    const mismatched: string[] = [];
    for (const ns of NAMESPACES) {
      const translated = readNamespace(code, ns) ?? {};
      for (const [key, text] of Object.entries(translated)) {
        const source = english[ns]?.[key];
        if (source !== undefined && placeholders(source).join() !== placeholders(text).join()) {
          mismatched.push(`${ns}:${key} (${placeholders(source).join(' ')} vs ${placeholders(text).join(' ')})`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });

  it.each(COMPLETE_LANGUAGES.filter((code) => code !== 'EN'))(
    '%s leaves no sentence untranslated (only brand and vendor names may match English)',
    (code) => {
      // Texts that are legitimately identical in every language: product names, codes, symbols.
      const sameEverywhere = new Set([
        'QQ', 'LINE', 'WhatsApp', 'Zalo', 'Facebook', 'WeChat', 'Android', 'iOS', 'VS', 'OK', 'Keno', '{{age}}+', '* {{placeholder}}',
      ]);
      const untranslated: string[] = [];
      for (const ns of NAMESPACES) {
        const translated = readNamespace(code, ns) ?? {};
        for (const [key, source] of Object.entries(english[ns] ?? {})) {
          if (translated[key] === source && !sameEverywhere.has(source)) untranslated.push(`${ns}:${key}`);
        }
      }
      expect(untranslated).toEqual([]);
    },
  );
});
