import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API', () => {
  it('exposes the setup, the registry, the hook, the formatters and the React bindings', () => {
    for (const name of [
      'createI18n',
      'changeLanguage',
      'currentLanguage',
      'supportedLanguages',
      'useLanguage',
      'LANGUAGES',
      'LANGUAGE_CODES',
      'NAMESPACES',
      'formatCurrency',
      'formatNumber',
      'formatDateTime',
      'I18nextProvider',
      'useTranslation',
      'Trans',
      'UnsupportedLanguageError',
      'LANG_STORAGE_KEY',
      'PREVIOUS_LANG_STORAGE_KEY',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
    expect(api.LANG_STORAGE_KEY).toBe('lang');
    expect(api.PREVIOUS_LANG_STORAGE_KEY).toBe('hisLang');
  });
});
