// The installable app of a brand, written when the brand is stamped: its web app manifest, icons drawn
// from its logo, offline pages in its languages and its service worker (`@wl/service-worker`, bundled
// here with the brand's precache list).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { brandThemeColour, type Brand } from '@wl/brand-config';
import { offlinePagePath, SERVICE_WORKER_URL } from '@wl/service-worker';
import { build } from 'esbuild';
// Only the manifest step: the package's index also loads its Rollup and Babel (0.5 s).
import { getManifest } from 'workbox-build/build/get-manifest.js';
import { brandDescription } from './seo';

const require = createRequire(import.meta.url);

export const MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';
export const OFFLINE_STYLES_PATH = '/offline/offline.css';

/** The icons of the manifest and the home screen: `safeZone` is the share of the side the logo may use. */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', safeZone: 0.86 },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', safeZone: 0.86 },
  // A maskable icon is cut to a circle of 80 % of its side: a 4:1 logo fits inside at 72 %.
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', safeZone: 0.72 },
  { file: APPLE_TOUCH_ICON_PATH.slice(1), size: 180, purpose: 'apple-touch', safeZone: 0.86 },
] as const;

/** What the precache holds: the hashed bundle and the offline pages, never a page with a nonce. */
export const PRECACHE_PATTERNS = ['assets/**/*.{js,css}', 'offline/*.{html,css}'];

/** Languages written right to left (their offline page gets `dir="rtl"`). */
const RIGHT_TO_LEFT = new Set(['AR', 'FA', 'UR', 'HE']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The head tags that make the page installable; `theme-color` is already in the brand's index.html. */
export function pwaHeadTags(): string {
  return [
    `<link rel="manifest" href="${MANIFEST_PATH}" />`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}" />`,
  ].join('\n    ');
}

/** A home-screen label of at most 12 characters: the name, or its first word, or its start. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= 12 ? first : name.slice(0, 12);
}

export function webManifest(brand: Brand): Record<string, unknown> {
  const colour = brandThemeColour(brand);
  return {
    id: '/',
    name: brand.name,
    short_name: shortName(brand.name),
    description: brandDescription(brand),
    lang: brand.defaultLang.toLowerCase(),
    dir: RIGHT_TO_LEFT.has(brand.defaultLang) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colour,
    background_color: colour,
    icons: APP_ICONS.filter((icon) => icon.purpose !== 'apple-touch').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/** The brand's logo as SVG text: its own file, or its initial on its colour when the logo is remote. */
function logoSvg(brand: Brand, outDir: string): string {
  const logo = brand.assets.logo;
  const file = logo.startsWith('/') ? path.join(outDir, logo) : '';
  if (file && existsSync(file)) return readFileSync(file, 'utf8');
  const tokens = brand.theme[brand.theme.defaultMode];
  const initial = escapeHtml(brand.name.trim().charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${tokens.primary ?? '#3b82f6'}"/><text x="20" y="28" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="${tokens.onPrimary ?? '#ffffff'}">${initial}</text></svg>`;
}

/**
 * A square PNG of the logo centred on the brand's colour, the logo scaled to `safeZone` of the side.
 * The logo's root element becomes a nested `<svg>` (an `<image>` would lose the system fonts its
 * text needs).
 */
export function renderIcon(
  svg: string,
  {
    size,
    safeZone,
    background,
  }: {
    size: number;
    safeZone: number;
    background: string;
  },
): Buffer {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0];
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('the brand logo is not an SVG document');
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(open)?.[1];
  const viewBox =
    attribute('viewBox') ??
    `0 0 ${parseFloat(attribute('width') ?? '100')} ${parseFloat(attribute('height') ?? '100')}`;
  const inner = svg.slice(svg.indexOf(open) + open.length, close);
  const box = Math.round(size * safeZone);
  const offset = Math.round((size - box) / 2);
  const square = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/><svg x="${offset}" y="${offset}" width="${box}" height="${box}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid meet">${inner}</svg></svg>`;
  const fonts = sansSerifFonts();
  return new Resvg(square, {
    fitTo: { mode: 'width', value: size },
    font: fonts
      ? {
          loadSystemFonts: false,
          fontFiles: fonts.files,
          defaultFontFamily: fonts.family,
          sansSerifFamily: fonts.family,
        }
      : { loadSystemFonts: true },
  })
    .render()
    .asPng();
}

let sansSerif: { family: string; files: string[] } | null | undefined;
/**
 * The machine's sans-serif face (regular and bold) as fontconfig names it: loading only these makes
 * an icon 17 ms instead of 450 (resvg reads every system font otherwise, and does it per picture).
 */
function sansSerifFonts(): { family: string; files: string[] } | null {
  if (sansSerif !== undefined) return sansSerif;
  try {
    const match = (pattern: string, format: string) =>
      execFileSync('fc-match', ['-f', format, pattern], { encoding: 'utf8' }).trim();
    const files = [...new Set(['sans-serif', 'sans-serif:bold'].map((p) => match(p, '%{file}')))];
    const family = match('sans-serif', '%{family[0]}');
    sansSerif = family && files.every(Boolean) ? { family, files } : null;
  } catch {
    sansSerif = null;
  }
  return sansSerif;
}

interface PwaTexts {
  offline: { title: string; text: string; retry: string };
}

/** The `pwa` namespace of a language from `@wl/i18n`, English where a language has no file. */
function pwaTexts(language: string): PwaTexts {
  const file = (code: string) => require.resolve(`@wl/i18n/locales/${code}/pwa.json`);
  let resolved: string;
  try {
    resolved = file(language);
  } catch {
    resolved = file('EN');
  }
  return JSON.parse(readFileSync(resolved, 'utf8')) as PwaTexts;
}

export function offlinePage(brand: Brand, language: string): string {
  const { offline } = pwaTexts(language);
  const name = escapeHtml(brand.name);
  const fill = (text: string) => escapeHtml(text).replace(/\{\{brand\}\}/g, name);
  return `<!doctype html>
<html lang="${language.toLowerCase()}" dir="${RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr'}">
  <head>
    <meta charset="UTF-8" />
    <meta name="referrer" content="no-referrer" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    <title>${fill(offline.title)} · ${name}</title>
    <link rel="stylesheet" href="${OFFLINE_STYLES_PATH}" />
  </head>
  <body>
    <main>
      <p class="brand">${name}</p>
      <h1>${fill(offline.title)}</h1>
      <p>${fill(offline.text)}</p>
      <a href="/">${fill(offline.retry)}</a>
    </main>
  </body>
</html>
`;
}

export function offlineStyles(brand: Brand): string {
  const mode = brand.theme.defaultMode;
  const tokens = brand.theme[mode];
  const text = tokens.text ?? (mode === 'dark' ? '#e6edf7' : '#111827');
  return `html { color-scheme: ${mode}; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${brandThemeColour(brand)}; color: ${text}; font: 16px/1.5 system-ui, sans-serif; }
main { max-width: 28rem; padding: 24px; text-align: center; }
.brand { font-weight: 700; color: ${tokens.primary ?? text}; }
h1 { font-size: 1.5rem; margin: 0 0 8px; }
a { display: inline-block; margin-top: 16px; padding: 10px 20px; border-radius: 8px; background: ${tokens.primary ?? '#3b82f6'}; color: ${tokens.onPrimary ?? '#ffffff'}; font-weight: 600; text-decoration: none; }
`;
}

function write(outDir: string, file: string, content: string | Buffer): void {
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** The manifest, the icons and the offline pages of the brand, into its `dist`. */
export function writeAppFiles(brand: Brand, outDir: string): void {
  write(outDir, MANIFEST_PATH.slice(1), JSON.stringify(webManifest(brand), null, 2) + '\n');
  const logo = logoSvg(brand, outDir);
  const background = brandThemeColour(brand);
  for (const icon of APP_ICONS) write(outDir, icon.file, renderIcon(logo, { ...icon, background }));
  for (const language of brand.supportLanguages)
    write(outDir, offlinePagePath(language).slice(1), offlinePage(brand, language));
  write(outDir, OFFLINE_STYLES_PATH.slice(1), offlineStyles(brand));
}

/** `packages/i18n/src/locales/<CODE>/<namespace>.json` in Vite's build manifest. */
const LOCALE_SOURCE = /(?:^|\/)locales\/([A-Z]{2}(?:-[A-Z]{2})?)\/[^/]+\.json$/;

/**
 * The translation chunks of languages the brand does not offer (the shared bundle has every brand's),
 * from Vite's build manifest: left out of the precache (a third of it for a two-language brand).
 * English stays: it is every language's last fallback.
 */
export function otherLanguagesFiles(brand: Brand, viteManifest: string): string[] {
  if (!existsSync(viteManifest)) return [];
  const kept = new Set<string>([...brand.supportLanguages, 'EN']);
  const manifest = JSON.parse(readFileSync(viteManifest, 'utf8')) as Record<
    string,
    { file: string }
  >;
  return Object.entries(manifest).flatMap(([source, { file }]) => {
    const language = LOCALE_SOURCE.exec(source)?.[1];
    return language && !kept.has(language) ? [file] : [];
  });
}

const PRECACHE_SLOT = '__WL_PRECACHE__';
const LANGUAGES_SLOT = '__WL_OFFLINE_LANGUAGES__';
const DEFAULT_LANGUAGE_SLOT = '__WL_DEFAULT_LANGUAGE__';
let template: Promise<string> | undefined;

/** The worker bundled once per process, the brand's values left as global names to fill in. */
function workerTemplate(): Promise<string> {
  template ??= build({
    entryPoints: [require.resolve('@wl/service-worker/worker')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define: {
      'self.__WB_MANIFEST': PRECACHE_SLOT,
      'process.env.NODE_ENV': '"production"',
    },
  }).then((result) => {
    const code = result.outputFiles[0]?.text;
    if (
      !code ||
      ![PRECACHE_SLOT, LANGUAGES_SLOT, DEFAULT_LANGUAGE_SLOT].every((slot) => code.includes(slot))
    )
      throw new Error('service worker: the bundle lost the slots the brand is filled into');
    return code;
  });
  return template;
}

/**
 * `sw.js`: `@wl/service-worker`'s worker bundled with the brand's precache list (workbox-build's
 * manifest of `PRECACHE_PATTERNS`, each file with its revision) and its offline languages.
 */
export async function writeServiceWorker(
  brand: Brand,
  outDir: string,
  { viteManifest }: { viteManifest?: string } = {},
): Promise<void> {
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: outDir,
    globPatterns: PRECACHE_PATTERNS,
    globIgnores: viteManifest ? otherLanguagesFiles(brand, viteManifest) : [],
    // Hashed file names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`service worker precache: ${warnings.join('; ')}`);
  const entries = (manifestEntries ?? []).map(({ url, revision }) =>
    url.startsWith('assets/') ? { url: `/${url}`, revision: null } : { url: `/${url}`, revision },
  );
  const code = (await workerTemplate())
    .replaceAll(PRECACHE_SLOT, () => JSON.stringify(entries))
    .replaceAll(LANGUAGES_SLOT, () => JSON.stringify(brand.supportLanguages))
    .replaceAll(DEFAULT_LANGUAGE_SLOT, () => JSON.stringify(brand.defaultLang));
  write(outDir, SERVICE_WORKER_URL.slice(1), code);
}
