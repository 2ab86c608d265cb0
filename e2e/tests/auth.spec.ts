import type { APIRequestContext, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';

/** The merchant's whitelabel flags, as the site reads them. */
async function flagsOf(request: APIRequestContext, simUrl: string, brand: Brand): Promise<Record<string, boolean>> {
  const answer = await request.get(`${simUrl}/wps/system/whitelabel`, { headers: { Merchant: brand.merchantCode } });
  const { value } = (await answer.json()) as { value: { modId: string; enabled: string; childrenNodes?: unknown[] }[] };
  const flags: Record<string, boolean> = {};
  const visit = (nodes: { modId: string; enabled: string; childrenNodes?: unknown[] }[]) => {
    for (const node of nodes) {
      flags[node.modId] = node.enabled === '1';
      visit((node.childrenNodes ?? []) as typeof nodes);
    }
  };
  visit(value);
  return flags;
}

/**
 * The latest unused login code the simulator "sent" to this mobile for this brand's merchant. The dev
 * outbox lists every merchant's messages for the number, newest first (the seeded number is the same
 * in every merchant, and the other projects log in with it too).
 */
async function smsCode(request: APIRequestContext, simUrl: string, brand: Brand, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`${simUrl}/__sim/sms`, { params: { mobile } });
      const { value } = (await answer.json()) as { value: { merchantCode: string; purpose: string; code: string; used: boolean }[] };
      code = value.find((sms) => sms.merchantCode === brand.merchantCode && sms.purpose === 'login' && !sms.used)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** Brands that show popup announcements open one on load: a player closes it before anything else. */
async function closeAnnouncementOnLoad(page: Page, brand: Brand) {
  if (!brand.announcement.types.includes('PU')) return;
  const announcement = page.getByRole('dialog', { name: 'Announcements' });
  await announcement.getByRole('button', { name: 'Close' }).first().click();
  await expect(announcement).toBeHidden();
}

/** The answer of a captcha image (dev endpoint). */
async function captchaAnswer(request: APIRequestContext, simUrl: string, key: string): Promise<string> {
  const answer = await request.get(`${simUrl}/__sim/captcha`, { params: { key } });
  const { value } = (await answer.json()) as { value: { answer: string } };
  return value.answer;
}

/** The slider step before a username login or an SMS send: completed by keyboard like any player could. */
async function completeSlider(page: Page) {
  const slider = page.getByRole('slider', { name: 'Slide to complete the puzzle' });
  await slider.focus();
  await slider.press('End');
}

async function fillUsername(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: /Username/ }).fill(username);
  await page.getByLabel(/^Password/).fill(password);
}

test.describe('login', () => {
  test('logs in by username and password on the /login page', async ({ page, brand }) => {
    await page.goto('/login');
    await expect(page.getByRole('img', { name: brand.name })).toBeVisible();
    await fillUsername(page, 'player1', 'Player123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await completeSlider(page);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toContain('player1');
  });

  test('logs in from the login modal', async ({ page, brand }) => {
    test.skip(brand.loginedToHomePage, 'guests of this brand only reach /login and /register: no header login button');
    await page.goto('/');
    await closeAnnouncementOnLoad(page, brand);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /Username/ }).fill('player1');
    await dialog.getByLabel(/^Password/).fill('Player123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await completeSlider(page);
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  test('shows the required messages for an empty form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Input cannot be empty')).toHaveCount(2);
  });

  test('logs in by SMS code read from the outbox', async ({ page, brand, request, simUrl }) => {
    const flags = await flagsOf(request, simUrl, brand);
    test.skip(!flags.MOBILEVERCODELOGIN3, 'SMS login is off for this merchant');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'SMS login' }).click();
    await page.getByRole('combobox', { name: 'Country code' }).selectOption('+84');
    await page.getByRole('textbox', { name: /Mobile number/ }).fill('0912345678');
    await page.getByRole('button', { name: 'Get code' }).click();
    await completeSlider(page);
    await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    const code = await smsCode(request, simUrl, brand, '0912345678');
    await page.getByRole('textbox', { name: /SMS code/ }).fill(code);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  test('asks for a captcha after 3 failures and checks its answer', async ({ page, request, simUrl }) => {
    const username = `nobody${Date.now().toString(36)}`;
    await page.goto('/login');
    await fillUsername(page, username, 'Wrong123');
    const submit = page.getByRole('button', { name: 'Log in' });
    // The image is asked for as soon as the third refusal arrives, before the field is visible.
    const captchaRequest = page.waitForRequest(/\/wps\/captcha\?key=/);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submit.click();
      await completeSlider(page);
      await expect(page.getByRole('alert')).toBeVisible();
      if (attempt < 3) await expect(page.getByRole('textbox', { name: /Verification code/ })).toHaveCount(0);
    }
    const captcha = page.getByRole('textbox', { name: /Verification code/ });
    await expect(captcha).toBeVisible();
    const key = new URL((await captchaRequest).url()).searchParams.get('key') ?? '';
    await expect(page.getByRole('button', { name: 'Click the image to get a new code' }).locator('img')).toHaveAttribute('src', /^data:image\/png/);

    await captcha.fill(await captchaAnswer(request, simUrl, key));
    const login = page.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
    await submit.click();
    await completeSlider(page);
    const answer = (await (await login).json()) as { code: string };
    // The captcha passed: the refusal is about the credentials now, not the captcha.
    expect(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']).not.toContain(answer.code);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('remember-me keeps the username across a reload and never the password', async ({ page }) => {
    await page.goto('/login');
    await fillUsername(page, 'player1', 'Player123');
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await completeSlider(page);
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => [
      ...Object.entries(localStorage),
      ...Object.entries(sessionStorage),
      ['cookie', document.cookie],
    ]);
    expect(JSON.stringify(stored)).not.toContain('Player123');

    // A new visit without the session: a new tab shares localStorage but starts with an empty
    // sessionStorage (clearing it under the running app would only see the app write it back).
    const visit = await page.context().newPage();
    await visit.goto('/login');
    await expect(visit.getByRole('textbox', { name: /Username/ })).toHaveValue('player1');
    await expect(visit.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(visit.getByLabel(/^Password/)).toHaveValue('');
    await visit.reload();
    await expect(visit.getByRole('textbox', { name: /Username/ })).toHaveValue('player1');
    await expect(visit.getByLabel(/^Password/)).toHaveValue('');
  });

  test('a temporary password opens the forced change-password dialog', async ({ page }) => {
    await page.goto('/login');
    await fillUsername(page, 'temp1', 'Temp1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await completeSlider(page);
    await expect(page.getByRole('dialog', { name: /change your password/i })).toBeVisible();
  });

  test('takes over a token handed in the URL and removes it from the address', async ({ page, request, simUrl, brand }) => {
    const answer = await request.post(`${simUrl}/wps/session/login`, {
      headers: { Merchant: brand.merchantCode },
      data: { username: 'player1', password: 'Player123', type: 'username' },
    });
    const { value } = (await answer.json()) as { value: { token: string } };
    await page.goto(`/?token=${encodeURIComponent(value.token)}`);
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toContain(value.token);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('account'))).toContain('player1');
  });
});
