import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { EACH_BRAND, ON_BRANDS, expect, test } from '../fixtures';
import {
  captchaAnswer,
  closeAnnouncement,
  completeSlider,
  flagsOf,
  smsCode,
  uniqueMobile,
  uniqueUsername,
} from '../support';

/** The seeded agent's invitation code (every merchant has one). */
const INVITATION_CODE = 'AGENT01';
const PASSWORD = 'Reg12345';
/** This spec's fresh usernames and mobiles ('p' and '08' are the password spec's). */
const USERNAME_PREFIX = 'r';
const MOBILE_PREFIX = '09';

/**
 * Opens the register modal from the header (direct registration on, no access guard), or returns the
 * /register page's form for brands whose guests only reach /login and /register.
 */
async function openRegisterForm(
  page: Page,
  brand: Brand,
  modal: boolean,
): Promise<{ scope: Locator; form: Locator }> {
  if (!modal) {
    await page.goto('/register');
    return { scope: page.getByRole('main'), form: page.getByRole('form', { name: 'Register' }) };
  }
  await page.goto('/');
  // Brands with popup announcements show them to guests on load: a player closes them first.
  await closeAnnouncement(page, brand);
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  return { scope: dialog, form: dialog.getByRole('form', { name: 'Register' }) };
}

/** Remembers the key of the captcha image the page shows last. */
function trackCaptchaKey(page: Page): () => string {
  let key = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') key = url.searchParams.get('key') ?? key;
  });
  return () => key;
}

interface FillOptions {
  username?: string;
  mobile?: string;
  invitationCode?: string;
}

/** Fills every field the form shows, the way a player would, including the SMS code and the captcha. */
async function fillRegisterForm(
  page: Page,
  form: Locator,
  {
    request,
    simUrl,
    brand,
    captchaKey,
  }: { request: APIRequestContext; simUrl: string; brand: Brand; captchaKey: () => string },
  { username, mobile = uniqueMobile(MOBILE_PREFIX), invitationCode = INVITATION_CODE }: FillOptions,
) {
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  if (username !== undefined) await field('Username').fill(username);
  const password = form.getByLabel('Password', { exact: true });
  if (await password.count()) {
    await password.fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  }
  if (await field('Mobile number').count()) await field('Mobile number').fill(mobile);
  if (await field('SMS code').count()) {
    await form.getByRole('button', { name: 'Get code' }).click();
    await completeSlider(page);
    await expect(form.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await field('SMS code').fill(await smsCode(request, simUrl, brand, mobile, 'register'));
  }
  if (await field('Real name').count()) await field('Real name').fill('Ann Lee');
  if (await field('Email').count()) await field('Email').fill(`${username ?? mobile}@example.com`);
  if (await field('Invitation code').count()) await field('Invitation code').fill(invitationCode);
  const captcha = field('Verification code');
  if (await captcha.count()) {
    await expect.poll(captchaKey).not.toBe('');
    await captcha.fill(await captchaAnswer(request, simUrl, captchaKey()));
  }
  await form.getByRole('checkbox', { name: /User Agreement/ }).check();
  await form.getByRole('checkbox', { name: /years old/ }).check();
}

/** Submits; forms without a captcha ask for the slider first. */
async function submit(page: Page, form: Locator) {
  await form.getByRole('button', { name: 'Register' }).click();
  const slider = page.getByRole('slider', { name: 'Slide to complete the puzzle' });
  const success = page.getByRole('dialog', { name: 'Registration successful' });
  const warning = page.getByText('Invalid invitation code');
  await expect(slider.or(success).or(warning).first()).toBeVisible();
  if (await slider.isVisible()) await completeSlider(page);
}

test.describe('registration', () => {
  test(
    'registers by username on the /register page and is signed in',
    EACH_BRAND,
    async ({ page, request, simUrl, brand }) => {
      const captchaKey = trackCaptchaKey(page);
      const username = uniqueUsername(USERNAME_PREFIX);
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Register' });
      await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveAttribute(
        'placeholder',
        /\*$/,
      );
      // Page mode: reset button, no login link; no side menu.
      await expect(form.getByRole('button', { name: 'Reset' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await fillRegisterForm(page, form, { request, simUrl, brand, captchaKey }, { username });
      await submit(page, form);
      const success = page.getByRole('dialog', { name: 'Registration successful' });
      await expect(success).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('account')))
        .toContain(username);
      await success.getByRole('button', { name: 'Start playing' }).click();
      await expect(success).toBeHidden();
    },
  );

  test(
    'registers by mobile with the SMS code from the outbox',
    ON_BRANDS('lotus'),
    async ({ page, request, simUrl, brand }) => {
      const flags = await flagsOf(request, simUrl, brand);
      test.skip(!flags.MOBILENUMREG3, 'mobile registration is off for this merchant');
      const captchaKey = trackCaptchaKey(page);
      const mobile = uniqueMobile(MOBILE_PREFIX);
      const { scope, form } = await openRegisterForm(
        page,
        brand,
        flags.DIRECTREG3 === true && !brand.loginedToHomePage,
      );
      await scope.getByRole('tab', { name: 'Mobile registration' }).click();
      await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);
      await fillRegisterForm(page, form, { request, simUrl, brand, captchaKey }, { mobile });
      await submit(page, form);
      const success = page.getByRole('dialog', { name: 'Registration successful' });
      await expect(success).toContainText(`Your account is ${mobile}`);
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    },
  );

  test(
    'refuses an invalid invitation code with the warning dialog',
    ON_BRANDS('tiger'),
    async ({ page, request, simUrl, brand }) => {
      const captchaKey = trackCaptchaKey(page);
      await page.goto('/register?code=NOPE99');
      const form = page.getByRole('form', { name: 'Register' });
      await expect(form.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('NOPE99');
      await fillRegisterForm(
        page,
        form,
        { request, simUrl, brand, captchaKey },
        { username: uniqueUsername(USERNAME_PREFIX), invitationCode: 'NOPE99' },
      );
      await form.getByRole('button', { name: 'Register' }).click();
      const warning = page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog', { name: 'Warning' }));
      await expect(warning).toContainText('Invalid invitation code');
      await warning.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(page).toHaveURL(/\/register\?code=NOPE99$/);
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeFalsy();
    },
  );

  test('the register modal links to the login modal', async ({ page, request, simUrl, brand }) => {
    const flags = await flagsOf(request, simUrl, brand);
    test.skip(
      !flags.DIRECTREG3 || brand.loginedToHomePage,
      'no register button in the header for guests of this brand',
    );
    const { scope } = await openRegisterForm(page, brand, true);
    await expect(scope.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await scope.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
