import type { ResourceKey } from 'i18next';
import { languageCodeFromLocale } from './languages';

/** Loads one namespace of one language; `locale` is the i18next language (a registry `locale`). */
export type LocaleLoader = (locale: string, namespace: string) => Promise<ResourceKey>;

// Lazy glob: Vite emits one chunk per JSON file and nothing is downloaded until the loader asks.
const localeModules = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

/** The bundled translation files, as `<CODE>/<namespace>` (for tests and tooling). */
export const BUNDLED_LOCALE_FILES: readonly string[] = Object.keys(localeModules).map((path) =>
  path.replace('./locales/', '').replace(/\.json$/, ''),
);

/**
 * Default loader: the bundled `locales/<CODE>/<namespace>.json`. A language without a file for the
 * namespace resolves to an empty bundle, so every key falls back (per key) to the fallback chain.
 */
export const loadBundledLocale: LocaleLoader = async (locale, namespace) => {
  const code = languageCodeFromLocale(locale);
  const load = code ? localeModules[`./locales/${code}/${namespace}.json`] : undefined;
  return load ? load() : {};
};
