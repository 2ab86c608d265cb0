// The built brands served by a real nginx with the generated configuration, the platform simulator as
// its upstream: headers, nonces, deep links, caching, compression, the proxy, Chromium loading each
// home with no CSP violation, and a 30-brand farm's configuration serving every brand.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startServer, type RunningServer } from '@wl/platform-sim';
import { createFarm, growFarm, removeFarm } from '@wl/scripts/farm';
import {
  contentSecurityPolicy,
  sitemapPages,
  stampBrandDist,
  TEMPLATE_FILE,
} from '@wl/vite-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceBrands } from './deploy';
import { startNginx, type RunningNginx } from './runNginx';
import { get, headerNonce, scriptNonces } from './testing';

const brands = workspaceBrands();
let sim: RunningServer;
let nginx: RunningNginx;

beforeAll(async () => {
  for (const { root, brand } of brands)
    if (!existsSync(path.join(root, 'index.html')))
      throw new Error(`brand ${brand.code} is not built (${root}): run pnpm build first`);
  sim = await startServer({ port: 0, dbPath: ':memory:', devEndpoints: false });
  nginx = await startNginx({ brands, upstream: [new URL(sim.url).host], simulator: true });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await sim?.close();
});

describe.each(brands.map((deployed) => [deployed.brand.code, deployed] as const))(
  'nginx serves %s',
  (_code, { brand, root }) => {
    const domain = brand.domains![0]!;
    const page = (pathname = '/', headers: Record<string, string> = {}) =>
      get(nginx.port, domain, pathname, headers);

    it('its page on each of its domains, with the security headers and a fresh nonce in the header and every script', async () => {
      for (const host of brand.domains!) {
        const answer = await get(nginx.port, host, '/');
        expect(answer.status).toBe(200);
        expect(answer.text).toContain(`"code":"${brand.code}"`);
      }
      const [first, second] = [await page(), await page()];
      for (const answer of [first, second]) {
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['referrer-policy']).toBe('no-referrer');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        const nonce = headerNonce(answer);
        expect(nonce).toMatch(/^[0-9a-f]{32}$/);
        // The header is the policy `vite preview` sends, with this response's nonce.
        expect(answer.headers['content-security-policy']).toBe(
          contentSecurityPolicy({ nonce: nonce! }),
        );
        const scripts = scriptNonces(answer.text);
        expect(scripts.length).toBeGreaterThanOrEqual(2);
        expect(new Set(scripts)).toEqual(new Set([nonce]));
        expect(answer.text).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      }
      expect(headerNonce(first)).not.toBe(headerNonce(second));
    });

    it('the app on a deep link, its canonical URL naming that page, and the page compressed', async () => {
      const deep = await page('/rng?page=2', { 'accept-encoding': 'gzip' });
      expect(deep.status).toBe(200);
      expect(deep.headers['content-encoding']).toBe('gzip');
      const html = gunzipSync(deep.body).toString('utf8');
      expect(html).toContain(`"code":"${brand.code}"`);
      expect(html).toContain(`<link rel="canonical" href="https://${domain}/rng" />`);
      expect(html).toContain(`<meta property="og:url" content="https://${domain}/rng" />`);
      expect((await page('/member/deposit')).text).toContain('id="wl-brand"');
    });

    it('hashed assets immutable for a year, sent precompressed; a missing one is a 404, not the app', async () => {
      const entry = /<script [^>]*type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
        (await page()).text,
      )?.[1];
      expect(entry).toBeDefined();
      const compressed = await page(entry!, { 'accept-encoding': 'gzip' });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(compressed.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.body.equals(readFileSync(path.join(root, `${entry}.gz`)))).toBe(true);
      const plain = await page(entry!);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(readFileSync(path.join(root, entry!)))).toBe(true);
      expect((await page('/assets/gone-0000.js')).status).toBe(404);
      expect((await page('/logo-that-is-not-there.svg')).status).toBe(404);
    });

    it('a real robots.txt and sitemap.xml, the manifest and the service worker, asked again before use', async () => {
      const robots = await page('/robots.txt');
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.text).toContain(`Sitemap: https://${domain}/sitemap.xml`);
      const sitemap = await page('/sitemap.xml');
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      for (const listed of sitemapPages(brand))
        expect(sitemap.text).toContain(`<loc>https://${domain}${listed}</loc>`);
      const manifest = await page('/manifest.webmanifest');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(JSON.parse(manifest.text)).toMatchObject({ name: brand.name, display: 'standalone' });
      const worker = await page('/sw.js');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
      const offline = await page(`/offline/${brand.defaultLang.toLowerCase()}.html`);
      expect(offline.status).toBe(200);
      expect(offline.headers['content-security-policy']).toBe(contentSecurityPolicy({}));
    });

    it('the platform API through the upstream', async () => {
      const status = await page('/wps/system/status', { merchant: brand.merchantCode });
      expect(status.status).toBe(200);
      expect(JSON.parse(status.text)).toMatchObject({ success: true });
      expect(status.headers['x-content-type-options']).toBe('nosniff');
    });
  },
);

describe('in Chromium through nginx', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
  });
  afterAll(() => browser?.close());

  it.each(brands.map(({ brand }) => [brand.code, brand] as const))(
    "%s's home loads with no CSP violation",
    async (_code, brand) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation(text: string): void }).reportViolation(
            `${event.effectiveDirective} ${event.blockedURI}`,
          ),
        ),
      );
      // Chromium sends *.localhost to this machine: the brand's own (local) domain, nginx's port.
      await page.goto(`http://${brand.domains![0]}:${nginx.port}/`);
      const landing = brand.loginedToHomePage
        ? page.getByRole('button', { name: 'Log in', exact: true })
        : page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Slots' });
      await landing.first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('load');
      expect(violations).toEqual([]);
      await context.close();
    },
  );
});

describe('a 30-brand farm', () => {
  it("gets a configuration from the farm's brands that serves every one of them", async () => {
    const farm = createFarm({ dir: mkdtempSync(path.join(tmpdir(), 'wl-nginx-farm-')) });
    const dists = mkdtempSync(path.join(tmpdir(), 'wl-nginx-farm-dist-'));
    let farmNginx: RunningNginx | undefined;
    try {
      growFarm(farm, 30);
      // Every farm brand stamped into the shared bundle of the first real brand's build.
      const built = brands[0]!;
      const appDir = path.dirname(built.root);
      const template = readFileSync(path.join(appDir, 'build-meta', TEMPLATE_FILE), 'utf8');
      for (const code of farm.brands)
        await stampBrandDist({
          template,
          assetsDir: path.join(built.root, 'assets'),
          publicDir: path.join(farm.dir, 'apps', `brand-${code}`, 'public'),
          outDir: path.join(dists, code),
          brandFile: path.join(farm.dir, 'brands', `${code}.json`),
        });
      const farmBrands = workspaceBrands(farm.dir, { distRoot: dists });
      expect(farmBrands).toHaveLength(30);
      farmNginx = await startNginx({ brands: farmBrands, upstream: [new URL(sim.url).host] });
      for (const { brand } of farmBrands) {
        const answer = await get(farmNginx.port, brand.domains![0]!, '/');
        expect(answer.status, brand.code).toBe(200);
        expect(answer.text).toContain(`"code":"${brand.code}"`);
        expect(answer.text).toContain(`<title>${brand.name}</title>`);
        expect(new Set(scriptNonces(answer.text))).toEqual(new Set([headerNonce(answer)]));
      }
    } finally {
      await farmNginx?.stop();
      removeFarm(farm);
      rmSync(dists, { recursive: true, force: true });
    }
  }, 120_000);
});
