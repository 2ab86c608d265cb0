import type { Brand } from '@wl/brand-config';
import { createI18n, LANGUAGES, NAMESPACES, type I18n, type LanguageStorage } from '@wl/i18n';

/**
 * The i18n of a whole-site test (`<Site i18n={...}>`): every namespace of every language the brand
 * offers is loaded before the first render, so no `useTranslation` suspends while the test runs.
 *
 * Why: a screen that suspended on its namespace inside `act` once kept a worker's event loop from ever
 * turning (the stall watch's stack, 2026-11-28: HomePage's `useTranslation` mounting again and again
 * under React's `flushActQueue`, the heap growing to gigabytes; stage-1 runs only). Loading a namespace
 * when a screen first asks for it is proven where it is the subject: `@wl/i18n`'s tests and the e2e
 * suite, on the built site.
 */
export async function createSiteTestI18n(
  brand: Pick<Brand, 'supportLanguages' | 'defaultLang'>,
  storage: LanguageStorage | null = null,
): Promise<I18n> {
  const i18n = await createI18n({
    supportLanguages: brand.supportLanguages,
    defaultLang: brand.defaultLang,
    storage,
    preloadNamespaces: NAMESPACES,
  });
  await i18n.loadLanguages(brand.supportLanguages.map((code) => LANGUAGES[code].locale));
  return i18n;
}
