import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { defineBrandAppConfig } from './index';
import {
  BRAND_ELEMENT_ID,
  cacheEntry,
  siteBundleKey,
  stampIndexHtml,
  waitForTurn,
} from './siteBundle';

const realBrands = path.resolve(import.meta.dirname, '../../brands');

/** A workspace with two thin brand apps whose main module only shows its brand's name. */
function makeWorkspace(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'wl-site-bundle-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  mkdirSync(path.join(root, 'brands'));
  for (const file of ['schema.json', 'aurora.json', 'lotus.json'])
    cpSync(path.join(realBrands, file), path.join(root, 'brands', file));
  write(
    'packages/site/src/index.js',
    'export const greet = (brand) => `Welcome to ${brand.name}`;\n',
  );
  write('pnpm-lock.yaml', "lockfileVersion: '9.0'\n");
  for (const code of ['aurora', 'lotus']) {
    const app = `apps/brand-${code}`;
    write(
      `${app}/package.json`,
      JSON.stringify({ name: `@wl/brand-${code}`, dependencies: { '@wl/site': 'workspace:*' } }),
    );
    write(
      `${app}/index.html`,
      '<!doctype html><html lang="%BRAND_LANG%"><head><title>%BRAND_NAME%</title><link rel="icon" href="%BRAND_FAVICON%" /></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>\n',
    );
    write(
      `${app}/src/main.js`,
      "import brand from 'virtual:wl-brand';\nimport { greet } from '../../../packages/site/src/index.js';\n" +
        "document.getElementById('root').textContent = greet(brand);\n",
    );
    write(`${app}/public/logo.svg`, `<svg><text>${code}</text></svg>\n`);
  }
  return root;
}

async function buildBrand(root: string, code: string) {
  const configFn = defineBrandAppConfig({
    brand: code,
    root: path.join(root, 'apps', `brand-${code}`),
  });
  const config = await configFn({
    command: 'build',
    mode: 'production',
    isPreview: false,
    isSsrBuild: false,
  });
  await build({ ...(config as InlineConfig), configFile: false, logLevel: 'silent' });
}

const appFile = (root: string, code: string, file: string) =>
  path.join(root, 'apps', `brand-${code}`, file);
const assetsOf = (root: string, code: string) =>
  readdirSync(appFile(root, code, 'dist/assets')).sort();

describe('brand builds share one brand-agnostic site bundle', () => {
  let root: string;
  beforeEach(() => {
    root = makeWorkspace();
  });
  afterEach(() => {
    delete process.env.WL_SITE_BUNDLE_CACHE;
    rmSync(root, { recursive: true, force: true });
  });

  test('the second brand gets the same files as the first, with its own brand in index.html and its own public assets', async () => {
    await buildBrand(root, 'aurora');
    await buildBrand(root, 'lotus');

    expect(assetsOf(root, 'lotus')).toEqual(assetsOf(root, 'aurora'));
    const html = readFileSync(appFile(root, 'lotus', 'dist/index.html'), 'utf8');
    expect(html).toContain('<title>Lotus Club</title>');
    expect(html).toContain('lang="en"');
    const data = /<script type="application\/json" id="wl-brand">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({ code: 'lotus', merchantCode: 'LTS88' });
    expect(readFileSync(appFile(root, 'lotus', 'dist/logo.svg'), 'utf8')).toContain('lotus');
    // The code itself names no brand: it reads the one in the page.
    const entry = assetsOf(root, 'lotus').find((file) => file.startsWith('index-'));
    const code = readFileSync(appFile(root, 'lotus', `dist/assets/${entry}`), 'utf8');
    expect(code).not.toMatch(/Lotus Club|Aurora Play/);
    expect(code).toContain(`getElementById("${BRAND_ELEMENT_ID}")`);
  });

  test('maps, manifest and chunk stats are kept in build-meta, out of the served dist', async () => {
    await buildBrand(root, 'aurora');
    await buildBrand(root, 'lotus');
    for (const code of ['aurora', 'lotus']) {
      expect(assetsOf(root, code).some((file) => file.endsWith('.map'))).toBe(false);
      expect(existsSync(appFile(root, code, 'dist/.vite'))).toBe(false);
      expect(
        readdirSync(appFile(root, code, 'build-meta/sourcemaps/assets')).some((file) =>
          file.endsWith('.js.map'),
        ),
      ).toBe(true);
      const stats = JSON.parse(readFileSync(appFile(root, code, 'build-meta/chunks.json'), 'utf8'));
      const entry = stats.chunks.find((chunk: { isEntry: boolean }) => chunk.isEntry);
      expect(entry.modules.map((module: { id: string }) => module.id)).toContain(
        'packages/site/src/index.js',
      );
      expect(
        JSON.parse(readFileSync(appFile(root, code, 'build-meta/manifest.json'), 'utf8'))[
          'index.html'
        ].isEntry,
      ).toBe(true);
    }
    const js = assetsOf(root, 'aurora').filter((file) => file.endsWith('.js'));
    for (const file of js)
      expect(readFileSync(appFile(root, 'aurora', `dist/assets/${file}`), 'utf8')).not.toContain(
        'sourceMappingURL',
      );
  });

  test('a change in a workspace package makes the next brand build bundle again', async () => {
    await buildBrand(root, 'aurora');
    writeFileSync(
      path.join(root, 'packages/site/src/index.js'),
      'export const greet = (brand) => `Hello from ${brand.name}`;\n',
    );
    await buildBrand(root, 'lotus');

    expect(assetsOf(root, 'lotus')).not.toEqual(assetsOf(root, 'aurora'));
    const entry = assetsOf(root, 'lotus').find((file) => file.startsWith('index-'));
    expect(readFileSync(appFile(root, 'lotus', `dist/assets/${entry}`), 'utf8')).toContain(
      'Hello from',
    );
  });

  test('WL_SITE_BUNDLE_CACHE=off bundles every brand and stores nothing', async () => {
    process.env.WL_SITE_BUNDLE_CACHE = 'off';
    await buildBrand(root, 'aurora');
    expect(existsSync(path.join(root, 'node_modules/.cache/wl-site-bundle'))).toBe(false);
    expect(readFileSync(appFile(root, 'aurora', 'dist/index.html'), 'utf8')).toContain(
      '<title>Aurora Play</title>',
    );
  });
});

describe('siteBundleKey', () => {
  let root: string;
  beforeEach(() => {
    root = makeWorkspace();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const key = (code: string, env: Record<string, string> = {}) =>
    siteBundleKey({
      workspaceRoot: root,
      appRoot: path.join(root, 'apps', `brand-${code}`),
      mode: 'production',
      env,
    });

  test('is the same for thin apps that differ only in their brand and public assets', () => {
    expect(key('lotus')).toBe(key('aurora'));
  });

  test('changes with the app code, the build variables and the lockfile', () => {
    const before = key('aurora');
    expect(key('aurora', { VITE_PLATFORM_URL: 'http://x' })).not.toBe(before);
    expect(key('aurora', { UNRELATED: '1' })).toBe(before);
    writeFileSync(appFile(root, 'lotus', 'src/extra.js'), 'export const x = 1;\n');
    expect(key('lotus')).not.toBe(before);
    writeFileSync(path.join(root, 'pnpm-lock.yaml'), "lockfileVersion: '9.1'\n");
    expect(key('aurora')).not.toBe(before);
  });
});

describe('stampIndexHtml', () => {
  test('fills the brand placeholders and adds the brand as JSON that no value can break out of', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-stamp-'));
    const brand = JSON.parse(readFileSync(path.join(realBrands, 'aurora.json'), 'utf8'));
    brand.name = 'Aurora </script><script>alert(1)</script>';
    cpSync(path.join(realBrands, 'schema.json'), path.join(dir, 'schema.json'));
    writeFileSync(path.join(dir, 'aurora.json'), JSON.stringify(brand));

    const html = await stampIndexHtml(
      '<html lang="%BRAND_LANG%"><head><title>%BRAND_NAME%</title></head><body></body></html>',
      path.join(dir, 'aurora.json'),
    );

    expect(html).toContain(
      '<title>Aurora &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>',
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    const data = /<script type="application\/json" id="wl-brand">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null').name).toBe(brand.name);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('waitForTurn', () => {
  test('one build bundles while the others wait, then they use what it stored', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'wl-turn-'));
    const entry = cacheEntry(root, 'k1');
    const first = await waitForTurn(entry, { pollMs: 10 });
    expect(first.kind).toBe('build');
    const second = waitForTurn(entry, { pollMs: 10 });
    mkdirSync(entry.dir, { recursive: true });
    writeFileSync(entry.templateFile, '<html></html>');
    if (first.kind === 'build') first.release();
    await expect(second).resolves.toEqual({ kind: 'stored' });
    rmSync(root, { recursive: true, force: true });
  });

  test('takes over the lock of a build whose process is gone', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'wl-turn-'));
    const entry = cacheEntry(root, 'k2');
    mkdirSync(`${entry.dir}.lock`, { recursive: true });
    // Far above any pid a test machine hands out.
    writeFileSync(path.join(`${entry.dir}.lock`, 'pid'), '2147483646');
    const turn = await waitForTurn(entry, { pollMs: 10, timeoutMs: 5_000 });
    expect(turn.kind).toBe('build');
    if (turn.kind === 'build') turn.release();
    expect(existsSync(`${entry.dir}.lock`)).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });
});
