import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translation } from '../catalogue';
import { EACH_BRAND, expect, test } from '../fixtures';

/**
 * The page shell: each brand's built index.html holds its header (logo and brand name), the side
 * menu's fixed entries and a loading page, in the brand's default language, before any script runs.
 */
test.describe('the page shell', EACH_BRAND, () => {
  test("the built index.html holds the brand's header and side menu ahead of every script, and paints them without JavaScript", async ({
    browser,
    brand,
    baseURL,
  }) => {
    const home = translation(brand.defaultLang, 'common', 'sideMenu.home');

    await test.step('the file: the shell comes before #root, and no script runs before it', async () => {
      const file = path.resolve(
        import.meta.dirname,
        `../../apps/brand-${brand.code}/dist/index.html`,
      );
      const html = readFileSync(file, 'utf8');
      const body = html.slice(html.indexOf('<body'));
      const shell = body.slice(
        body.indexOf('<div id="wl-shell" inert aria-hidden="true">'),
        body.indexOf('<div id="root">'),
      );
      expect(shell).toContain('<header');
      expect(shell).toContain(`alt="${brand.name}"`);
      expect(shell).toContain('id="side-menu"');
      expect(shell).toContain(`>${home}<`);
      // The body's only script is none: the shell is plain markup; the head's scripts are the
      // deferred module, the brand's JSON data and the shell's theme chooser.
      expect(body.slice(0, body.indexOf('<div id="root">'))).not.toContain('<script');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, text] of scripts)
        expect(
          /type="module"/.test(attributes ?? '') ||
            /type="application\/json"/.test(attributes ?? '') ||
            (text ?? '').includes('data-shell'),
        ).toBe(true);
      expect(html).toMatch(/<style id="wl-shell-style">[^<]+<\/style>/);
    });

    await test.step('the page without JavaScript: the header with the brand name, the menu with Home', async () => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const page = await context.newPage();
        await page.goto('/');
        // The shell is inert (a picture of the page until the app takes over): found by its markup.
        const shell = page.locator('#wl-shell[inert]');
        await expect(shell.locator(`header img[alt="${brand.name}"]`)).toBeVisible();
        await expect(shell.locator('nav#side-menu a[href="/"]')).toHaveText(home);
      } finally {
        await context.close();
      }
    });
  });
});
