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
  englishName: string;
  dir: TextDirection;
  /** BCP-47 tag: the i18next language and the `Intl` locale. */
  locale: string;
  /** Tried per key before English (e.g. PT-BR -> PT); English is always the last fallback. */
  fallback?: LanguageCode;
}

export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

export const LANGUAGES: Readonly<Record<LanguageCode, LanguageInfo>> = {
  EN: { code: 'EN', nativeName: 'English', englishName: 'English', dir: 'ltr', locale: 'en' },
  ZH: {
    code: 'ZH',
    nativeName: '简体中文',
    englishName: 'Chinese (Simplified)',
    dir: 'ltr',
    locale: 'zh-CN',
  },
  'ZH-TW': {
    code: 'ZH-TW',
    nativeName: '繁體中文',
    englishName: 'Chinese (Traditional)',
    dir: 'ltr',
    locale: 'zh-TW',
    fallback: 'ZH',
  },
  VI: { code: 'VI', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr', locale: 'vi' },
  TH: { code: 'TH', nativeName: 'ไทย', englishName: 'Thai', dir: 'ltr', locale: 'th' },
  ID: {
    code: 'ID',
    nativeName: 'Bahasa Indonesia',
    englishName: 'Indonesian',
    dir: 'ltr',
    locale: 'id',
  },
  MS: {
    code: 'MS',
    nativeName: 'Bahasa Melayu',
    englishName: 'Malay',
    dir: 'ltr',
    locale: 'ms',
    fallback: 'ID',
  },
  BN: { code: 'BN', nativeName: 'বাংলা', englishName: 'Bengali', dir: 'ltr', locale: 'bn' },
  HI: { code: 'HI', nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr', locale: 'hi' },
  UR: { code: 'UR', nativeName: 'اردو', englishName: 'Urdu', dir: 'rtl', locale: 'ur' },
  NE: { code: 'NE', nativeName: 'नेपाली', englishName: 'Nepali', dir: 'ltr', locale: 'ne' },
  TA: { code: 'TA', nativeName: 'தமிழ்', englishName: 'Tamil', dir: 'ltr', locale: 'ta' },
  TE: { code: 'TE', nativeName: 'తెలుగు', englishName: 'Telugu', dir: 'ltr', locale: 'te' },
  KO: { code: 'KO', nativeName: '한국어', englishName: 'Korean', dir: 'ltr', locale: 'ko' },
  JA: { code: 'JA', nativeName: '日本語', englishName: 'Japanese', dir: 'ltr', locale: 'ja' },
  PT: {
    code: 'PT',
    nativeName: 'Português',
    englishName: 'Portuguese',
    dir: 'ltr',
    locale: 'pt-PT',
  },
  'PT-BR': {
    code: 'PT-BR',
    nativeName: 'Português (Brasil)',
    englishName: 'Portuguese (Brazil)',
    dir: 'ltr',
    locale: 'pt-BR',
    fallback: 'PT',
  },
  ES: { code: 'ES', nativeName: 'Español', englishName: 'Spanish', dir: 'ltr', locale: 'es' },
  FR: { code: 'FR', nativeName: 'Français', englishName: 'French', dir: 'ltr', locale: 'fr' },
  DE: { code: 'DE', nativeName: 'Deutsch', englishName: 'German', dir: 'ltr', locale: 'de' },
  IT: { code: 'IT', nativeName: 'Italiano', englishName: 'Italian', dir: 'ltr', locale: 'it' },
  RU: { code: 'RU', nativeName: 'Русский', englishName: 'Russian', dir: 'ltr', locale: 'ru' },
  TR: { code: 'TR', nativeName: 'Türkçe', englishName: 'Turkish', dir: 'ltr', locale: 'tr' },
  AR: { code: 'AR', nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', locale: 'ar' },
  FA: { code: 'FA', nativeName: 'فارسی', englishName: 'Persian', dir: 'rtl', locale: 'fa' },
  KM: { code: 'KM', nativeName: 'ខ្មែរ', englishName: 'Khmer', dir: 'ltr', locale: 'km' },
  LO: { code: 'LO', nativeName: 'ລາວ', englishName: 'Lao', dir: 'ltr', locale: 'lo' },
  MY: { code: 'MY', nativeName: 'မြန်မာ', englishName: 'Burmese', dir: 'ltr', locale: 'my' },
  TL: { code: 'TL', nativeName: 'Filipino', englishName: 'Filipino', dir: 'ltr', locale: 'fil' },
  KK: { code: 'KK', nativeName: 'Қазақ тілі', englishName: 'Kazakh', dir: 'ltr', locale: 'kk' },
  UZ: { code: 'UZ', nativeName: 'Oʻzbekcha', englishName: 'Uzbek', dir: 'ltr', locale: 'uz' },
  SW: { code: 'SW', nativeName: 'Kiswahili', englishName: 'Swahili', dir: 'ltr', locale: 'sw' },
  PL: { code: 'PL', nativeName: 'Polski', englishName: 'Polish', dir: 'ltr', locale: 'pl' },
  NL: { code: 'NL', nativeName: 'Nederlands', englishName: 'Dutch', dir: 'ltr', locale: 'nl' },
  HE: { code: 'HE', nativeName: 'עברית', englishName: 'Hebrew', dir: 'rtl', locale: 'he' },
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
