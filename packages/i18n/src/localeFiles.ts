import type { ResourceKey } from 'i18next';

// Lazy glob: Vite emits one chunk per JSON file and nothing is downloaded until the loader asks.
export const localeModules = import.meta.glob<ResourceKey>('./locales/*/*.json', {
  import: 'default',
});

/** The bundled translation files, as `<CODE>/<namespace>` (for tests and tooling). */
export const BUNDLED_LOCALE_FILES: readonly string[] = Object.keys(localeModules).map((path) =>
  path.replace('./locales/', '').replace(/\.json$/, ''),
);
