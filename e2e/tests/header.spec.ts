import type { Brand } from '@wl/brand-config';
import { ON_BRANDS, expect, test } from '../fixtures';
import { apiSignIn, writeSession } from '../session';
import { closeAnnouncement, closeWithEscape, flagOn, skipUnlessFlagOn } from '../support';

/** Where a guest sees the header: home, or the register page behind the access guard. */
const guestPage = (brand: Brand) => (brand.loginedToHomePage ? '/register' : '/');

test.describe('header for guests', () => {
  test('a guest opens the login modal from the header and sees the sign-in buttons', async ({
    page,
    brand,
    request,
    simUrl,
  }) => {
    await page.goto(guestPage(brand));
    if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
    const header = page.getByRole('banner');

    await test.step('login opens the login modal; register only with direct registration', async () => {
      const directRegistration = await flagOn(request, simUrl, brand, 'DIRECTREG3');
      await expect(header.getByRole('button', { name: 'Register' })).toHaveCount(
        directRegistration ? 1 : 0,
      );
      await header.getByRole('button', { name: 'Log in' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login).toBeVisible();
      // Closed as a player would, for the next step's look at the header.
      await closeWithEscape(page, login);
    });

    await test.step("shows the brand's social sign-in buttons", async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
      for (const network of ['Facebook', 'Google', 'Telegram']) {
        const shown = brand.identityProvider.buttons.includes(network.toLowerCase() as never);
        await expect(header.getByRole('button', { name: `Continue with ${network}` })).toHaveCount(
          shown ? 1 : 0,
        );
      }
    });
  });

  test(
    'register opens the register modal',
    ON_BRANDS('lotus'),
    async ({ page, brand, request, simUrl }) => {
      await skipUnlessFlagOn(request, simUrl, brand, 'DIRECTREG3');
      await page.goto(guestPage(brand));
      if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
      await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    },
  );
});

test.describe('header for members', () => {
  test.use({ signedInAs: 'member' });

  test('a member uses the balance, the avatar menu on desktop and phone, then signs out', async ({
    page,
    brand,
  }) => {
    // The avatar picture is broken from the first load on (the fallback step's subject), so no
    // reload is needed for it; the fallback is an avatar image as well for the other steps.
    await page.route('**/sim-assets/avatar/**', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/');

    await test.step('balance with mask (kept across a reload) and refresh; deposit, withdraw and messages', async () => {
      const balance = page.getByRole('group', { name: 'Balance' });
      await expect(balance).toContainText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
      await balance.getByRole('button', { name: 'Hide balance' }).click();
      await expect(balance).toContainText('****');
      await page.reload();
      await expect(page.getByRole('group', { name: 'Balance' })).toContainText('****');
      await page
        .getByRole('group', { name: 'Balance' })
        .getByRole('button', { name: 'Show balance' })
        .click();
      const refreshed = page.waitForRequest((r) => r.url().includes('/wps/v2/wallets/balance'));
      await page
        .getByRole('group', { name: 'Balance' })
        .getByRole('button', { name: 'Refresh balance' })
        .click();
      await refreshed;
      await expect(page.getByRole('group', { name: 'Balance' })).toContainText(/\d\.\d{2}$/);

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
        'href',
        '/member/deposit',
      );
      await expect(header.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
        'href',
        '/member/withdraw',
      );
      await expect(
        header.getByRole('link', { name: /^Messages\. Unread messages: \d+$/ }),
      ).toHaveAttribute('href', '/member/messages');
    });

    await test.step('a broken avatar picture falls back to the brand image', async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('img', { name: /^Avatar of / })).toHaveAttribute(
        'src',
        brand.assets.fallbackAvatar,
      );
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu', { name: 'Account menu' })).toBeHidden();
    });

    await test.step('avatar menu: nickname, rank label, centre links, affiliate link and live chat for a member', async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu', { name: 'Account menu' });
      await expect(page.getByRole('img', { name: /^Avatar of / })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Member Centre' })).toHaveAttribute(
        'href',
        '/member',
      );
      await expect(menu.getByRole('menuitem', { name: 'Account Record' })).toHaveAttribute(
        'href',
        '/member/transactions',
      );
      await expect(menu.getByRole('menuitem', { name: 'Betting Record' })).toHaveAttribute(
        'href',
        '/member/bets',
      );
      await expect(menu.getByRole('menuitem', { name: 'Agent Centre' })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      await expect(menu.getByRole('menuitem', { name: 'Live Chat' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('on a phone the avatar menu has deposit, withdraw and messages', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toBeHidden();
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu', { name: 'Account menu' });
      await expect(menu.getByRole('menuitem', { name: 'Deposit' })).toHaveAttribute(
        'href',
        '/member/deposit',
      );
      await expect(menu.getByRole('menuitem', { name: 'Withdraw' })).toHaveAttribute(
        'href',
        '/member/withdraw',
      );
      await menu.getByRole('menuitem', { name: /^Messages/ }).click();
      await expect(page).toHaveURL(/\/member\/messages$/);
    });

    await test.step('sign out asks first, then leaves to / and keeps the merchant values', async () => {
      // Back on the desktop home, where the sign-out is asked for: the messages' centre closes to it.
      await page.setViewportSize({ width: 1280, height: 720 });
      const centre = page.getByRole('dialog', { name: 'Member Centre' });
      await centre.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(centre).toBeHidden();
      await expect(page).toHaveURL(/\/$/);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Sign out' });
      await expect(dialog).toContainText('Are you sure you want to sign out?');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      const logout = page.waitForRequest(
        (r) => r.url().includes('/wps/session/logout') && r.method() === 'DELETE',
      );
      await page
        .getByRole('alertdialog', { name: 'Sign out' })
        .getByRole('button', { name: 'OK', exact: true })
        .click();
      await logout;
      // Behind the access guard, / sends the guest on to /login.
      await expect(page).toHaveURL(brand.loginedToHomePage ? /\/login$/ : /\/$/);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
      expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toContain(
        brand.merchantCode,
      );
      if (!brand.loginedToHomePage)
        await expect(
          page.getByRole('banner').getByRole('button', { name: 'Log in' }),
        ).toBeVisible();
    });
  });
});

test.describe('header for a trial user', () => {
  test(
    'a trial user sees the member header without member-centre links',
    ON_BRANDS('tiger'),
    async ({ page, brand, request, simUrl, signIn }) => {
      await skipUnlessFlagOn(request, simUrl, brand, 'FREEPLAY3');
      await signIn('trial');
      await page.goto('/');
      await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Member Centre' })).toHaveCount(0);
      await expect(page.getByRole('menuitem', { name: 'Betting Record' })).toHaveCount(0);
    },
  );
});

test.describe('header for an agent', () => {
  test.use({ signedInAs: 'agent' });

  test('an agent gets the agent centre; a rank above 4 gets VIP service', async ({
    page,
    brand,
    browser,
    baseURL,
    request,
    simUrl,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Agent Centre' })).toHaveAttribute(
      'href',
      '/agent',
    );

    const vipContext = await browser.newContext({ baseURL });
    await writeSession(vipContext, brand, await apiSignIn(request, simUrl, brand, 'vip'));
    const vipPage = await vipContext.newPage();
    await vipPage.goto('/');
    await vipPage.getByRole('button', { name: 'Account menu' }).click();
    const service = brand.customerService.vipServiceUrl ? 'VIP Service' : 'Live Chat';
    await expect(vipPage.getByRole('menuitem', { name: service })).toBeVisible();
    await vipContext.close();
  });
});
