import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, supportedLanguages } from './createI18n';
import { LANGUAGES, type LanguageCode, type LanguageInfo } from './languages';

export interface UseLanguageResult {
  /** The language shown now. */
  language: LanguageCode;
  /** Its registry entry (native name, direction, locale). */
  info: LanguageInfo;
  /** The brand's languages, in the brand's order, for the picker. */
  languages: readonly LanguageInfo[];
  /** Switches language (persisted); rejects for a language the brand does not offer. */
  setLanguage: (code: LanguageCode) => Promise<LanguageCode>;
}

/** Current language, the brand's list and a setter; re-renders when the language changes. */
export function useLanguage(): UseLanguageResult {
  // useTranslation subscribes to languageChanged, so the component re-renders on a switch.
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const supported = supportedLanguages(i18n);
  const languages = useMemo(() => supported.map((code) => LANGUAGES[code]), [supported]);
  const setLanguage = useCallback((code: LanguageCode) => changeLanguage(i18n, code), [i18n]);
  return { language, info: LANGUAGES[language], languages, setLanguage };
}
