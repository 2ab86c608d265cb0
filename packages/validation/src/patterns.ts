/**
 * Validation pattern ids 0-23 docs/architecture.md.
 *
 * Every check is linear in the input length: anchored regexes whose only quantifier is a single
 * `+`/`*` over a character class (no nested or adjacent overlapping quantifiers), unanchored
 * single-class searches, or plain loops. A 100,000-character input is answered in milliseconds.
 */

/** The pattern ids the platform defines. */
export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
] as const;

/** A pattern id the platform defines (0-23). */
export type PatternId = (typeof PATTERN_IDS)[number];

/** English summary of what each pattern id accepts (for docs, tooltips and the simulator). */
export const PATTERN_DESCRIPTIONS: Readonly<Record<PatternId, string>> = {
  0: 'anything (length rules only)',
  1: 'an ASCII letter first, then ASCII letters and digits',
  2: 'Han characters and ASCII digits',
  3: 'an email address (local@domain.tld, no spaces)',
  4: 'ASCII letters and/or digits only',
  5: 'ASCII letters and digits only, at least one of each',
  6: 'ASCII digits only',
  7: 'ASCII letters and digits only, at least one uppercase letter',
  8: 'ASCII letters and spaces, at least one letter',
  9: 'no whitespace anywhere',
  10: 'Han characters and punctuation, at least one Han character',
  11: 'a real calendar date yyyy-MM-dd',
  12: 'letters of any script and spaces, at least one letter',
  13: 'a real calendar date MM-dd-yyyy',
  14: 'letters of any script and digits, no spaces',
  15: 'Hangul and spaces, at least one Hangul character',
  16: 'Thai script and spaces, at least one Thai character',
  17: 'Thai script, ASCII letters and spaces, at least one letter',
  18: 'ASCII uppercase letters and spaces, at least one letter',
  19: 'printable ASCII without spaces',
  20: 'printable ASCII without spaces, with an uppercase, a lowercase, a digit and a symbol',
  21: 'two words of letters (any script) separated by exactly one space',
  22: 'full-width Hiragana, Katakana (incl. ー) or Kanji only',
  23: 'ASCII uppercase letters only',
};

// Whole-string character-class checks (anchored, one quantifier: linear).
const ASCII_LETTER_THEN_ALNUM = /^[A-Za-z][A-Za-z0-9]*$/;
const HAN_OR_ASCII_DIGITS = /^[\p{Script=Han}0-9]+$/u;
const ASCII_ALNUM = /^[A-Za-z0-9]+$/;
const ASCII_DIGITS = /^[0-9]+$/;
const ASCII_LETTERS_SPACES = /^[A-Za-z ]+$/;
const HAN_OR_PUNCTUATION = /^[\p{Script=Han}\p{P}]+$/u;
const LETTERS_MARKS_SPACES = /^[\p{L}\p{M} ]+$/u;
const LETTERS_MARKS_DIGITS = /^[\p{L}\p{M}\p{Nd}]+$/u;
const HANGUL_SPACES = /^[\p{Script=Hangul} ]+$/u;
const THAI_SPACES = /^[\p{Script=Thai} ]+$/u;
const THAI_ASCII_LETTERS_SPACES = /^[\p{Script=Thai}A-Za-z ]+$/u;
const UPPER_SPACES = /^[A-Z ]+$/;
const PRINTABLE_ASCII_NO_SPACE = /^[\x21-\x7E]+$/;
// A word starts with a letter; combining marks may follow any letter. The space is the only
// separator and cannot be eaten by either word, so the match is unambiguous.
const TWO_WORDS = /^\p{L}[\p{L}\p{M}]* \p{L}[\p{L}\p{M}]*$/u;
// Full-width kana and Kanji: Hiragana (incl. combining and spacing voiced marks, iteration marks),
// Katakana U+30A1-30FA and U+30FC-30FF (ー and iteration marks), small Katakana extensions, Han.
// The half-width block U+FF65-FF9F and the middle dot U+30FB are not in the set.
// The combining voiced marks U+3099/U+309A sit outside the class (a class must not hold combining
// characters); the alternatives are single, disjoint characters, so the match stays linear.
const JAPANESE_FULL_WIDTH =
  /^(?:[\u3041-\u3096\u309B-\u309F\u30A1-\u30FA\u30FC-\u30FF\u31F0-\u31FF\p{Script=Han}]|\u3099|\u309A)+$/u;
const UPPER_ONLY = /^[A-Z]+$/;
const DATE_YMD = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const DATE_MDY = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/;

// "Contains at least one" searches: a single class, no quantifier.
const HAS_ASCII_LETTER = /[A-Za-z]/;
const HAS_ASCII_DIGIT = /[0-9]/;
const HAS_UPPER = /[A-Z]/;
const HAS_LOWER = /[a-z]/;
const HAS_ASCII_SYMBOL = /[!-/:-@[-`{-~]/;
const HAS_HAN = /\p{Script=Han}/u;
const HAS_LETTER = /\p{L}/u;
const HAS_HANGUL = /\p{Script=Hangul}/u;
const HAS_THAI = /\p{Script=Thai}/u;
const HAS_THAI_OR_ASCII_LETTER = /[A-Za-z]|(?=\p{Script=Thai})\p{L}/u;
// JS `\s` misses U+0085 (next line); White_Space covers it.
const HAS_WHITESPACE = /[\s\p{White_Space}]/u;

// Email parts, checked after splitting at the single "@" (no regex spans the whole address).
const EMAIL_LOCAL_CHARS = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const DOMAIN_CHARS = /^[\p{L}\p{M}\p{N}.-]+$/u;
const TOP_LEVEL_DOMAIN = /^[\p{L}\p{M}]{2,}$/u;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True when year (1-9999), month (1-12) and day exist on the Gregorian calendar. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (daysInMonth[month - 1] ?? 0);
}

function isYmdDate(value: string): boolean {
  const match = DATE_YMD.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

function isMdyDate(value: string): boolean {
  const match = DATE_MDY.exec(value);
  return match !== null && isRealDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

function isEmail(value: string): boolean {
  if (HAS_WHITESPACE.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (
    !EMAIL_LOCAL_CHARS.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  ) {
    return false;
  }
  // Labels are non-empty and neither start nor end with "-"; at least two labels.
  if (!DOMAIN_CHARS.test(domain) || domain.startsWith('-') || domain.includes('..')) return false;
  if (domain.includes('.-') || domain.includes('-.')) return false;
  const lastDot = domain.lastIndexOf('.');
  if (lastDot <= 0) return false;
  return TOP_LEVEL_DOMAIN.test(domain.slice(lastDot + 1));
}

const CHECKS: Readonly<Record<PatternId, (value: string) => boolean>> = {
  0: () => true,
  1: (v) => ASCII_LETTER_THEN_ALNUM.test(v),
  2: (v) => HAN_OR_ASCII_DIGITS.test(v),
  3: isEmail,
  4: (v) => ASCII_ALNUM.test(v),
  5: (v) => ASCII_ALNUM.test(v) && HAS_ASCII_LETTER.test(v) && HAS_ASCII_DIGIT.test(v),
  6: (v) => ASCII_DIGITS.test(v),
  7: (v) => ASCII_ALNUM.test(v) && HAS_UPPER.test(v),
  8: (v) => ASCII_LETTERS_SPACES.test(v) && HAS_ASCII_LETTER.test(v),
  9: (v) => v.length > 0 && !HAS_WHITESPACE.test(v),
  10: (v) => HAN_OR_PUNCTUATION.test(v) && HAS_HAN.test(v),
  11: isYmdDate,
  12: (v) => LETTERS_MARKS_SPACES.test(v) && HAS_LETTER.test(v),
  13: isMdyDate,
  14: (v) => LETTERS_MARKS_DIGITS.test(v),
  15: (v) => HANGUL_SPACES.test(v) && HAS_HANGUL.test(v),
  16: (v) => THAI_SPACES.test(v) && HAS_THAI.test(v),
  17: (v) => THAI_ASCII_LETTERS_SPACES.test(v) && HAS_THAI_OR_ASCII_LETTER.test(v),
  18: (v) => UPPER_SPACES.test(v) && HAS_UPPER.test(v),
  19: (v) => PRINTABLE_ASCII_NO_SPACE.test(v),
  20: (v) =>
    PRINTABLE_ASCII_NO_SPACE.test(v) &&
    HAS_UPPER.test(v) &&
    HAS_LOWER.test(v) &&
    HAS_ASCII_DIGIT.test(v) &&
    HAS_ASCII_SYMBOL.test(v),
  21: (v) => TWO_WORDS.test(v),
  22: (v) => JAPANESE_FULL_WIDTH.test(v),
  23: (v) => UPPER_ONLY.test(v),
};

/** True when `id` is one of the platform's pattern ids (0-23). */
export function isPatternId(id: number): id is PatternId {
  return Number.isInteger(id) && id >= 0 && id <= 23;
}

/**
 * Tests `value` against pattern `id` docs/architecture.md. Every id but 0 refuses ''.
 * An id the platform does not define imposes no constraint (returns true), like id 0, so a newer
 * server rule never locks users out of a form; length and `acceptedPattern` still apply.
 */
export function testPattern(id: number, value: string): boolean {
  if (!isPatternId(id)) return true;
  return CHECKS[id](value);
}

const compiledAcceptedPatterns = new Map<string, RegExp | null>();

function compileAcceptedPattern(source: string): RegExp | null {
  if (compiledAcceptedPatterns.has(source)) return compiledAcceptedPatterns.get(source) ?? null;
  let compiled: RegExp | null;
  try {
    // Whole-value match, like Java's String.matches on the platform side.
    compiled = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    try {
      // Some server sources are valid only without the `u` flag (e.g. `\-` outside a class).
      compiled = new RegExp(`^(?:${source})$`);
    } catch {
      compiled = null;
    }
  }
  compiledAcceptedPatterns.set(source, compiled);
  return compiled;
}

/** True when `acceptedPattern` is a regex source this client can compile (`'*'` and `''` count as valid). */
export function isValidAcceptedPattern(acceptedPattern: string): boolean {
  return (
    acceptedPattern === '*' ||
    acceptedPattern === '' ||
    compileAcceptedPattern(acceptedPattern) !== null
  );
}

/**
 * Tests `value` against the server's `acceptedPattern`: `'*'` or `''` match anything; any other
 * string is a regex source that must match the whole value. A source that is not a valid regex
 * imposes no extra constraint (returns true) instead of throwing: a broken server setting must
 * not block every registration.
 */
export function matchesAcceptedPattern(
  acceptedPattern: string | null | undefined,
  value: string,
): boolean {
  if (acceptedPattern === undefined || acceptedPattern === null) return true;
  if (acceptedPattern === '*' || acceptedPattern === '') return true;
  const compiled = compileAcceptedPattern(acceptedPattern);
  return compiled === null || compiled.test(value);
}
