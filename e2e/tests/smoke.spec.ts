import type { Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { EACH_BRAND, ON_BRANDS, expect, test } from '../fixtures';
import type { ApiSession, Role } from '../session';
import { closeAnnouncement, expectHome } from '../support';

/**
 * Home as a player reaches it: behind the access guard (loginedToHomePage) signed in by API first (the
 * after-login popup already seen); a guest's popup announcement (PU brands) is closed.
 */
async function openHome(page: Page, brand: Brand, signIn: (role: Role) => Promise<ApiSession>) {
  if (brand.loginedToHomePage) await signIn('member');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
}

test.describe('brand smoke', () => {
  test(
    'home serves the brand, and the language chosen on it is kept',
    EACH_BRAND,
    async ({ signIn, page, brand }) => {
      await openHome(page, brand, signIn);

      await test.step('serves the brand: title, logo, theme colours and languages', async () => {
        await expect(page).toHaveTitle(brand.name);
        const logo = page.getByRole('banner').getByRole('img', { name: brand.name });
        await expect(logo).toBeVisible();
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await expectHome(page);

        const mode = brand.theme.defaultMode;
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const primary = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--wl-color-primary').trim(),
        );
        expect(primary.toLowerCase()).toBe(brand.theme[mode].primary?.toLowerCase());
        const background = await page.evaluate(
          () => getComputedStyle(document.body).backgroundColor,
        );
        const hex = brand.theme[mode].background ?? '';
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
        expect(background).toBe(`rgb(${r}, ${g}, ${b})`);

        const picker = page.getByRole('combobox', { name: 'Language' });
        await expect(picker.getByRole('option')).toHaveCount(brand.supportLanguages.length);
      });

      await test.step('keeps the chosen language in localStorage', async () => {
        const second = brand.supportLanguages.find((code) => code !== brand.defaultLang);
        expect(second, 'every shipped brand offers more than one language').toBeDefined();
        await page.getByRole('combobox', { name: 'Language' }).selectOption(second!);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(second);
        await page.reload();
        await expect(page.getByRole('combobox')).toHaveValue(second!);
      });
    },
  );

  test.describe('with motion', () => {
    // The switch must not animate even where the player allows motion.
    test.use({ contextOptions: { reducedMotion: 'no-preference' } });

    test(
      'switches theme at once, without colour transitions, and remembers it across a reload',
      ON_BRANDS('lotus'),
      async ({ signIn, page, brand }) => {
        await openHome(page, brand, signIn);
        const other = brand.theme.defaultMode === 'dark' ? 'light' : 'dark';
        // The click is dispatched: a pointer on the button starts its own hover and press feedback,
        // which is not the theme's and would still be running when the transitions are counted.
        await page.getByRole('button', { name: /Switch theme/ }).dispatchEvent('click');
        await expect(page.locator('html')).toHaveAttribute('data-theme', other);
        // No element fades between the themes: the page never shows both themes' colours mixed.
        const transitions = await page.evaluate(
          () =>
            document.getAnimations().filter((animation) => animation instanceof CSSTransition)
              .length,
        );
        expect(transitions).toBe(0);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      },
    );
  });

  test(
    'legacy home paths land on home; unknown paths show not found',
    ON_BRANDS('lotus'),
    async ({ signIn, page, brand }) => {
      // The typed legacy address is the first load: home itself is the brand test's.
      if (brand.loginedToHomePage) await signIn('member');
      await page.goto('/index.html');
      await expect(page).toHaveURL(/\/$/);
      if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
      await expectHome(page);
      await page.goto('/no-such-page');
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    },
  );
});
