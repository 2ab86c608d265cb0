import i18next, { type i18n as I18nInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGES,
  fallbackChain,
  isLanguageCode,
  languageCodeFromLocale,
  type LanguageCode,
} from './languages';
import { DEFAULT_NAMESPACE, type Namespace } from './namespaces';
import { loadBundledLocale, type LocaleLoader } from './loadLocale';

/** localStorage keys of the spec: the chosen language and the one before it. */
export const LANG_STORAGE_KEY = 'lang';
export const PREVIOUS_LANG_STORAGE_KEY = 'hisLang';

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface CreateI18nOptions {
  /** The brand's languages, in picker order. */
  supportLanguages: readonly LanguageCode[];
  /** The brand's default, used when nothing (or an unsupported language) is stored. */
  defaultLang: LanguageCode;
  /** Where `lang` / `hisLang` live; defaults to `window.localStorage` (none outside a browser). */
  storage?: LanguageStorage | null;
  /** Namespaces loaded before the promise resolves; `common` by default. */
  preloadNamespaces?: readonly Namespace[];
  /** Replaces the bundled JSON loader (tests, Storybook, a CDN). */
  loader?: LocaleLoader;
  /** react-i18next Suspense while a namespace loads (default true: lazy screens have a loading state). */
  useSuspense?: boolean;
}

interface BrandLanguageSettings {
  supportLanguages: readonly LanguageCode[];
  defaultLang: LanguageCode;
  storage: LanguageStorage | null;
}

// Brand settings per instance, so helpers taking only the instance can enforce the brand's list.
const settingsByInstance = new WeakMap<I18nInstance, BrandLanguageSettings>();

/**
 * react-i18next's `useTranslation` hands out a shallow copy of the instance (pointing back through
 * `__original`); settings, the current language and language changes must use the real instance.
 */
function originalOf(instance: I18nInstance): I18nInstance {
  return (instance as I18nInstance & { __original?: I18nInstance }).__original ?? instance;
}

function settingsOf(instance: I18nInstance): BrandLanguageSettings | undefined {
  return settingsByInstance.get(originalOf(instance));
}

function defaultStorage(): LanguageStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): the choice just is not remembered
  }
}

function readStored(storage: LanguageStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStored(storage: LanguageStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // quota or disabled storage: the language still changes for this visit
  }
}

/** The language to start in: the stored one when the brand supports it, otherwise the brand default. */
export function resolveInitialLanguage(
  supportLanguages: readonly LanguageCode[],
  defaultLang: LanguageCode,
  storage: LanguageStorage | null,
): LanguageCode {
  const stored = readStored(storage, LANG_STORAGE_KEY);
  if (isLanguageCode(stored) && supportLanguages.includes(stored)) return stored;
  // Garbage or a language this brand does not offer: the key is repaired to the language shown.
  if (stored !== null) writeStored(storage, LANG_STORAGE_KEY, defaultLang);
  return defaultLang;
}

/** Sets `<html lang dir>` for a language (`dir="rtl"` for Arabic, Persian, Urdu, Hebrew). */
export function applyDocumentLanguage(
  code: LanguageCode,
  doc: Document | undefined = globalThis.document,
): void {
  if (!doc) return;
  doc.documentElement.lang = LANGUAGES[code].locale;
  doc.documentElement.dir = LANGUAGES[code].dir;
}

function fallbackLocales(code: string): string[] {
  const language = languageCodeFromLocale(code);
  const chain = language ? fallbackChain(language) : [FALLBACK_LANGUAGE];
  return chain.map((fallback) => LANGUAGES[fallback].locale);
}

/** A new i18next instance (never the global one) for one brand. */
export async function createI18n(options: CreateI18nOptions): Promise<I18nInstance> {
  const { supportLanguages, defaultLang } = options;
  if (!supportLanguages.includes(defaultLang)) {
    throw new Error(
      `createI18n: defaultLang ${defaultLang} is not in supportLanguages (${supportLanguages.join(', ')})`,
    );
  }
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const loader = options.loader ?? loadBundledLocale;
  const initial = resolveInitialLanguage(supportLanguages, defaultLang, storage);

  const instance = i18next.createInstance();
  settingsByInstance.set(instance, { supportLanguages, defaultLang, storage });
  instance.on('languageChanged', (locale: string) => {
    const code = languageCodeFromLocale(locale);
    if (code) applyDocumentLanguage(code);
  });

  await instance
    .use(resourcesToBackend((locale: string, namespace: string) => loader(locale, namespace)))
    .use(initReactI18next)
    .init({
      lng: LANGUAGES[initial].locale,
      fallbackLng: (code: string) => fallbackLocales(code),
      // Exact locales only: 'zh-TW' must not also fetch 'zh', 'pt-BR' not 'pt' (the registry says what falls back).
      load: 'currentOnly',
      ns: [...(options.preloadNamespaces ?? [DEFAULT_NAMESPACE])],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: options.useSuspense ?? true },
      showSupportNotice: false, // no vendor banner in players' consoles
    });
  return instance;
}

/** The brand language currently shown (falls back to the brand default for an unknown i18next language). */
export function currentLanguage(instance: I18nInstance): LanguageCode {
  // `language`, not `resolvedLanguage`: the latter names the fallback when a language has no file yet.
  const code = languageCodeFromLocale(originalOf(instance).language ?? '');
  return code ?? settingsOf(instance)?.defaultLang ?? FALLBACK_LANGUAGE;
}

/** The brand's languages, for the picker. */
export function supportedLanguages(instance: I18nInstance): readonly LanguageCode[] {
  return settingsOf(instance)?.supportLanguages ?? [FALLBACK_LANGUAGE];
}

export class UnsupportedLanguageError extends Error {
  constructor(
    readonly language: string,
    readonly supportLanguages: readonly LanguageCode[],
  ) {
    super(
      `Language ${language} is not offered by this brand (offered: ${supportLanguages.join(', ')})`,
    );
    this.name = 'UnsupportedLanguageError';
  }
}

/**
 * Switches to `code` if the brand offers it, remembering the choice in `lang` and the previous one in
 * `hisLang`. Refuses (rejects with `UnsupportedLanguageError`, changing nothing) otherwise.
 */
export async function changeLanguage(given: I18nInstance, code: string): Promise<LanguageCode> {
  const instance = originalOf(given);
  const settings = settingsOf(instance);
  if (!settings) throw new Error('changeLanguage: the instance was not made by createI18n');
  if (!isLanguageCode(code) || !settings.supportLanguages.includes(code)) {
    throw new UnsupportedLanguageError(code, settings.supportLanguages);
  }
  const previous = currentLanguage(instance);
  await instance.changeLanguage(LANGUAGES[code].locale);
  if (previous !== code) writeStored(settings.storage, PREVIOUS_LANG_STORAGE_KEY, previous);
  writeStored(settings.storage, LANG_STORAGE_KEY, code);
  return code;
}
