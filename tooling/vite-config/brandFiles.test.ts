import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadBrand, type Brand } from '@wl/brand-config';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBrandFiles } from './brandFiles';
import { shortName, webManifest } from './pwa';
import { robotsTxt, seoHeadTags, sitemapXml } from './seo';

const brandsDir = path.resolve(import.meta.dirname, '../../brands');
const appsDir = path.resolve(import.meta.dirname, '../../apps');
const tiger = loadBrand(path.join(brandsDir, 'tiger.json'));
const lotus = loadBrand(path.join(brandsDir, 'lotus.json'));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A built brand's dist: a bundle file, the brand app's logo and an index.html. */
function dist(code: string, brand: Brand): { outDir: string; brandFile: string } {
  const outDir = mkdtempSync(path.join(tmpdir(), 'wl-brand-files-'));
  dirs.push(outDir);
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>x</title>');
  readdirSync(path.join(appsDir, `brand-${code}`, 'public')).forEach((file) =>
    writeFileSync(
      path.join(outDir, file),
      readFileSync(path.join(appsDir, `brand-${code}`, 'public', file)),
    ),
  );
  const assets = path.join(outDir, 'assets');
  mkdirSync(assets);
  writeFileSync(
    path.join(assets, 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  const brandFile = path.join(outDir, '..', `${path.basename(outDir)}.json`);
  writeFileSync(brandFile, JSON.stringify(brand));
  dirs.push(brandFile);
  return { outDir, brandFile };
}

describe('what search engines read', () => {
  it('a description, canonical URL, Open Graph and Twitter tags from the brand file', () => {
    const tags = seoHeadTags(tiger);
    expect(tags).toContain(`<meta name="description" content="${tiger.description!}" />`);
    expect(tags).toContain('<link rel="canonical" href="https://tiger.localhost/" />');
    expect(tags).toContain('<meta property="og:title" content="Tiger Bet" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://tiger.localhost/icons/icon-512.png" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(seoHeadTags({ ...tiger, name: 'A "B" <C>' })).toContain(
      'content="A &#34;B&#34; &#60;C&#62;"',
    );
  });

  it('robots.txt keeps crawlers out of the player pages and names the sitemap of the public pages', () => {
    expect(robotsTxt(tiger)).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robotsTxt(tiger)).toContain('Disallow: /member\n');
    expect(robotsTxt(tiger)).toContain('Sitemap: https://tiger.localhost/sitemap.xml');
    expect(sitemapXml(tiger)).toContain('<loc>https://tiger.localhost/rng</loc>');
    // A brand behind the access guard lists only what a guest may open.
    expect(sitemapXml(lotus)).toContain('<loc>https://lotus.localhost/login</loc>');
    expect(sitemapXml(lotus)).not.toContain('/rng');
    expect(sitemapXml({ ...tiger, domains: undefined })).toBeUndefined();
  });
});

describe('the installable app', () => {
  it('a manifest from the brand file', () => {
    expect(webManifest(tiger)).toMatchObject({
      name: 'Tiger Bet',
      short_name: 'Tiger Bet',
      start_url: '/',
      display: 'standalone',
      theme_color: '#111111',
    });
    expect(shortName('Lucky Dragon Palace')).toBe('Lucky');
  });

  it('writes icons from the logo, offline pages in its languages, a worker that precaches the bundle but no page, and .gz files', async () => {
    const { outDir, brandFile } = dist('tiger', tiger);
    await writeBrandFiles({ outDir, brandFile });
    for (const [file, size] of [
      ['icons/icon-192.png', 192],
      ['icons/icon-512.png', 512],
      ['icons/icon-maskable-512.png', 512],
      ['icons/apple-touch-icon.png', 180],
    ] as const) {
      const png = readFileSync(path.join(outDir, file));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
    const arabic = readFileSync(path.join(outDir, 'offline/ar.html'), 'utf8');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<h1>أنت غير متصل بالإنترنت</h1>');
    expect(arabic).not.toMatch(/<script|style=/);
    expect(readdirSync(path.join(outDir, 'offline')).sort()).toEqual([
      'ar.html',
      'en.html',
      'ko.html',
      'offline.css',
      'th.html',
      'vi.html',
    ]);
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain('{"url":"/assets/index-abc123.js","revision":null}');
    expect(worker).toMatch(/\{"url":"\/offline\/ko\.html","revision":"[0-9a-f]+"\}/);
    expect(worker).not.toContain('"url":"/index.html"');
    expect(worker).toContain('["EN","VI","TH","KO","AR"]');
    expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe(robotsTxt(tiger));
    const gz = path.join(outDir, 'assets/index-abc123.js.gz');
    expect(gunzipSync(readFileSync(gz))).toEqual(
      readFileSync(path.join(outDir, 'assets/index-abc123.js')),
    );
    expect(readdirSync(outDir)).not.toContain('index.html.gz');
  });

  it('leaves the texts of languages the brand does not offer out of the precache, English kept', async () => {
    const { outDir, brandFile } = dist('tiger', tiger);
    const metaDir = mkdtempSync(path.join(tmpdir(), 'wl-brand-meta-'));
    dirs.push(metaDir);
    const chunk = (code: string) => `assets/common-${code.toLowerCase()}.js`;
    for (const code of ['EN', 'KO', 'BN', 'PT-BR'])
      writeFileSync(path.join(outDir, chunk(code)), `export default ${JSON.stringify(code)};\n`);
    writeFileSync(
      path.join(metaDir, 'manifest.json'),
      JSON.stringify(
        Object.fromEntries(
          ['EN', 'KO', 'BN', 'PT-BR'].map((code) => [
            `packages/i18n/src/locales/${code}/common.json`,
            { file: chunk(code) },
          ]),
        ),
      ),
    );
    await writeBrandFiles({ outDir, brandFile, metaDir });
    const worker = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
    expect(worker).toContain('"/assets/common-en.js"');
    expect(worker).toContain('"/assets/common-ko.js"');
    expect(worker).not.toContain('"/assets/common-bn.js"');
    expect(worker).not.toContain('"/assets/common-pt-br.js"');
  });
});
