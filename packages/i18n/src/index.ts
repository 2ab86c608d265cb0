export {
  LANGUAGES,
  englishNameOf,
  LANGUAGE_CODES,
  FALLBACK_LANGUAGE,
  isLanguageCode,
  languageCodeFromLocale,
  fallbackChain,
  type LanguageCode,
  type LanguageInfo,
  type TextDirection,
} from './languages';
export { NAMESPACES, DEFAULT_NAMESPACE, isNamespace, type Namespace } from './namespaces';
export {
  createI18n,
  changeLanguage,
  currentLanguage,
  supportedLanguages,
  resolveInitialLanguage,
  applyDocumentLanguage,
  UnsupportedLanguageError,
  LANG_STORAGE_KEY,
  PREVIOUS_LANG_STORAGE_KEY,
  type CreateI18nOptions,
  type LanguageStorage,
} from './createI18n';
export { loadBundledLocale, type LocaleLoader } from './loadLocale';
export { useLanguage, type UseLanguageResult } from './useLanguage';
export {
  formatCurrency,
  formatNumber,
  formatDateTime,
  type FormatCurrencyOptions,
  type CurrencyRounding,
} from './format';
// The React bindings, so the site and ui-kit need no direct react-i18next dependency.
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
