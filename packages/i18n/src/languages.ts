/**
 * The languages the product offers. Codes are the brand's uppercase codes (the same strings as
 * `@wl/brand-config`'s `LanguageCode`, the `Language` request header and the locale folders);
 * `locale` is the BCP-47 tag used as the i18next language and for `Intl` formatting.
 */
export type LanguageCode =
  | 'EN'
  | 'ZH'
  | 'ZH-TW'
  | 'VI'
  | 'TH'
  | 'ID'
  | 'MS'
  | 'BN'
  | 'HI'
  | 'UR'
  | 'NE'
  | 'TA'
  | 'TE'
  | 'KO'
  | 'JA'
  | 'PT'
  | 'PT-BR'
  | 'ES'
  | 'FR'
  | 'DE'
  | 'IT'
  | 'RU'
  | 'TR'
  | 'AR'
  | 'FA'
  | 'KM'
  | 'LO'
  | 'MY'
  | 'TL'
  | 'KK'
  | 'UZ'
  | 'SW'
  | 'PL'
  | 'NL'
  | 'HE';

export type TextDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  code: LanguageCode;
  /** The language's own name, shown in the picker. */
  nativeName: string;
  dir: TextDirection;
  /** BCP-47 tag: the i18next language and the `Intl` locale. */
  locale: string;
  /** Tried per key before English (e.g. PT-BR -> PT); English is always the last fallback. */
  fallback?: LanguageCode;
}

export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/** The language's name in English (e.g. for back-office lists), from `Intl` rather than shipped text. */
export function englishNameOf(code: LanguageCode): string {
  const { locale } = LANGUAGES[code];
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
}

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  EN: { code: 'EN', nativeName: 'English', dir: 'ltr', locale: 'en' },
  ZH: {
    code: 'ZH',
    nativeName: '简体中文',
    dir: 'ltr',
    locale: 'zh-CN',
  },
  'ZH-TW': {
    code: 'ZH-TW',
    nativeName: '繁體中文',
    dir: 'ltr',
    locale: 'zh-TW',
    fallback: 'ZH',
  },
  VI: { code: 'VI', nativeName: 'Tiếng Việt', dir: 'ltr', locale: 'vi' },
  TH: { code: 'TH', nativeName: 'ไทย', dir: 'ltr', locale: 'th' },
  ID: {
    code: 'ID',
    nativeName: 'Bahasa Indonesia',
    dir: 'ltr',
    locale: 'id',
  },
  MS: {
    code: 'MS',
    nativeName: 'Bahasa Melayu',
    dir: 'ltr',
    locale: 'ms',
    fallback: 'ID',
  },
  BN: { code: 'BN', nativeName: 'বাংলা', dir: 'ltr', locale: 'bn' },
  HI: { code: 'HI', nativeName: 'हिन्दी', dir: 'ltr', locale: 'hi' },
  UR: { code: 'UR', nativeName: 'اردو', dir: 'rtl', locale: 'ur' },
  NE: { code: 'NE', nativeName: 'नेपाली', dir: 'ltr', locale: 'ne' },
  TA: { code: 'TA', nativeName: 'தமிழ்', dir: 'ltr', locale: 'ta' },
  TE: { code: 'TE', nativeName: 'తెలుగు', dir: 'ltr', locale: 'te' },
  KO: { code: 'KO', nativeName: '한국어', dir: 'ltr', locale: 'ko' },
  JA: { code: 'JA', nativeName: '日本語', dir: 'ltr', locale: 'ja' },
  PT: {
    code: 'PT',
    nativeName: 'Português',
    dir: 'ltr',
    locale: 'pt-PT',
  },
  'PT-BR': {
    code: 'PT-BR',
    nativeName: 'Português (Brasil)',
    dir: 'ltr',
    locale: 'pt-BR',
    fallback: 'PT',
  },
  ES: { code: 'ES', nativeName: 'Español', dir: 'ltr', locale: 'es' },
  FR: { code: 'FR', nativeName: 'Français', dir: 'ltr', locale: 'fr' },
  DE: { code: 'DE', nativeName: 'Deutsch', dir: 'ltr', locale: 'de' },
  IT: { code: 'IT', nativeName: 'Italiano', dir: 'ltr', locale: 'it' },
  RU: { code: 'RU', nativeName: 'Русский', dir: 'ltr', locale: 'ru' },
  TR: { code: 'TR', nativeName: 'Türkçe', dir: 'ltr', locale: 'tr' },
  AR: { code: 'AR', nativeName: 'العربية', dir: 'rtl', locale: 'ar' },
  FA: { code: 'FA', nativeName: 'فارسی', dir: 'rtl', locale: 'fa' },
  KM: { code: 'KM', nativeName: 'ខ្មែរ', dir: 'ltr', locale: 'km' },
  LO: { code: 'LO', nativeName: 'ລາວ', dir: 'ltr', locale: 'lo' },
  MY: { code: 'MY', nativeName: 'မြန်မာ', dir: 'ltr', locale: 'my' },
  TL: { code: 'TL', nativeName: 'Filipino', dir: 'ltr', locale: 'fil' },
  KK: { code: 'KK', nativeName: 'Қазақ тілі', dir: 'ltr', locale: 'kk' },
  UZ: { code: 'UZ', nativeName: 'Oʻzbekcha', dir: 'ltr', locale: 'uz' },
  SW: { code: 'SW', nativeName: 'Kiswahili', dir: 'ltr', locale: 'sw' },
  PL: { code: 'PL', nativeName: 'Polski', dir: 'ltr', locale: 'pl' },
  NL: { code: 'NL', nativeName: 'Nederlands', dir: 'ltr', locale: 'nl' },
  HE: { code: 'HE', nativeName: 'עברית', dir: 'rtl', locale: 'he' },
};

/** Every language code, in registry order. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

const CODE_BY_LOCALE = new Map<string, LanguageCode>(
  LANGUAGE_CODES.map((code) => [LANGUAGES[code].locale.toLowerCase(), code]),
);

/** The brand code for an i18next language / BCP-47 locale (`'zh-TW'` -> `'ZH-TW'`), if the product offers it. */
export function languageCodeFromLocale(locale: string): LanguageCode | undefined {
  return CODE_BY_LOCALE.get(locale.toLowerCase());
}

/** Per-key fallback chain after the language itself, ending with English. */
export function fallbackChain(code: LanguageCode): LanguageCode[] {
  const chain: LanguageCode[] = [];
  let next = LANGUAGES[code].fallback;
  while (next && !chain.includes(next)) {
    chain.push(next);
    next = LANGUAGES[next].fallback;
  }
  if (code !== FALLBACK_LANGUAGE && !chain.includes(FALLBACK_LANGUAGE))
    chain.push(FALLBACK_LANGUAGE);
  return chain;
}
