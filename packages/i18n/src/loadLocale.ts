import type { ResourceKey } from 'i18next';
import { languageCodeFromLocale } from './languages';
import type * as LocaleFiles from './localeFiles';

/** Loads one namespace of one language; `locale` is the i18next language (a registry `locale`). */
export type LocaleLoader = (locale: string, namespace: string) => Promise<ResourceKey>;

// The list of ~190 translation chunks is a chunk of its own, not part of every page's first JS; it
// starts loading with the first translation asked for and is then kept.
let localeFiles: Promise<typeof LocaleFiles> | null = null;
async function loadLocaleFiles(): Promise<typeof LocaleFiles> {
  localeFiles ??= import('./localeFiles');
  try {
    return await localeFiles;
  } catch (error) {
    localeFiles = null; // a failed chunk is asked for again next time
    throw error;
  }
}

/**
 * Default loader: the bundled `locales/<CODE>/<namespace>.json`. A language without a file for the
 * namespace resolves to an empty bundle, so every key falls back (per key) to the fallback chain.
 */
export const loadBundledLocale: LocaleLoader = async (locale, namespace) => {
  const code = languageCodeFromLocale(locale);
  if (!code) return {};
  const { localeModules } = await loadLocaleFiles();
  const load = localeModules[`./locales/${code}/${namespace}.json`];
  return load ? load() : {};
};
