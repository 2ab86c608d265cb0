import type { Locator, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { ON_BRANDS, expect, test } from '../fixtures';
import { closeAnnouncement, closeWithEscape } from '../support';

/**
 * What a player reads on the access screens in one language: the language's name in the header's
 * picker, and a few labels and button names of the login and register forms.
 */
interface AccessScreenTexts {
  code: 'AR' | 'KO';
  /** The option's text in the picker (the language's own name). */
  nativeName: string;
  /** The picker's own name while the site is in this language. */
  pickerName: string;
  locale: string;
  dir: 'rtl' | 'ltr';
  login: {
    headerButton: string;
    dialog: string;
    usernameTab: string;
    username: string;
    password: string;
    rememberMe: string;
    submit: string;
    required: string;
  };
  register: {
    form: string;
    username: string;
    password: string;
    confirmPassword: string;
    email: string;
    submit: string;
    reset: string;
  };
}

const ARABIC: AccessScreenTexts = {
  code: 'AR',
  nativeName: 'العربية',
  pickerName: 'اللغة',
  locale: 'ar',
  dir: 'rtl',
  login: {
    headerButton: 'تسجيل الدخول',
    dialog: 'تسجيل الدخول',
    usernameTab: 'الدخول بالحساب',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    rememberMe: 'تذكرني',
    submit: 'دخول',
    required: 'لا يمكن ترك هذا الحقل فارغًا',
  },
  register: {
    form: 'التسجيل',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    email: 'البريد الإلكتروني',
    submit: 'تسجيل',
    reset: 'إعادة تعيين',
  },
};

const KOREAN: AccessScreenTexts = {
  code: 'KO',
  nativeName: '한국어',
  pickerName: '언어',
  locale: 'ko',
  dir: 'ltr',
  login: {
    headerButton: '로그인',
    dialog: '로그인',
    usernameTab: '계정 로그인',
    username: '아이디',
    password: '비밀번호',
    rememberMe: '로그인 정보 기억하기',
    submit: '로그인',
    required: '필수 입력 항목입니다',
  },
  register: {
    form: '회원가입',
    username: '아이디',
    password: '비밀번호',
    confirmPassword: '비밀번호 확인',
    email: '이메일',
    submit: '가입하기',
    reset: '초기화',
  },
};

/** English a translated access screen must not show (the texts of the English forms). */
const ENGLISH =
  /Log in|Username|Password|Remember me|Forgot password|Register|Verification code|Input cannot be empty/;

/**
 * Latin-script words allowed in a translated form: abbreviations and product names that every
 * language keeps (SMS, the messenger apps of the registration fields, "ID").
 */
const KEPT_IN_EVERY_LANGUAGE = new Set([
  'SMS',
  'QQ',
  'WeChat',
  'LINE',
  'WhatsApp',
  'Zalo',
  'Facebook',
  'ID',
]);

/** Every Latin-script word in what `scope` shows that is not an allowed name. */
async function latinWordsIn(scope: Locator): Promise<string[]> {
  const text = await scope.innerText();
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT_IN_EVERY_LANGUAGE.has(word));
}

/**
 * Picks the language in the header's language control, as a player does; `pickerName` is the
 * control's name in the language the site shows now.
 */
async function pickLanguage(page: Page, language: AccessScreenTexts, pickerName = 'Language') {
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: pickerName })
    .selectOption({ label: language.nativeName });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language.locale);
  await expect(html).toHaveAttribute('dir', language.dir);
}

async function expectLoginFormIn(page: Page, language: AccessScreenTexts) {
  const { login } = language;
  await page.getByRole('banner').getByRole('button', { name: login.headerButton }).click();
  const dialog = page.getByRole('dialog', { name: login.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: login.usernameTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog.getByRole('textbox', { name: login.username })).toBeVisible();
  await expect(dialog.getByLabel(login.password, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: login.rememberMe })).toBeVisible();
  // The empty form's messages come from the validation namespace, also in the player's language.
  await dialog.getByRole('button', { name: login.submit, exact: true }).click();
  await expect(dialog.getByText(login.required)).toHaveCount(2);
  await expect(dialog).not.toContainText(ENGLISH);
  expect(await latinWordsIn(dialog)).toEqual([]);
  await closeWithEscape(page, dialog);
}

async function expectRegisterFormIn(page: Page, language: AccessScreenTexts) {
  const { register } = language;
  // The player's choice is remembered: the register page opens in it, still right to left for Arabic.
  await page.goto('/register');
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  const form = page.getByRole('form', { name: register.form });
  await expect(form.getByRole('textbox', { name: register.username, exact: true })).toBeVisible();
  await expect(form.getByLabel(register.password, { exact: true })).toBeVisible();
  await expect(form.getByLabel(register.confirmPassword, { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: register.email, exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: register.submit, exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: register.reset, exact: true })).toBeVisible();
  await expect(form).not.toContainText(ENGLISH);
  expect(await latinWordsIn(form)).toEqual([]);
}

const offers = (brand: Brand, code: AccessScreenTexts['code']) =>
  brand.supportLanguages.includes(code);

test.describe('access screens in the language the player picks', ON_BRANDS('tiger'), () => {
  // One guest switches language twice (right to left, then back to left to right) on home's header.
  test('a guest picks Arabic, then Korean: login and register forms show no English in either', async ({
    page,
    brand,
  }) => {
    const languages = [ARABIC, KOREAN];
    test.skip(
      !languages.some((language) => offers(brand, language.code)),
      'this brand offers neither AR nor KO (tiger does)',
    );
    test.skip(
      brand.loginedToHomePage,
      'guests of this brand only reach /login and /register: no header to pick a language on home',
    );
    await page.goto('/');
    await closeAnnouncement(page, brand);
    let current: AccessScreenTexts | undefined;
    for (const language of languages) {
      await test.step(`${language.code}: login and register forms show no English (${language.dir})`, async () => {
        if (!offers(brand, language.code)) {
          // Not a test.skip: the other language's step still counts.
          test.info().annotations.push({
            type: 'skip',
            description: `this brand does not offer ${language.code} (tiger does)`,
          });
          return;
        }
        if (current) {
          // Back home from the register page through the header's logo, as a player would.
          await page.getByRole('banner').getByRole('link', { name: brand.name }).click();
          await expect(page).toHaveURL(/\/$/);
        }
        await pickLanguage(page, language, current?.pickerName);
        await expectLoginFormIn(page, language);
        await expectRegisterFormIn(page, language);
        current = language;
      });
    }
  });
});
