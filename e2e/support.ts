/**
 * Helpers shared by the specs: what the simulator knows (whitelabel flags, and its dev outboxes for SMS
 * codes and captcha answers), fresh test identities, and the steps a player takes on the way to what a
 * test is about (slider, login, closing the popup announcement). Everything on the page is found by
 * role and accessible name, as a player (or a screen reader) finds it.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from './fixtures';

export { platformBody } from './session';

/** The seeded member every merchant has: a plain player. */
export const PLAYER = { username: 'player1', password: 'Player123' } as const;

// ---------------------------------------------------------------------------------------------------
// The simulator: platform API and dev endpoints (`/__sim/*`, on with SIM_DEV_ENDPOINTS)
// ---------------------------------------------------------------------------------------------------

interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes?: WhitelabelNode[];
}

/**
 * The brand merchant's whitelabel flags, read as the site reads them (`/wps/system/whitelabel` with the
 * Merchant header): the whole tree flattened to `{ modId: enabled }`, e.g. `flags.FREEPLAY3`.
 */
export async function flagsOf(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
): Promise<Record<string, boolean>> {
  const answer = await request.get(`${simUrl}/wps/system/whitelabel`, {
    headers: { Merchant: brand.merchantCode },
  });
  const flags: Record<string, boolean> = {};
  const visit = (nodes: WhitelabelNode[]) => {
    for (const node of nodes) {
      flags[node.modId] = node.enabled === '1';
      visit(node.childrenNodes ?? []);
    }
  };
  visit(((await answer.json()) as { value: WhitelabelNode[] }).value);
  return flags;
}

/** Whether one whitelabel flag (e.g. 'FREEPLAY3', 'DIRECTREG3') is on for the brand's merchant. */
export async function flagOn(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
  flag: string,
): Promise<boolean> {
  return (await flagsOf(request, simUrl, brand))[flag] === true;
}

/** The whitelabel flags a test can need, and what each turns on (for the skip reason). */
const FLAG_FEATURES = { FREEPLAY3: 'free play', DIRECTREG3: 'direct registration' } as const;

/** Skips the running test when the brand's merchant has `flag` off: what it is about is not offered there. */
export async function skipUnlessFlagOn(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
  flag: keyof typeof FLAG_FEATURES,
) {
  test.skip(
    !(await flagOn(request, simUrl, brand, flag)),
    `${FLAG_FEATURES[flag]} is off for this merchant`,
  );
}

/** What an SMS code was sent for: the simulator keeps (and checks) codes per purpose. */
export type SmsPurpose = 'login' | 'register' | 'password';

/**
 * The newest unused code the simulator "sent" to `mobile` for `purpose` in the brand's merchant, read
 * from the dev SMS outbox; polls until it is there. The outbox lists every merchant's messages for the
 * number, newest first: the seeded numbers are the same in every merchant and the other projects (brands)
 * use them at the same time, hence the merchant, purpose and unused filters.
 */
export async function smsCode(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
  mobile: string,
  purpose: SmsPurpose,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`${simUrl}/__sim/sms`, { params: { mobile } });
      const { value } = (await answer.json()) as {
        value: { merchantCode: string; purpose: string; code: string; used: boolean }[];
      };
      code =
        value.find(
          (sms) => sms.merchantCode === brand.merchantCode && sms.purpose === purpose && !sms.used,
        )?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The answer of the captcha image with this key (dev endpoint; the image must have been asked for). */
export async function captchaAnswer(
  request: APIRequestContext,
  simUrl: string,
  key: string,
): Promise<string> {
  const answer = await request.get(`${simUrl}/__sim/captcha`, { params: { key } });
  const { value } = (await answer.json()) as { value: { answer: string } };
  return value.answer;
}

// ---------------------------------------------------------------------------------------------------
// Fresh identities
// ---------------------------------------------------------------------------------------------------

/**
 * A username no earlier run used (reruns against a long-lived simulator never collide): `prefix` (a
 * letter of the spec's own, so specs running side by side never meet), the time and a random part,
 * at most 16 characters.
 */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(
    0,
    16,
  );
}

/**
 * A fresh 10-digit mobile number: `prefix` (two digits of the spec's own, e.g. '08'), the last six
 * digits of the time and two random digits.
 */
export function uniqueMobile(prefix: string): string {
  return `${prefix}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------------
// Player steps
// ---------------------------------------------------------------------------------------------------

/** The slider step (before a username login, an SMS send, a registration without captcha): completed by keyboard, like any player could. */
export async function completeSlider(page: Page) {
  const slider = page.getByRole('slider', { name: 'Slide to complete the puzzle' });
  await slider.focus();
  await slider.press('End');
}

/**
 * Closes the brand's popup announcement like a player would. Brands that ask for popups (announcement
 * type PU) show it to a guest on load and to a member after each login; for other brands this does nothing.
 */
export async function closeAnnouncement(page: Page, brand: Brand) {
  if (!brand.announcement.types.includes('PU')) return;
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  // The dialog's close button; its footer's Close does the same.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

/**
 * Closes a modal with Escape, as a player would, once its focus trap holds the focus. The trap starts
 * listening for Escape when it moves the focus in, just after the dialog first paints: a key pressed in
 * between is lost (a player cannot be that quick; a test on a loaded machine was).
 */
export async function closeWithEscape(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Home is on screen: the address is `/` and the home page's sections have begun (the hot games
 * heading, which every brand's home shows at once, before the sections' games load).
 */
export async function expectHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Hot Games' })).toBeVisible();
}

/** Fills the username login form in `scope`: the /login page, or the login modal's dialog. */
export async function fillLoginForm(scope: Page | Locator, username: string, password: string) {
  await scope.getByRole('textbox', { name: /Username/ }).fill(username);
  await scope.getByLabel(/^Password/).fill(password);
}

/**
 * Logs in with the /login page's form on the page already open (e.g. where the access guard sent a
 * guest): fills it, presses 'Log in' and completes the slider. What follows is for the caller to check.
 */
export async function submitLogin(
  page: Page,
  username: string = PLAYER.username,
  password: string = PLAYER.password,
) {
  await fillLoginForm(page, username, password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await completeSlider(page);
}

/**
 * Opens /login and logs in (`submitLogin`). Checks nothing after: a temporary password, for one, stays
 * on the forced change-password dialog.
 */
export async function logIn(
  page: Page,
  username: string = PLAYER.username,
  password: string = PLAYER.password,
) {
  await page.goto('/login');
  await submitLogin(page, username, password);
}

/**
 * Starts a free trial from /login (the caller checks the merchant has FREEPLAY3 on) and waits for home:
 * a new trial account is a first login, so the welcome notice comes first and is closed here.
 */
export async function startFreeTrial(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Free trial' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('dialog', { name: 'Welcome!' })
    .getByRole('button', { name: 'OK', exact: true })
    .click();
}

/** The warning a trial user (flag 4) gets for what needs a real account; confirmed, it closes. */
export async function expectRealAccountWarning(page: Page) {
  const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(warning).toBeHidden();
}

/**
 * Logs in on /login and waits for home. With `brand`, also closes the popup announcement the login
 * brings up for that brand (leave it out to look at the announcement).
 */
export async function logInToHome(
  page: Page,
  brand?: Brand,
  username: string = PLAYER.username,
  password: string = PLAYER.password,
) {
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/$/);
  if (brand) await closeAnnouncement(page, brand);
}
