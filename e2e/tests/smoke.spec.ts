import type { Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { EACH_BRAND, expect, test } from '../fixtures';
import { closeAnnouncement, expectHome, submitLogin } from '../support';

/**
 * Home as a player reaches it: behind the access guard (loginedToHomePage) by logging in first; then
 * the popup announcement (brands that ask for PU popups show it on load and after login) is closed.
 */
async function openHome(page: Page, brand: Brand) {
  await page.goto('/');
  if (brand.loginedToHomePage) {
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page);
  }
  await expect(page).toHaveURL(/\/$/);
  await closeAnnouncement(page, brand);
}

test.describe('brand smoke', EACH_BRAND, () => {
  test('serves the brand: title, logo, theme colours and languages', async ({ page, brand }) => {
    await openHome(page, brand);
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
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const hex = brand.theme[mode].background ?? '';
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(background).toBe(`rgb(${r}, ${g}, ${b})`);

    const picker = page.getByRole('combobox', { name: 'Language' });
    await expect(picker.getByRole('option')).toHaveCount(brand.supportLanguages.length);
  });

  test('switches theme and remembers it across a reload', async ({ page, brand }) => {
    await openHome(page, brand);
    const other = brand.theme.defaultMode === 'dark' ? 'light' : 'dark';
    await page.getByRole('button', { name: /Switch theme/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  });

  test('keeps the chosen language in localStorage', async ({ page, brand }) => {
    const second = brand.supportLanguages.find((code) => code !== brand.defaultLang);
    expect(second, 'every shipped brand offers more than one language').toBeDefined();
    await openHome(page, brand);
    await page.getByRole('combobox', { name: 'Language' }).selectOption(second!);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(second);
    await page.reload();
    await expect(page.getByRole('combobox')).toHaveValue(second!);
  });

  test('legacy home paths land on home; unknown paths show not found', async ({ page, brand }) => {
    await openHome(page, brand);
    await page.goto('/index.html');
    await expect(page).toHaveURL(/\/$/);
    await expectHome(page);
    await page.goto('/no-such-page');
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });
});
