// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LANG_STORAGE_KEY,
  PREVIOUS_LANG_STORAGE_KEY,
  UnsupportedLanguageError,
  changeLanguage,
  createI18n,
  currentLanguage,
  type LanguageStorage,
} from './createI18n';
import { loadBundledLocale, type LocaleLoader } from './loadLocale';
import type { LanguageCode } from './languages';

function memoryStorage(
  initial: Record<string, string> = {},
): LanguageStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const BRAND_LANGUAGES: LanguageCode[] = ['EN', 'BN', 'ZH', 'AR', 'KO', 'KM'];

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('createI18n', () => {
  it('starts in the brand default when nothing is stored and marks <html lang dir>', async () => {
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage: memoryStorage(),
    });
    expect(currentLanguage(i18n)).toBe('EN');
    expect(i18n.t('errors.network')).toBe('Network link is abnormal, please try again');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('restores the stored language when the brand offers it', async () => {
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage: memoryStorage({ [LANG_STORAGE_KEY]: 'BN' }),
    });
    expect(currentLanguage(i18n)).toBe('BN');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.t('header.login')).not.toBe('Log in');
  });

  it('ignores a stored language the brand does not offer and uses the brand default', async () => {
    for (const stored of ['VI', 'klingon', '', '{"lang":', 'null']) {
      const storage = memoryStorage({ [LANG_STORAGE_KEY]: stored });
      const i18n = await createI18n({ supportLanguages: ['BN', 'EN'], defaultLang: 'BN', storage });
      expect(currentLanguage(i18n)).toBe('BN');
      expect(storage.data.get(LANG_STORAGE_KEY), stored).toBe('BN'); // the key is repaired
    }
  });

  it('refuses a default language outside the brand list', async () => {
    await expect(
      createI18n({ supportLanguages: ['EN'], defaultLang: 'BN', storage: null }),
    ).rejects.toThrow(/BN is not in supportLanguages/);
  });

  it('works without storage (privacy mode) and with storage that throws', async () => {
    const throwing: LanguageStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage: throwing,
    });
    await expect(changeLanguage(i18n, 'ZH')).resolves.toBe('ZH');
    expect(currentLanguage(i18n)).toBe('ZH');
  });

  it('uses window.localStorage by default', async () => {
    window.localStorage.setItem(LANG_STORAGE_KEY, 'ZH');
    const i18n = await createI18n({ supportLanguages: BRAND_LANGUAGES, defaultLang: 'EN' });
    expect(currentLanguage(i18n)).toBe('ZH');
    await changeLanguage(i18n, 'EN');
    expect(window.localStorage.getItem(LANG_STORAGE_KEY)).toBe('EN');
    expect(window.localStorage.getItem(PREVIOUS_LANG_STORAGE_KEY)).toBe('ZH');
    window.localStorage.clear();
  });
});

describe('changeLanguage', () => {
  it('persists the new language in lang and the previous one in hisLang', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage,
    });
    await changeLanguage(i18n, 'ZH');
    expect(storage.data.get(LANG_STORAGE_KEY)).toBe('ZH');
    expect(storage.data.get(PREVIOUS_LANG_STORAGE_KEY)).toBe('EN');
    expect(i18n.t('header.login')).toBe('登录');
    await changeLanguage(i18n, 'BN');
    expect(storage.data.get(LANG_STORAGE_KEY)).toBe('BN');
    expect(storage.data.get(PREVIOUS_LANG_STORAGE_KEY)).toBe('ZH');
  });

  it('keeps hisLang when the same language is chosen again', async () => {
    const storage = memoryStorage({ [LANG_STORAGE_KEY]: 'ZH', [PREVIOUS_LANG_STORAGE_KEY]: 'BN' });
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage,
    });
    await changeLanguage(i18n, 'ZH');
    expect(storage.data.get(PREVIOUS_LANG_STORAGE_KEY)).toBe('BN');
  });

  it('refuses a language the brand does not offer and changes nothing', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ supportLanguages: ['EN', 'BN'], defaultLang: 'EN', storage });
    await expect(changeLanguage(i18n, 'VI')).rejects.toBeInstanceOf(UnsupportedLanguageError);
    await expect(changeLanguage(i18n, 'vi')).rejects.toThrow(/not offered by this brand/);
    expect(currentLanguage(i18n)).toBe('EN');
    expect(storage.data.size).toBe(0);
  });

  it('sets dir="rtl" for Arabic and back to ltr afterwards', async () => {
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage: memoryStorage(),
    });
    await changeLanguage(i18n, 'AR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await changeLanguage(i18n, 'EN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("works through react-i18next's copy of the instance and changes the real one", async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage,
    });
    // useTranslation() hands components a shallow copy that points back through __original.
    const copy = Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n));
    Object.defineProperty(copy, '__original', { value: i18n });
    await changeLanguage(copy, 'ZH');
    expect(currentLanguage(i18n)).toBe('ZH');
    expect(i18n.t('header.login')).toBe('登录');
    await expect(changeLanguage(copy, 'VI')).rejects.toBeInstanceOf(UnsupportedLanguageError);
  });

  it('rejects instances not made by createI18n', async () => {
    const { default: i18next } = await import('i18next');
    await expect(changeLanguage(i18next.createInstance(), 'EN')).rejects.toThrow(
      /not made by createI18n/,
    );
  });
});

describe('lazy loading', () => {
  it('downloads only the active language (plus its fallback) and the namespaces in use', async () => {
    const loader = vi.fn(loadBundledLocale);
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'BN',
      storage: memoryStorage(),
      loader,
    });
    expect(loader.mock.calls.map(([lng, ns]) => `${lng}/${ns}`).sort()).toEqual([
      'bn/common',
      'en/common',
    ]);

    await i18n.loadNamespaces('games');
    expect(loader.mock.calls.map(([lng, ns]) => `${lng}/${ns}`).sort()).toEqual([
      'bn/common',
      'bn/games',
      'en/common',
      'en/games',
    ]);
    expect(i18n.t('tile.playNow', { ns: 'games' })).not.toBe('Play now');

    loader.mockClear();
    await changeLanguage(i18n, 'ZH');
    // Only the namespaces already in use, for the new language; English is cached.
    expect(loader.mock.calls.map(([lng, ns]) => `${lng}/${ns}`).sort()).toEqual([
      'zh-CN/common',
      'zh-CN/games',
    ]);
  });

  it('English itself loads a single file per namespace', async () => {
    const loader = vi.fn(loadBundledLocale);
    await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'EN',
      storage: memoryStorage(),
      loader,
    });
    expect(loader.mock.calls.map(([lng, ns]) => `${lng}/${ns}`)).toEqual(['en/common']);
  });
});

describe('per-key fallback', () => {
  it('shows a partial translation where it exists and English for the rest', async () => {
    // The bundled languages are complete; a loader with part of Korean stands in for a language in progress.
    const partialKorean: LocaleLoader = async (locale, namespace) =>
      locale === 'ko' ? { header: { login: '로그인' } } : loadBundledLocale(locale, namespace);
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'KO',
      storage: memoryStorage(),
      loader: partialKorean,
    });
    expect(i18n.t('header.login')).toBe('로그인');
    expect(i18n.t('maintenance.apology')).toBe('We apologise for the inconvenience.');
    expect(currentLanguage(i18n)).toBe('KO');
  });

  it('falls back from Brazilian Portuguese to Portuguese before English', async () => {
    // Part of Brazilian Portuguese only, so the PT step of the chain is what answers the rest.
    const partialBrazilian: Record<string, object> = {
      auth: { login: { password: 'Senha' } },
      common: {},
    };
    const loader = vi.fn<LocaleLoader>(async (locale, namespace) =>
      locale === 'pt-BR'
        ? (partialBrazilian[namespace] ?? {})
        : loadBundledLocale(locale, namespace),
    );
    const i18n = await createI18n({
      supportLanguages: ['PT-BR', 'PT', 'EN'],
      defaultLang: 'PT-BR',
      storage: memoryStorage(),
      preloadNamespaces: ['common', 'auth'],
      loader,
    });
    expect(i18n.t('auth:login.password')).toBe('Senha');
    expect(i18n.t('auth:login.captcha')).toBe('Código de verificação');
    expect(i18n.t('header.deposit')).toBe('Depositar');
    expect(loader.mock.calls.map(([lng]) => lng).sort()).toEqual([
      'en',
      'en',
      'pt-BR',
      'pt-BR',
      'pt-PT',
      'pt-PT',
    ]);
  });

  it('shows the bundled Brazilian Portuguese, not the Portuguese of Portugal', async () => {
    const i18n = await createI18n({
      supportLanguages: ['PT-BR', 'PT', 'EN'],
      defaultLang: 'PT-BR',
      storage: memoryStorage(),
      preloadNamespaces: ['common', 'auth'],
    });
    expect(i18n.t('auth:login.password')).toBe('Senha');
    expect(i18n.t('header.withdraw')).toBe('Sacar');
    await changeLanguage(i18n, 'PT');
    expect(i18n.t('auth:login.password')).toBe('Palavra-passe');
    expect(i18n.t('header.withdraw')).toBe('Levantar');
  });

  it('shows Arabic right to left, translated throughout', async () => {
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'AR',
      storage: memoryStorage(),
      preloadNamespaces: ['common', 'auth', 'register'],
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('header.login')).toBe('تسجيل الدخول');
    expect(i18n.t('footer.responsibleGaming', { age: 18 })).toContain('18');
    expect(i18n.t('maintenance.title')).toBe('صيانة النظام');
    expect(i18n.t('auth:login.password')).toBe('كلمة المرور');
    expect(i18n.t('register:fields.username.label')).toBe('اسم المستخدم');
  });

  it('shows English for a language with no translation files at all', async () => {
    const i18n = await createI18n({
      supportLanguages: BRAND_LANGUAGES,
      defaultLang: 'KM',
      storage: memoryStorage(),
    });
    expect(currentLanguage(i18n)).toBe('KM');
    expect(document.documentElement.lang).toBe('km');
    expect(i18n.t('errors.unknown')).toBe('Unknown error');
  });
});
