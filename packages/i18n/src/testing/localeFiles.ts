/**
 * Test support (Node only, never imported by the package's public API): the translation files and the
 * brand files as they are on disk.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrandLanguages, LanguageTexts, LocaleTexts, TranslationTree } from '../completeness';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../locales');
export const BRANDS_DIR = path.resolve(import.meta.dirname, '../../../../brands');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** One language folder: every `<namespace>.json` in `locales/<code>/` (empty when the folder is missing). */
export function readLanguageFolder(code: string): LanguageTexts {
  let files: string[];
  try {
    files = readdirSync(path.join(LOCALES_DIR, code)).filter((file) => file.endsWith('.json'));
  } catch {
    return {};
  }
  return Object.fromEntries(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      readJson<TranslationTree>(path.join(LOCALES_DIR, code, file)),
    ]),
  );
}

/** Every language folder under `locales/`. */
export function readLocaleFolders(): LocaleTexts {
  return Object.fromEntries(
    readdirSync(LOCALES_DIR).map((code) => [code, readLanguageFolder(code)]),
  );
}

/** Every brand file (`brands/*.json` but the schema), named as in messages (`brands/tiger.json`). */
export function readBrandFiles(): BrandLanguages[] {
  return readdirSync(BRANDS_DIR)
    .filter((file) => file.endsWith('.json') && file !== 'schema.json')
    .sort()
    .map((file) => {
      const { supportLanguages, defaultLang } = readJson<{
        supportLanguages?: string[];
        defaultLang?: string;
      }>(path.join(BRANDS_DIR, file));
      return { file: `brands/${file}`, supportLanguages: supportLanguages ?? [], defaultLang };
    });
}
