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

/** Each language's own name, locale and fallback; `code` comes from the key, `dir` is ltr unless given. */
const LANGUAGE_TABLE: Record<
  LanguageCode,
  Omit<LanguageInfo, 'code' | 'dir'> & { dir?: TextDirection }
> = {
  EN: { nativeName: 'English', locale: 'en' },
  ZH: {
    nativeName: '简体中文',
    locale: 'zh-CN',
  },
  'ZH-TW': {
    nativeName: '繁體中文',
    locale: 'zh-TW',
    fallback: 'ZH',
  },
  VI: { nativeName: 'Tiếng Việt', locale: 'vi' },
  TH: { nativeName: 'ไทย', locale: 'th' },
  ID: {
    nativeName: 'Bahasa Indonesia',
    locale: 'id',
  },
  MS: {
    nativeName: 'Bahasa Melayu',
    locale: 'ms',
    fallback: 'ID',
  },
  BN: { nativeName: 'বাংলা', locale: 'bn' },
  HI: { nativeName: 'हिन्दी', locale: 'hi' },
  UR: { nativeName: 'اردو', dir: 'rtl', locale: 'ur' },
  NE: { nativeName: 'नेपाली', locale: 'ne' },
  TA: { nativeName: 'தமிழ்', locale: 'ta' },
  TE: { nativeName: 'తెలుగు', locale: 'te' },
  KO: { nativeName: '한국어', locale: 'ko' },
  JA: { nativeName: '日本語', locale: 'ja' },
  PT: {
    nativeName: 'Português',
    locale: 'pt-PT',
  },
  'PT-BR': {
    nativeName: 'Português (Brasil)',
    locale: 'pt-BR',
    fallback: 'PT',
  },
  ES: { nativeName: 'Español', locale: 'es' },
  FR: { nativeName: 'Français', locale: 'fr' },
  DE: { nativeName: 'Deutsch', locale: 'de' },
  IT: { nativeName: 'Italiano', locale: 'it' },
  RU: { nativeName: 'Русский', locale: 'ru' },
  TR: { nativeName: 'Türkçe', locale: 'tr' },
  AR: { nativeName: 'العربية', dir: 'rtl', locale: 'ar' },
  FA: { nativeName: 'فارسی', dir: 'rtl', locale: 'fa' },
  KM: { nativeName: 'ខ្មែរ', locale: 'km' },
  LO: { nativeName: 'ລາວ', locale: 'lo' },
  MY: { nativeName: 'မြန်မာ', locale: 'my' },
  TL: { nativeName: 'Filipino', locale: 'fil' },
  KK: { nativeName: 'Қазақ тілі', locale: 'kk' },
  UZ: { nativeName: 'Oʻzbekcha', locale: 'uz' },
  SW: { nativeName: 'Kiswahili', locale: 'sw' },
  PL: { nativeName: 'Polski', locale: 'pl' },
  NL: { nativeName: 'Nederlands', locale: 'nl' },
  HE: { nativeName: 'עברית', dir: 'rtl', locale: 'he' },
};

/** Every language code, in registry order. */

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = Object.fromEntries(
  Object.entries(LANGUAGE_TABLE).map(([code, info]) => [code, { code, dir: 'ltr', ...info }]),
) as Record<LanguageCode, LanguageInfo>;

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
