// One brand-agnostic build of the site, shared by every standard brand app: the first brand build
// bundles it into a cache keyed by everything the bundle is made from; every other brand copies it
// and stamps its own brand into index.html (~1 s instead of a full Vite build).
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { brandPlugin, loadBrand } from '@wl/brand-config';
import type { Plugin } from 'vite';
import { brandHeadTags, writeBrandFiles } from './brandFiles';
import { BUILD_META_DIR } from './buildMeta';
import { stampPageShell } from './pageShell';

export const SITE_BUNDLE_CACHE_DIR = path.join('node_modules', '.cache', 'wl-site-bundle');
/** `WL_SITE_BUNDLE_CACHE=off`: every brand build bundles the site itself (the cost before stamping). */
export const SITE_BUNDLE_CACHE_ENV = 'WL_SITE_BUNDLE_CACHE';
/** The page element the brand-agnostic bundle reads its brand from. */
export const BRAND_ELEMENT_ID = 'wl-brand';

/** Folders that are build output or tooling state, never bundle input. */
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  BUILD_META_DIR,
  'coverage',
  'storybook-static',
  '.turbo',
  'playwright-report',
  'test-results',
]);
/** Cache entries kept; older ones are removed when a new one is stored. */
const KEPT_ENTRIES = 3;

function listFiles(dir: string, relative = ''): string[] {
  if (!existsSync(path.join(dir, relative))) return [];
  const files: string[] = [];
  const entries = readdirSync(path.join(dir, relative), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  );
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!NOT_SOURCES.has(entry.name)) files.push(...listFiles(dir, child));
    } else if (entry.isFile()) files.push(child);
  }
  return files;
}

export interface SiteBundleKeyInput {
  workspaceRoot: string;
  appRoot: string;
  mode: string;
  env: Record<string, string | undefined>;
}

/**
 * Hash of everything the site bundle is made from: the app's index.html, src/, tsconfig and
 * dependency list (the same in every thin brand app, so they share one key), every workspace
 * package, the shared Vite and TypeScript configs, the lockfile, the mode and the build variables
 * (NODE_ENV, VITE_*). The brand file and the app's public/ are not in it: they are stamped per brand.
 */
export function siteBundleKey({ workspaceRoot, appRoot, mode, env }: SiteBundleKeyInput): string {
  const hash = createHash('sha256');
  const add = (label: string, content: string | Buffer) => {
    hash.update(label);
    hash.update('\0');
    hash.update(content);
    hash.update('\0');
  };
  add('app/index.html', readFileSync(path.join(appRoot, 'index.html')));
  for (const file of listFiles(path.join(appRoot, 'src')))
    add(`app/src/${file}`, readFileSync(path.join(appRoot, 'src', file)));
  const tsconfig = path.join(appRoot, 'tsconfig.json');
  if (existsSync(tsconfig)) add('app/tsconfig.json', readFileSync(tsconfig));
  const pkg = JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  add(
    'app/package.json',
    JSON.stringify({
      dependencies: pkg.dependencies ?? {},
      devDependencies: pkg.devDependencies ?? {},
    }),
  );
  for (const dir of ['packages', 'tooling/vite-config', 'tooling/tsconfig']) {
    for (const file of listFiles(path.join(workspaceRoot, dir)))
      add(`${dir}/${file}`, readFileSync(path.join(workspaceRoot, dir, file)));
  }
  const lockfile = path.join(workspaceRoot, 'pnpm-lock.yaml');
  if (existsSync(lockfile)) add('pnpm-lock.yaml', readFileSync(lockfile));
  add('mode', mode);
  const buildEnv = Object.entries(env)
    .filter(([name]) => name === 'NODE_ENV' || name.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  add('env', JSON.stringify(buildEnv));
  return hash.digest('hex').slice(0, 24);
}

/** The brand as a JSON data block for index.html (`<` escaped so no value can close the script element). */
export function brandDataScript(brand: unknown): string {
  const json = JSON.stringify(brand).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BRAND_ELEMENT_ID}">${json}</script>`;
}

/**
 * Fills a brand into the brand-agnostic index.html: the brand plugin's own placeholders
 * (`%BRAND_NAME%`, favicon, theme colour, language), the head tags of `brandHeadTags` (description,
 * canonical, Open Graph, manifest) and the brand as a JSON data block in the head.
 */
export async function stampIndexHtml(template: string, brandFile: string): Promise<string> {
  const brand = loadBrand(brandFile);
  const hook = brandPlugin({ brandFile }).transformIndexHtml;
  const transform = typeof hook === 'function' ? hook : hook?.handler;
  if (!transform)
    throw new Error(
      '@wl/brand-config brandPlugin has no transformIndexHtml hook to stamp index.html with',
    );
  // The brand plugin's hook only reads the html text; it uses neither the plugin context nor ctx.
  const filled = await (transform as (html: string) => unknown)(template);
  if (typeof filled !== 'string')
    throw new Error('@wl/brand-config transformIndexHtml no longer returns the html text');
  if (!filled.includes('</head>'))
    throw new Error('index.html has no </head> to put the brand data block before');
  return filled.replace(
    '</head>',
    `  ${brandHeadTags(brand)}\n    ${brandDataScript(brand)}\n  </head>`,
  );
}

/** `virtual:wl-brand` for the brand-agnostic bundle: the brand comes from the page, not the code. */
export function pageBrandPlugin(moduleId: string): Plugin {
  const resolved = `\0${moduleId}`;
  return {
    name: 'wl-page-brand',
    enforce: 'pre',
    resolveId: (id) => (id === moduleId ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      return [
        `const element = document.getElementById(${JSON.stringify(BRAND_ELEMENT_ID)});`,
        `if (!element || !element.textContent) throw new Error('This page carries no brand: index.html lacks <script type="application/json" id="${BRAND_ELEMENT_ID}"> (stamped by the brand build).');`,
        'export default JSON.parse(element.textContent);',
      ].join('\n');
    },
  };
}

export interface CacheEntry {
  dir: string;
  /** Files of the shared bundle, relative to `dist/` of a brand (index.html excluded). */
  distDir: string;
  templateFile: string;
  metaDir: string;
}

export function cacheEntry(workspaceRoot: string, key: string): CacheEntry {
  const dir = path.join(workspaceRoot, SITE_BUNDLE_CACHE_DIR, key);
  return {
    dir,
    distDir: path.join(dir, 'dist'),
    templateFile: path.join(dir, 'index.html'),
    metaDir: path.join(dir, BUILD_META_DIR),
  };
}

export const isStored = (entry: CacheEntry) => existsSync(entry.templateFile);

/** Writes a brand's build from a stored shared bundle: its files, the stamped index.html, the build meta. */
export async function stampFromCache(
  entry: CacheEntry,
  { outDir, metaDir, brandFile }: { outDir: string; metaDir: string; brandFile: string },
) {
  cpSync(entry.distDir, outDir, { recursive: true });
  const stamped = await stampIndexHtml(readFileSync(entry.templateFile, 'utf8'), brandFile);
  writeFileSync(
    path.join(outDir, 'index.html'),
    await stampPageShell(stamped, { metaDir: entry.metaDir, brandFile }),
  );
  rmSync(metaDir, { recursive: true, force: true });
  cpSync(entry.metaDir, metaDir, { recursive: true });
  cpSync(entry.templateFile, path.join(metaDir, TEMPLATE_FILE));
  await writeBrandFiles({ outDir, brandFile, metaDir });
}

/** The brand-agnostic index.html, kept in a brand's `build-meta/` (what `stampBrandDist` fills in). */
export const TEMPLATE_FILE = 'index.template.html';

/**
 * A brand's `dist` made from another brand's build without Vite, as a cache hit makes it: the shared
 * bundle's `assets/` linked (not copied), the brand app's `public/` copied, the brand stamped into
 * the template and its files written. For tools that serve many brands of one build (the nginx test's
 * brand farm).
 */
export async function stampBrandDist({
  template,
  assetsDir,
  publicDir,
  outDir,
  brandFile,
}: {
  template: string;
  assetsDir: string;
  publicDir: string;
  outDir: string;
  brandFile: string;
}): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true });
  symlinkSync(assetsDir, path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'index.html'), await stampIndexHtml(template, brandFile));
  await writeBrandFiles({ outDir, brandFile });
}

/** Copies a fresh build into the cache under `entry` (atomically) and removes the oldest entries. */
export function storeInCache(
  entry: CacheEntry,
  { outDir, metaDir, files }: { outDir: string; metaDir: string; files: string[] },
) {
  const staging = `${entry.dir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  for (const file of files) {
    if (file === 'index.html' || !existsSync(path.join(outDir, file))) continue;
    mkdirSync(path.dirname(path.join(staging, 'dist', file)), { recursive: true });
    cpSync(path.join(outDir, file), path.join(staging, 'dist', file));
  }
  cpSync(metaDir, path.join(staging, BUILD_META_DIR), { recursive: true });
  // Written last: its presence marks a complete entry.
  cpSync(path.join(outDir, 'index.html'), path.join(staging, 'index.html'));
  try {
    renameSync(staging, entry.dir);
  } catch {
    // Another build stored the same key first; its files are the same.
    rmSync(staging, { recursive: true, force: true });
  }
  const cacheRoot = path.dirname(entry.dir);
  const stored = readdirSync(cacheRoot, { withFileTypes: true })
    .filter((item) => item.isDirectory() && !item.name.includes('.'))
    .map((item) => ({
      dir: path.join(cacheRoot, item.name),
      time: statSync(path.join(cacheRoot, item.name)).mtimeMs,
    }))
    .sort((a, b) => b.time - a.time);
  for (const old of stored.slice(KEPT_ENTRIES)) rmSync(old.dir, { recursive: true, force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose owner process is gone, or that never got an owner within 30 s. */
function lockIsStale(lockDir: string, ownerFile: string): boolean {
  try {
    if (existsSync(ownerFile)) {
      const owner = Number(readFileSync(ownerFile, 'utf8'));
      return Number.isInteger(owner) && owner > 0 && !processAlive(owner);
    }
    return Date.now() - statSync(lockDir).mtimeMs > 30_000;
  } catch {
    return false;
  }
}

export type Turn =
  { kind: 'stored' } | { kind: 'build'; release: () => void } | { kind: 'timed-out' };

/**
 * Waits until the entry is stored or this process may build it. Parallel brand builds (turbo) thus
 * bundle the site once: one holds the lock, the others wait and stamp. A lock whose process died is
 * taken over.
 */
export async function waitForTurn(
  entry: CacheEntry,
  { timeoutMs = 10 * 60_000, pollMs = 200 } = {},
): Promise<Turn> {
  const lockDir = `${entry.dir}.lock`;
  const ownerFile = path.join(lockDir, 'pid');
  const deadline = Date.now() + timeoutMs;
  mkdirSync(path.dirname(entry.dir), { recursive: true });
  while (Date.now() < deadline) {
    if (isStored(entry)) return { kind: 'stored' };
    try {
      mkdirSync(lockDir);
      writeFileSync(ownerFile, String(process.pid));
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockDir, { recursive: true, force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { kind: 'build', release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (lockIsStale(lockDir, ownerFile)) rmSync(lockDir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return { kind: 'timed-out' };
}
