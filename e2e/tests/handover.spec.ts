import type { APIRequestContext, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';
import { platformBody, PLAYER } from '../support';

/** A member signs in through the API and asks the platform for a one-time handover code. */
async function handoverCode(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
  username: string,
  password: string,
): Promise<string> {
  const login = await request.post(
    `${simUrl}/wps/session/login`,
    await platformBody(request, simUrl, brand, '/wps/session/login', {
      username,
      password,
      type: 'username',
    }),
  );
  const { value: session } = (await login.json()) as { value: { token: string } };
  const issued = await request.post(`${simUrl}/wps/session/handover`, {
    headers: { Merchant: brand.merchantCode, Authorization: `Bearer ${session.token}` },
  });
  const { value } = (await issued.json()) as { value: { code: string } };
  return value.code;
}

/** The first page load, the exchange and member info in a row: more than one call's wait. */
const SIGN_IN = { timeout: 25_000 };

/** Member info of this player has loaded: the header's account menu shows the nickname. */
const expectSignedInAs = (page: Page, nickname: string) =>
  expect(page.getByRole('button', { name: 'Account menu' })).toContainText(nickname, SIGN_IN);

test.describe('sign-in handed over in the address (?handover=<code>)', () => {
  // Each test opens the site cold twice (a second browser context, or a reload with a new code).
  test.describe.configure({ timeout: 90_000 });

  test('signs another browser in once, asked first, with the code gone from the address', async ({
    page,
    browser,
    request,
    simUrl,
    brand,
  }) => {
    const code = await handoverCode(request, simUrl, brand, PLAYER.username, PLAYER.password);
    const answer = await page.goto(`/?handover=${code}`);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    // A guest too is asked whose account the link signs in (login CSRF) before the code is used.
    const question = page.getByRole('alertdialog', { name: `Sign in as ${PLAYER.username}?` });
    await question.getByRole('button', { name: 'Sign in' }).click(SIGN_IN);
    await expectSignedInAs(page, 'Player 1');
    expect(page.url()).not.toContain('handover');

    // The same link opened again elsewhere is refused with the platform's message.
    const elsewhere = await browser.newContext();
    try {
      const second = await elsewhere.newPage();
      await second.goto(`${new URL(page.url()).origin}/?handover=${code}`);
      await expect(second.getByRole('alertdialog')).toContainText(
        'This sign-in link is invalid, expired or already used',
        SIGN_IN,
      );
      expect(second.url()).not.toContain('handover');
      expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    } finally {
      await elsewhere.close();
    }
  });

  test('asks a signed-in player before another player takes the session over', async ({
    page,
    request,
    simUrl,
    brand,
  }) => {
    const own = await handoverCode(request, simUrl, brand, 'vip1', 'Player123');
    await page.goto(`/?handover=${own}`);
    await page
      .getByRole('alertdialog', { name: 'Sign in as vip1?' })
      .getByRole('button', { name: 'Sign in' })
      .click(SIGN_IN);
    await expectSignedInAs(page, 'VIP Player');

    const someoneElses = await handoverCode(
      request,
      simUrl,
      brand,
      PLAYER.username,
      PLAYER.password,
    );
    await page.goto(`/?handover=${someoneElses}`);
    const question = page.getByRole('alertdialog', { name: 'Switch account?' });
    await expect(question).toContainText('You are signed in as vip1', SIGN_IN);
    expect(page.url()).not.toContain('handover');
    await expectSignedInAs(page, 'VIP Player');
    await question.getByRole('button', { name: 'Switch account' }).click();
    await expectSignedInAs(page, 'Player 1');
    await expect(question).toBeHidden();
  });
});
