import { FALLBACK_LANGUAGE, LANGUAGES, isLanguageCode, type LanguageCode } from './languages';

/** The content of one translation file (`locales/<CODE>/<namespace>.json`): nested objects of texts. */
export interface TranslationTree {
  readonly [key: string]: TranslationTree | string;
}

/** One language's translation files: namespace -> content. */
export type LanguageTexts = Readonly<Record<string, TranslationTree>>;

/** Every language folder's files: language code -> namespace -> content. */
export type LocaleTexts = Readonly<Record<string, LanguageTexts>>;

/** A brand file as far as languages go. */
export interface BrandLanguages {
  /** How the file is named in messages, e.g. `brands/tiger.json`. */
  file: string;
  supportLanguages: readonly string[];
  defaultLang?: string;
}

type PluralType = 'cardinal' | 'ordinal';

interface PluralKey {
  base: string;
  type: PluralType;
  category: string;
}

// CLDR's order (Intl lists them alphabetically), so messages read zero, one, two, few, many, other.
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

// i18next's suffixes: `key_one`, `key_other`, and `key_ordinal_one` for ordinals.
const PLURAL_KEY = /^(.+?)_(ordinal_)?(zero|one|two|few|many|other)$/;

/** Flattens nested keys to dotted paths (`login.title`); a value that is not text counts as empty. */
export function flattenTexts(
  tree: TranslationTree,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value !== null && typeof value === 'object') flattenTexts(value, path, out);
    else out[path] = '';
  }
  return out;
}

/** The plural forms i18next looks up for a language (from `Intl.PluralRules`): Arabic has six, Korean only `other`. */
export function pluralCategories(code: LanguageCode, type: PluralType = 'cardinal'): string[] {
  const categories: string[] = new Intl.PluralRules(LANGUAGES[code].locale, {
    type,
  }).resolvedOptions().pluralCategories;
  return [...categories].sort((a, b) => CATEGORY_ORDER.indexOf(a) - CATEGORY_ORDER.indexOf(b));
}

function parsePluralKey(key: string): PluralKey | undefined {
  const match = PLURAL_KEY.exec(key);
  if (!match) return undefined;
  const [, base = '', ordinal, category = ''] = match;
  return { base, type: ordinal ? 'ordinal' : 'cardinal', category };
}

function pluralKey(base: string, type: PluralType, category: string): string {
  return `${base}_${type === 'ordinal' ? 'ordinal_' : ''}${category}`;
}

/**
 * The plural key behind `key`, when it is one: a `_one`/`_few`/... key counts as a plural form only when
 * the reference also has the group's `_other` form (i18next's last resort), so `feedback.types.other` or
 * a key that merely ends in `_one` stays an ordinary key.
 */
function pluralGroupOf(key: string, referenceKeys: ReadonlySet<string>): PluralKey | undefined {
  const plural = parsePluralKey(key);
  return plural && referenceKeys.has(pluralKey(plural.base, plural.type, 'other'))
    ? plural
    : undefined;
}

/**
 * The keys a language must have, given the reference (English) keys of one namespace: ordinary keys as
 * they are; each plural group with the language's own plural forms instead of English's.
 */
export function requiredKeys(referenceKeys: readonly string[], code: LanguageCode): string[] {
  const reference = new Set(referenceKeys);
  const required = new Set<string>();
  for (const key of referenceKeys) {
    const plural = pluralGroupOf(key, reference);
    if (!plural) required.add(key);
    else
      for (const category of pluralCategories(code, plural.type))
        required.add(pluralKey(plural.base, plural.type, category));
  }
  return [...required];
}

/**
 * The reference key a translated key stands for: itself, or for a plural form its group's `_other` key
 * (Arabic's `_few` has no English twin). Undefined when the reference has nothing like it.
 */
export function referenceKeyOf(
  key: string,
  referenceKeys: ReadonlySet<string>,
): string | undefined {
  if (referenceKeys.has(key)) return key;
  const plural = pluralGroupOf(key, referenceKeys);
  return plural ? pluralKey(plural.base, plural.type, 'other') : undefined;
}

/** Keys of one namespace the language lacks or leaves empty, in reference order. */
export function missingKeys(
  reference: TranslationTree,
  translation: TranslationTree | undefined,
  code: LanguageCode,
): string[] {
  const texts = flattenTexts(translation ?? {});
  return requiredKeys(Object.keys(flattenTexts(reference)), code).filter(
    (key) => !texts[key]?.trim(),
  );
}

/**
 * What keeps a brand's languages from being complete: each language the brand offers (and its default)
 * must be a registry language with every namespace and key of the reference language, English. One
 * message per language and namespace, naming the brand file, the language, the file and the keys.
 */
export function brandLanguageProblems(brand: BrandLanguages, locales: LocaleTexts): string[] {
  const reference = locales[FALLBACK_LANGUAGE] ?? {};
  const offered = [
    ...new Set([...brand.supportLanguages, ...(brand.defaultLang ? [brand.defaultLang] : [])]),
  ];
  const problems: string[] = [];
  for (const language of offered) {
    if (!isLanguageCode(language)) {
      problems.push(
        `${brand.file} offers ${language}, which the language registry (@wl/i18n LANGUAGES) does not know`,
      );
      continue;
    }
    for (const namespace of Object.keys(reference).sort()) {
      const translation = locales[language]?.[namespace];
      const missing = missingKeys(reference[namespace] ?? {}, translation, language);
      if (missing.length === 0) continue;
      const file = `${language}/${namespace}.json`;
      const what = translation
        ? `${file} lacks ${missing.length} key(s)`
        : `${file} does not exist (${missing.length} key(s))`;
      problems.push(`${brand.file} offers ${language}, but ${what}: ${missing.join(', ')}`);
    }
  }
  return problems;
}

/** Throws one error listing every problem of `brandLanguageProblems`, for tests and build checks. */
export function assertBrandLanguagesComplete(brand: BrandLanguages, locales: LocaleTexts): void {
  const problems = brandLanguageProblems(brand, locales);
  if (problems.length > 0)
    throw new Error(`Incomplete languages in ${brand.file}:\n- ${problems.join('\n- ')}`);
}
