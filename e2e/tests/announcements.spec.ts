import type { Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { EACH_BRAND, ON_BRANDS, expect, test } from '../fixtures';
import {
  PLAYER,
  closeAnnouncement,
  completeSlider,
  expectHome,
  fillLoginForm,
  logInToHome,
  submitLogin,
} from '../support';

const hasPopups = (brand: Brand) => brand.announcement.types.includes('PU');

/**
 * Signs the member out by the account menu and logs in again on the page already open: on /login
 * where the access guard sends a guest, else in the header's login modal.
 */
async function signOutAndLogInAgain(page: Page, brand: Brand) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page
    .getByRole('alertdialog', { name: 'Sign out' })
    .getByRole('button', { name: 'OK', exact: true })
    .click();
  if (brand.loginedToHomePage) {
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page);
  } else {
    // Home after the sign-out is a guest's first sight of it in this page load: the popups come up.
    await closeAnnouncement(page, brand);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await fillLoginForm(login, PLAYER.username, PLAYER.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await completeSlider(page);
    await expect(login).toBeHidden();
  }
  await expect(page).toHaveURL(/\/$/);
}

test.describe('public announcement', () => {
  test.beforeEach(({ page }) => {
    // Sanitised HTML never runs script: any alert() from announcement content fails the test.
    page.on('dialog', (dialog) => {
      throw new Error(`announcement HTML opened a browser dialog: ${dialog.message()}`);
    });
  });

  test('a guest sees the popups on home, and never on the register routes', async ({
    page,
    brand,
  }) => {
    await test.step('a guest sees the popups on load; closed, it stays closed while browsing', async () => {
      // Only this step is about the popups: the register routes are checked for every brand.
      if (brand.loginedToHomePage || !hasPopups(brand)) return;
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await expect(
        dialog.getByRole('heading', { level: 3, name: 'Welcome to the site' }).first(),
      ).toBeVisible();
      await expect(
        dialog.getByRole('heading', { level: 3, name: 'Lucky draw this Friday' }).first(),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Go to the rewards centre' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
      // Client-side navigation away and back: no second popup in this page load.
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Home' })
        .click();
      await expectHome(page);
      await expect(dialog).toHaveCount(0);
    });

    await test.step('never on the register routes', async () => {
      // Typed addresses, each a fresh load: a guest's closed popup opens again on the next load.
      for (const path of ['/register', '/register.html']) {
        await page.goto(path);
        await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
      }
    });
  });

  test(
    'after login it shows with the reward centre, once per login',
    ON_BRANDS('lotus'),
    async ({ page, brand }) => {
      test.skip(!hasPopups(brand), 'the brand does not ask for popup announcements');
      await logInToHome(page);
      const dialog = page.getByRole('dialog', { name: 'Announcements' });

      await test.step('after login it shows with the reward centre; closed, it stays closed for the session', async () => {
        await expect(
          dialog.getByRole('button', { name: 'Go to the rewards centre' }),
        ).toBeVisible();
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await expect(dialog).toBeHidden();
        await expect
          .poll(() => page.evaluate(() => sessionStorage.getItem('publicityClose')))
          .toContain('true');
        await page.reload();
        await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
        await expectHome(page);
        await expect(dialog).toHaveCount(0);
      });

      await test.step('the reward centre button takes a member there', async () => {
        // The next login brings the popup up again: sign out and log in on the same page.
        await signOutAndLogInAgain(page, brand);
        await dialog.getByRole('button', { name: 'Go to the rewards centre' }).click();
        await expect(page).toHaveURL(/\/member\/rewards$/);
      });
    },
  );
});

test.describe('notice list', EACH_BRAND, () => {
  test('opens from the header: titles on the left, sanitised detail on the right', async ({
    page,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`notice HTML opened a browser dialog: ${dialog.message()}`);
    });
    await page.goto('/register');
    await page.getByRole('banner').getByRole('button', { name: 'Announcements' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notice list' });
    const titles = dialog.getByRole('navigation', { name: 'Notice list' }).getByRole('button');
    await expect(titles.first()).toBeVisible();
    expect(await titles.count()).toBeLessThanOrEqual(9);
    // 'New payment channel' (type B, every brand) carries script, an onerror image and a javascript: link.
    await titles.filter({ hasText: 'New payment channel' }).click();
    await expect(
      dialog.getByRole('heading', { level: 3, name: 'New payment channel' }),
    ).toBeVisible();
    await expect(dialog.getByText('Welcome bonus details inside.')).toBeVisible();
    await expect(dialog.locator('script')).toHaveCount(0);
    await expect(dialog.locator('[onerror]')).toHaveCount(0);
    await expect(dialog.getByText('claim')).toBeVisible();
    await expect(dialog.locator('a[href^="javascript:"]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
