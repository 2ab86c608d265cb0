/**
 * Account security in a real browser: two-step sign-in turned on with a code computed from the key
 * the Security Centre shows (otpauth, as an authenticator app would), the login form's second step
 * (a fresh code only, a recovery code once, the wait after 5 misses), a passkey made and used by
 * Chromium's virtual authenticator (DevTools WebAuthn domain), and a session ended from another one.
 * Each test has a fresh player (an agent adds it through the platform API), so turning things on or
 * ending sessions never touches the seeded accounts other tests sign in as.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { memberCentrePath } from '@wl/site/paths';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../fixtures';
import { apiSignIn, writeSession, type Credentials } from '../session';
import { closeAnnouncement, submitLogin, uniqueUsername } from '../support';

/** This spec's fresh usernames ('r', 'p', 'k', 'ag' are other specs'). */
const USERNAME_PREFIX = 's';
const PASSWORD = 'Secure2fa9';
const STEP_MS = 30_000;

/** A new member under the seeded agent, added through the platform API. */
async function freshPlayer(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
): Promise<Credentials> {
  const agent = await apiSignIn(request, simUrl, brand, 'agent');
  const username = uniqueUsername(USERNAME_PREFIX);
  const answer = await request.post(`${simUrl}/wps/agent/team/register`, {
    headers: { Merchant: brand.merchantCode, Authorization: `Bearer ${agent.token}` },
    data: { account: username, password: PASSWORD, type: 'member' },
  });
  const body = (await answer.json()) as { success: boolean; message: string };
  expect(body.success, body.message).toBe(true);
  return { username, password: PASSWORD };
}

/** What an authenticator app shows for a 30-second step of the key (RFC 6238: SHA-1, 6 digits). */
const codeAt = (key: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * STEP_MS,
  });
const stepNow = () => Math.floor(Date.now() / STEP_MS);

const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Member Centre' });

/** The account menu's sign-out, from a page without the centre open. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out' })
    .getByRole('button', { name: 'OK', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();
}

test.describe('account security', () => {
  test('a fresh player turns two-step sign-in on with a code from the shown key, then signs in only with a fresh code, with a recovery code once, and meets the wait after 5 wrong codes', async ({
    page,
    request,
    simUrl,
    brand,
    signIn,
  }) => {
    const player = await freshPlayer(request, simUrl, brand);
    await signIn(player);
    await page.goto(memberCentrePath('account'));
    const centre = centreOf(page);
    const twoFactor = centre.getByRole('region', { name: 'Two-step sign-in' });
    let key = '';
    let setUpStep = 0;
    let recoveryCodes: string[] = [];

    /** The login page's form, then its second step. */
    const logInToCodeStep = async () => {
      await page.goto('/login');
      await submitLogin(page, player.username, player.password);
      const dialog = page.getByRole('dialog', { name: 'Two-step sign-in' });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    await test.step('set-up shows the QR code and the key; a code computed from the key and the password turn it on; the recovery codes come once', async () => {
      await twoFactor.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      await expect(
        twoFactor.getByRole('img', { name: 'QR code for your authenticator app' }),
      ).toBeVisible();
      key = ((await twoFactor.getByLabel('Key for typing in').textContent()) ?? '').replace(
        /\s+/g,
        '',
      );
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      const form = twoFactor.getByRole('form', { name: 'Set up two-step sign-in' });
      setUpStep = stepNow();
      await form.getByRole('textbox', { name: /Code from the app/ }).fill(codeAt(key, setUpStep));
      await form.getByLabel(/Login password/).fill(PASSWORD);
      await form.getByRole('button', { name: 'Turn on' }).click();
      const codes = twoFactor.getByRole('list', { name: 'Recovery codes' });
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      recoveryCodes = await codes.getByRole('listitem').allTextContents();
      await twoFactor.getByRole('button', { name: 'I have saved them' }).click();
      await expect(twoFactor).toContainText('Unused recovery codes: 10');
      await expect(codes).toBeHidden();
    });

    await test.step('signed out, the player signs in again only with a fresh code: the set-up code is refused', async () => {
      await centre.getByRole('button', { name: 'Close', exact: true }).first().click();
      await signOut(page);
      const dialog = await logInToCodeStep();
      const field = dialog.getByRole('textbox', { name: 'Authenticator code' });
      await field.fill(codeAt(key, setUpStep));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'The code is wrong or has expired. Check the app and try again.',
      );
      // the app's next code: a step later than the set-up's (at most one step ahead of the server)
      await field.fill(codeAt(key, Math.max(setUpStep + 1, stepNow())));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await closeAnnouncement(page, brand);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    });

    await test.step('a recovery code signs in', async () => {
      await signOut(page);
      const dialog = await logInToCodeStep();
      await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
      await dialog.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] ?? '');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog).toBeHidden();
      await closeAnnouncement(page, brand);
    });

    await test.step('the sign-in history lists the failed and the successful attempts, newest first', async () => {
      await page.goto(memberCentrePath('account'));
      const table = centre.getByRole('table', { name: 'Sign-in attempts' });
      await expect(table.getByRole('row')).toHaveText([
        /Time\s*Result\s*Method\s*Device\s*IP address/,
        /Signed in\s*Recovery code/,
        /Signed in\s*Authenticator code/,
        /Wrong code\s*Authenticator code/,
        /Signed in\s*Password/,
      ]);
      await expect(twoFactor).toContainText('Unused recovery codes: 9');
    });

    await test.step('the used recovery code is refused, and with 5 wrong codes the account waits', async () => {
      await centre.getByRole('button', { name: 'Close', exact: true }).first().click();
      await signOut(page);
      const dialog = await logInToCodeStep();
      await dialog.getByRole('button', { name: 'Use a recovery code' }).click();
      const recovery = dialog.getByRole('textbox', { name: 'Recovery code' });
      await recovery.fill(recoveryCodes[0] ?? '');
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(recovery).toHaveValue('');
      await expect(dialog.getByRole('alert')).toHaveText(
        'The code is wrong or has expired. Check the app and try again.',
      );
      await dialog.getByRole('button', { name: 'Use the authenticator app instead' }).click();
      const field = dialog.getByRole('textbox', { name: 'Authenticator code' });
      const now = stepNow();
      const live = [now - 1, now, now + 1, now + 2].map((step) => codeAt(key, step));
      const wrong = ['000000', '111111', '222222'].find((code) => !live.includes(code)) ?? '';
      for (let miss = 2; miss <= 4; miss += 1) {
        await field.fill(wrong);
        await dialog.getByRole('button', { name: 'Verify' }).click();
        await expect(field).toHaveValue('');
        await expect(dialog.getByRole('alert')).toHaveText(
          'The code is wrong or has expired. Check the app and try again.',
        );
      }
      await field.fill(wrong);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Too many failed attempts. Try again in 15 min.',
      );
    });
  });

  test('a passkey registered in the Security Centre by the virtual authenticator signs the player in from the login dialog, without a username', async ({
    page,
    context,
    request,
    simUrl,
    brand,
    baseURL,
  }) => {
    const player = await freshPlayer(request, simUrl, brand);
    // WebAuthn wants a domain, not an IP address: the same brand app opened as localhost.
    const origin = new URL(baseURL ?? '').origin.replace('127.0.0.1', 'localhost');
    await writeSession(context, brand, await apiSignIn(request, simUrl, brand, player), origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${origin}${memberCentrePath('account')}`);
    const centre = centreOf(page);
    const passkeys = centre.getByRole('region', { name: 'Passkeys' });

    await test.step('adds a named passkey with the login password: listed, and kept by the authenticator as a discoverable credential of this host', async () => {
      await expect(passkeys).toContainText('You have no passkeys yet.');
      await passkeys.getByRole('textbox', { name: /Passkey name/ }).fill('Test laptop');
      await passkeys.getByLabel(/Login password/).fill(PASSWORD);
      await passkeys.getByRole('button', { name: 'Create passkey' }).click();
      await expect(passkeys.getByText('Passkey Test laptop added.')).toBeVisible();
      await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText(
        'Test laptop',
      );
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    });

    await test.step('signed out, "Sign in with a passkey" in the login dialog signs the player in', async () => {
      await centre.getByRole('button', { name: 'Close', exact: true }).first().click();
      await signOut(page);
      await closeAnnouncement(page, brand);
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(login).toBeHidden();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials[0]?.signCount).toBeGreaterThan(0);
    });
  });

  test("ending another session sends that session's tab to the login dialog, saying it was signed out elsewhere", async ({
    page,
    browser,
    request,
    simUrl,
    brand,
    signIn,
    baseURL,
  }) => {
    const player = await freshPlayer(request, simUrl, brand);
    await signIn(player);
    const other = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    await writeSession(
      other,
      brand,
      await apiSignIn(request, simUrl, brand, player),
      new URL(baseURL ?? '').origin,
    );
    const otherTab = await other.newPage();
    await otherTab.goto('/');
    const balance = otherTab.getByRole('group', { name: 'Balance' });
    await expect(balance).toBeVisible();

    await page.goto(memberCentrePath('account'));
    const sessions = centreOf(page).getByRole('region', { name: 'Active sessions' });
    const list = sessions.getByRole('list', { name: 'Signed-in sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await list
      .getByRole('listitem')
      .filter({ hasNotText: 'This device' })
      .getByRole('button', { name: /^End session on / })
      .click();
    await expect(sessions.getByText('Sessions ended: 1')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The other tab's next call is refused at once: its login dialog says why.
    await balance.getByRole('button', { name: 'Refresh balance' }).click();
    const login = otherTab.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByRole('alert')).toHaveText(
      'You were signed out on this device from another of your sessions. Log in again to continue.',
    );
    await other.close();
  });
});
