import type { Brand } from '@wl/brand-config';
import { EACH_BRAND, ON_BRANDS, expect, test } from '../fixtures';
import { expectHome, logInToHome } from '../support';

const hasPopups = (brand: Brand) => brand.announcement.types.includes('PU');

test.describe('public announcement', () => {
  test.beforeEach(({ page }) => {
    // Sanitised HTML never runs script: any alert() from announcement content fails the test.
    page.on('dialog', (dialog) => {
      throw new Error(`announcement HTML opened a browser dialog: ${dialog.message()}`);
    });
  });

  test('a guest sees the popups on load; closed, it stays closed while browsing', async ({
    page,
    brand,
  }) => {
    test.skip(brand.loginedToHomePage, 'guests of this brand only reach /login and /register');
    test.skip(!hasPopups(brand), 'the brand does not ask for popup announcements');
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

  test('never on the register routes', async ({ page }) => {
    for (const path of ['/register', '/register.html']) {
      await page.goto(path);
      await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Announcements' })).toHaveCount(0);
    }
  });

  test(
    'after login it shows with the reward centre; closed, it stays closed for the session',
    ON_BRANDS('lotus'),
    async ({ page, brand }) => {
      test.skip(!hasPopups(brand), 'the brand does not ask for popup announcements');
      await logInToHome(page);
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await expect(dialog.getByRole('button', { name: 'Go to the rewards centre' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('publicityClose')))
        .toContain('true');
      await page.reload();
      await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
      await expectHome(page);
      await expect(dialog).toHaveCount(0);
    },
  );

  test(
    'the reward centre button takes a member there',
    ON_BRANDS('lotus'),
    async ({ page, brand }) => {
      test.skip(!hasPopups(brand), 'the brand does not ask for popup announcements');
      await logInToHome(page);
      await page
        .getByRole('dialog', { name: 'Announcements' })
        .getByRole('button', { name: 'Go to the rewards centre' })
        .click();
      await expect(page).toHaveURL(/\/member\/rewards$/);
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
