import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBrand } from '@wl/brand-config';
import { startNginx, type DeployedBrand, type RunningNginx } from '@wl/deploy';
import { stampBrandDist, TEMPLATE_FILE } from '@wl/vite-config';
import { SIM_PORT } from '../brands';
import { translation } from '../catalogue';
import { expect, test } from '../fixtures';
import { closeAnnouncement } from '../support';

const appDir = path.resolve(import.meta.dirname, '../../apps/brand-aurora');
const brandFile = path.resolve(import.meta.dirname, '../../brands/aurora.json');

// The built brand as production serves it (nginx with the generated configuration, the suite's
// simulator behind /wps and /lgw), from a copy of its build, so a new deploy can replace it.
test.describe('the installable app', () => {
  // The suite blocks service workers (playwright.config.ts); this walk is about them.
  test.use({ serviceWorkers: 'allow' });

  let work: string;
  let nginx: RunningNginx | undefined;
  const serve = async (root: string, port?: number) => {
    const deployed: DeployedBrand = {
      brand: loadBrand(path.join(root, '..', 'brand.json')),
      file: brandFile,
      root,
    };
    nginx = await startNginx(
      { brands: [deployed], upstream: [`127.0.0.1:${SIM_PORT}`], simulator: true },
      port === undefined ? {} : { port },
    );
    return nginx;
  };

  test.beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'wl-pwa-'));
  });
  test.afterEach(async () => {
    await nginx?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  test('registers its service worker, shows the offline page in the player language, offers a new deploy', async ({
    page,
    brand,
  }) => {
    const first = path.join(work, 'v1', 'dist');
    cpSync(path.join(appDir, 'dist'), first, { recursive: true });
    cpSync(brandFile, path.join(work, 'v1', 'brand.json'));
    const { port } = await serve(first);
    const home = `http://${brand.domains![0]}:${port}/`;

    await test.step('the built brand registers its service worker, which takes the page', async () => {
      await page.goto(home);
      await closeAnnouncement(page, brand);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
        .toBe(`${home}sw.js`);
    });

    await test.step('offline, a page is the offline page in the language the player chose', async () => {
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'বাংলা' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const entry = await (await caches.open('wl-player')).match('/__wl/player-language');
            return entry ? entry.text() : null;
          }),
        )
        .toBe('BN');
      // The network is gone: the host no longer answers.
      await nginx!.stop();
      nginx = undefined;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translation('BN', 'pwa', 'offline.title'),
      );
      await expect(
        page.getByRole('link', { name: translation('BN', 'pwa', 'offline.retry') }),
      ).toHaveAttribute('href', '/');
    });

    await test.step('after a rebuild, the open site offers the new version and Reload brings it', async () => {
      // The brand team renames the brand and rebuilds: the same bundle, the brand stamped anew.
      const second = path.join(work, 'v2', 'dist');
      const renamed = { ...JSON.parse(readFileSync(brandFile, 'utf8')), name: 'Aurora Casino' };
      mkdirSync(path.join(work, 'v2'));
      writeFileSync(path.join(work, 'v2', 'brand.json'), JSON.stringify(renamed));
      await stampBrandDist({
        template: readFileSync(path.join(appDir, 'build-meta', TEMPLATE_FILE), 'utf8'),
        assetsDir: path.join(first, 'assets'),
        publicDir: path.join(appDir, 'public'),
        outDir: second,
        brandFile: path.join(work, 'v2', 'brand.json'),
      });
      await serve(second, port);
      await page.goto(home);
      const banner = page.getByRole('status').filter({ hasText: 'Aurora Casino' });
      await expect(banner).toBeVisible();
      await banner.getByRole('button').click();
      await expect(banner).toBeHidden();
      await expect(page).toHaveTitle('Aurora Casino');
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting === null && navigator.serviceWorker.controller !== null;
          }),
        )
        .toBe(true);
    });
  });
});
