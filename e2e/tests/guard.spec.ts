import { ON_BRANDS, expect, test } from '../fixtures';
import { submitLogin } from '../support';

test.describe('access guard (loginedToHomePage)', () => {
  test(
    'a guest is sent to /login from home and other pages',
    ON_BRANDS('lotus'),
    async ({ page, brand }) => {
      test.skip(!brand.loginedToHomePage, 'this brand has no access guard');
      for (const path of ['/', '/index.html', '/promotions', '/member/deposit']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/login$/);
      }
      await expect(page.getByRole('textbox', { name: /Username/ })).toBeVisible();
    },
  );

  test(
    'the exempt routes stay reachable for a guest',
    ON_BRANDS('lotus'),
    async ({ page, brand }) => {
      test.skip(!brand.loginedToHomePage, 'this brand has no access guard');
      for (const path of ['/register', '/register.html', '/helpmc', '/download', '/login']) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
      }
      await page.goto('/register');
      await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
    },
  );

  test('after logging in, home opens', ON_BRANDS('lotus'), async ({ page, brand }) => {
    test.skip(!brand.loginedToHomePage, 'this brand has no access guard');
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
  });

  test('brands without the guard let guests browse', async ({ page, brand }) => {
    test.skip(brand.loginedToHomePage, 'this brand guards its pages');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
