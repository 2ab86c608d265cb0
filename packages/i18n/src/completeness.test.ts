import { describe, expect, it } from 'vitest';
import {
  assertBrandLanguagesComplete,
  brandLanguageProblems,
  flattenTexts,
  missingKeys,
  pluralCategories,
  referenceKeyOf,
  requiredKeys,
  type LocaleTexts,
} from './completeness';

// A small world: English has two namespaces, one of them with a plural group.
const ENGLISH = {
  auth: { login: { title: 'Log in', submit: 'Log in' }, password: 'Password' },
  inbox: {
    unread_one: 'One unread message',
    unread_other: '{{count}} unread messages',
    empty: 'No messages',
  },
};

const COMPLETE_ARABIC = {
  auth: { login: { title: 'تسجيل الدخول', submit: 'دخول' }, password: 'كلمة المرور' },
  inbox: {
    unread_zero: 'لا توجد رسائل غير مقروءة',
    unread_one: 'رسالة واحدة غير مقروءة',
    unread_two: 'رسالتان غير مقروءتين',
    unread_few: '{{count}} رسائل غير مقروءة',
    unread_many: '{{count}} رسالة غير مقروءة',
    unread_other: '{{count}} رسالة غير مقروءة',
    empty: 'لا توجد رسائل',
  },
};

const COMPLETE_KOREAN = {
  auth: { login: { title: '로그인', submit: '로그인' }, password: '비밀번호' },
  inbox: { unread_other: '읽지 않은 메시지 {{count}}개', empty: '메시지가 없습니다' },
};

const tiger = {
  file: 'brands/fixture.json',
  supportLanguages: ['EN', 'KO', 'AR'],
  defaultLang: 'EN',
};

describe('flattenTexts', () => {
  it('turns nested keys into dotted paths and counts a non-text value as empty', () => {
    const parsed = JSON.parse('{"a":{"b":"B","c":{"d":"D"}},"n":5,"x":null}') as Parameters<
      typeof flattenTexts
    >[0];
    expect(flattenTexts(parsed)).toEqual({ 'a.b': 'B', 'a.c.d': 'D', n: '', x: '' });
  });
});

describe('plural forms', () => {
  it("follows i18next's (Intl) categories per language", () => {
    expect(pluralCategories('AR')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralCategories('KO')).toEqual(['other']);
    expect(pluralCategories('PT-BR')).toEqual(['one', 'many', 'other']);
    expect(pluralCategories('EN', 'ordinal')).toEqual(['one', 'two', 'few', 'other']);
  });

  it("requires the language's own forms of a plural group, not English's", () => {
    const english = ['empty', 'unread_one', 'unread_other'];
    expect(requiredKeys(english, 'KO')).toEqual(['empty', 'unread_other']);
    expect(requiredKeys(english, 'AR')).toEqual([
      'empty',
      'unread_zero',
      'unread_one',
      'unread_two',
      'unread_few',
      'unread_many',
      'unread_other',
    ]);
    expect(
      requiredKeys(
        ['place_ordinal_one', 'place_ordinal_two', 'place_ordinal_few', 'place_ordinal_other'],
        'KO',
      ),
    ).toEqual(['place_ordinal_other']);
  });

  it('treats a key ending in _one as ordinary when English has no _other for it', () => {
    expect(requiredKeys(['step_one', 'feedback.types.other'], 'AR')).toEqual([
      'step_one',
      'feedback.types.other',
    ]);
  });

  it('maps a plural form English lacks to the group English has', () => {
    const english = new Set(['unread_one', 'unread_other', 'title']);
    expect(referenceKeyOf('title', english)).toBe('title');
    expect(referenceKeyOf('unread_few', english)).toBe('unread_other');
    expect(referenceKeyOf('unread_one', english)).toBe('unread_one');
    expect(referenceKeyOf('subtitle', english)).toBeUndefined();
    expect(referenceKeyOf('title_few', english)).toBeUndefined();
  });
});

describe('missingKeys', () => {
  it('lists keys that are absent or blank, and every key of a missing file', () => {
    expect(
      missingKeys(ENGLISH.auth, { login: { title: 'تسجيل الدخول', submit: '  ' } }, 'AR'),
    ).toEqual(['login.submit', 'password']);
    expect(missingKeys(ENGLISH.auth, undefined, 'KO')).toEqual([
      'login.title',
      'login.submit',
      'password',
    ]);
    expect(missingKeys(ENGLISH.inbox, COMPLETE_KOREAN.inbox, 'KO')).toEqual([]);
  });
});

describe('brand language completeness', () => {
  it('passes a brand whose languages translate every English key in their own plural forms', () => {
    const locales: LocaleTexts = { EN: ENGLISH, KO: COMPLETE_KOREAN, AR: COMPLETE_ARABIC };
    expect(brandLanguageProblems(tiger, locales)).toEqual([]);
    expect(() => assertBrandLanguagesComplete(tiger, locales)).not.toThrow();
  });

  it('fails an incomplete fixture, naming the brand file, language, namespace and missing keys', () => {
    const incomplete: LocaleTexts = {
      EN: ENGLISH,
      // Korean forgot a key; Arabic copied English's plural forms and has no auth file at all.
      KO: { auth: { login: { title: '로그인', submit: '로그인' } }, inbox: COMPLETE_KOREAN.inbox },
      AR: {
        inbox: {
          unread_one: 'رسالة واحدة',
          unread_other: '{{count}} رسالة',
          empty: 'لا توجد رسائل',
        },
      },
    };
    expect(() => assertBrandLanguagesComplete(tiger, incomplete)).toThrow(
      [
        'Incomplete languages in brands/fixture.json:',
        '- brands/fixture.json offers KO, but KO/auth.json lacks 1 key(s): password',
        '- brands/fixture.json offers AR, but AR/auth.json does not exist (3 key(s)): login.title, login.submit, password',
        '- brands/fixture.json offers AR, but AR/inbox.json lacks 4 key(s): unread_zero, unread_two, unread_few, unread_many',
      ].join('\n'),
    );
  });

  it('fails a brand that offers a language the registry does not know', () => {
    const brand = {
      file: 'brands/fixture.json',
      supportLanguages: ['EN', 'XX'],
      defaultLang: 'EN',
    };
    expect(brandLanguageProblems(brand, { EN: ENGLISH })).toEqual([
      'brands/fixture.json offers XX, which the language registry (@wl/i18n LANGUAGES) does not know',
    ]);
  });

  it('checks the default language too, and a namespace English gains later without more set-up', () => {
    const brand = { file: 'brands/fixture.json', supportLanguages: ['EN'], defaultLang: 'KO' };
    const withNewNamespace: LocaleTexts = {
      EN: { ...ENGLISH, wallet: { title: 'Wallet' } },
      KO: COMPLETE_KOREAN,
    };
    expect(brandLanguageProblems(brand, withNewNamespace)).toEqual([
      'brands/fixture.json offers KO, but KO/wallet.json does not exist (1 key(s)): title',
    ]);
  });
});
