import { ON_BRANDS, expect, test } from '../fixtures';
import { submitLogin } from '../support';

test.describe('access guard (loginedToHomePage)', () => {
  test(
    'a guest reaches only the exempt routes, is sent to /login elsewhere, and logs in to home',
    ON_BRANDS('lotus'),
    async ({ page, brand }) => {
      test.skip(!brand.loginedToHomePage, 'this brand has no access guard');
      // Every address is typed (a fresh load): the guard's subject is where a typed address lands.

      await test.step('the exempt routes stay reachable for a guest', async () => {
        for (const path of ['/register', '/register.html', '/helpmc', '/download', '/login']) {
          await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
          if (path === '/register')
            await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
        }
      });

      await test.step('a guest is sent to /login from home and other pages', async () => {
        // Home last: the next step logs in from where it sent the guest.
        for (const path of ['/index.html', '/promotions', '/member/deposit', '/']) {
          await page.goto(path);
          await expect(page).toHaveURL(/\/login$/);
        }
        await expect(page.getByRole('textbox', { name: /Username/ })).toBeVisible();
      });

      await test.step('after logging in, home opens', async () => {
        await expect(page).toHaveURL(/\/login$/);
        await submitLogin(page);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
      });
    },
  );

  test('brands without the guard let guests browse', async ({ page, brand }) => {
    test.skip(brand.loginedToHomePage, 'this brand guards its pages');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
