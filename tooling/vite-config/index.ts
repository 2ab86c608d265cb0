import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAND_MODULE_ID, brandPlugin, loadBrand } from '@wl/brand-config';
import type { Plugin, UserConfig, UserConfigFnPromise } from 'vite';
import { writeBrandFiles } from './brandFiles';
import { BUILD_META_DIR, buildMetaPlugin, productionBuildOptions } from './buildMeta';
import { cspPreviewPlugin } from './csp';
import { buildShellRenderer, shellEntryOf, stampPageShell } from './pageShell';
import { reactRouterProductionPlugin } from './productionResolve';
import {
  cacheEntry,
  type CacheEntry,
  pageBrandPlugin,
  SITE_BUNDLE_CACHE_ENV,
  siteBundleKey,
  stampFromCache,
  stampIndexHtml,
  storeInCache,
  TEMPLATE_FILE,
  waitForTurn,
} from './siteBundle';

export {
  BUILD_META_DIR,
  CHUNK_STATS_FILE,
  GZIP_LEVEL,
  MANIFEST_FILE,
  SOURCEMAPS_DIR,
  buildMetaPlugin,
  moduleLabel,
  productionBuildOptions,
  type BuildMetaOptions,
  type ChunkModuleStats,
  type ChunkStats,
  type ChunkStatsFile,
} from './buildMeta';
export { brandHeadTags, writeBrandFiles } from './brandFiles';
export { precompress } from './compress';
export {
  cspPreviewPlugin,
  contentSecurityPolicy,
  SECURITY_HEADERS,
  withNonce,
  type CspOptions,
} from './csp';
export {
  APP_ICONS,
  MANIFEST_PATH,
  PRECACHE_PATTERNS,
  offlinePage,
  renderIcon,
  shortName,
  webManifest,
} from './pwa';
export {
  GUARDED_SITEMAP_PAGES,
  SITEMAP_PAGES,
  canonicalOrigin,
  robotsTxt,
  seoHeadTags,
  sitemapPages,
  sitemapXml,
} from './seo';
export {
  SHELL_ENTRY,
  buildShellRenderer,
  renderPageShell,
  stampPageShell,
  withPageShell,
  type RenderedShell,
} from './pageShell';
export { reactRouterProductionPlugin } from './productionResolve';
export {
  BRAND_ELEMENT_ID,
  SITE_BUNDLE_CACHE_DIR,
  SITE_BUNDLE_CACHE_ENV,
  TEMPLATE_FILE,
  brandDataScript,
  siteBundleKey,
  stampBrandDist,
  stampIndexHtml,
} from './siteBundle';

export interface BrandAppOptions {
  /** Brand code: reads `brands/<brand>.json` at the workspace root. */
  brand: string;
  /** The app's folder (`import.meta.dirname`). */
  root: string;
}

/** Where the platform simulator listens; the app proxies the platform API paths to it. */
const simulatorUrl =
  process.env.VITE_PLATFORM_URL ?? `http://127.0.0.1:${process.env.SIM_PORT ?? '8787'}`;
const platformProxy = Object.fromEntries(
  ['/wps', '/lgw', '/lotto', '/sim-assets', '/sim-game', '/__sim'].map((prefix) => [
    prefix,
    { target: simulatorUrl, changeOrigin: false, xfwd: true },
  ]),
);

type ReactPlugin = typeof import('@vitejs/plugin-react').default;
// Vite's config runner closes once this module has loaded, so an import() through it later fails; a
// native import of the resolved file loads the React plugin (and Babel: 0.4 s idle, 1.5 s on a busy
// 2-core machine) only for builds that bundle, not for a stamp.
const nativeImport = new Function('url', 'return import(url)') as (
  url: string,
) => Promise<{ default: ReactPlugin }>;
async function reactPlugin() {
  const url = pathToFileURL(createRequire(import.meta.url).resolve('@vitejs/plugin-react')).href;
  // A test runner's module sandbox has no native dynamic import; its own import() stays usable there.
  const { default: react } = await nativeImport(url).catch(() => import('@vitejs/plugin-react'));
  return react();
}

interface BrandBuild {
  root: string;
  workspaceRoot: string;
  brandFile: string;
  metaDir: string;
}

/**
 * After a full build: stores the brand-agnostic bundle in the cache (when this build holds the
 * cache lock and the sources did not change while it ran), then stamps this brand into index.html.
 */
function brandOutputPlugin(
  build: BrandBuild,
  cache?: { entry: CacheEntry; key: string; sameKey: () => boolean; release: () => void },
): Plugin {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'wl-brand-output',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler(_options, bundle) {
        // The page shell's renderer goes into build-meta/, so the bundle cache below keeps it too.
        const shellEntry = shellEntryOf(build.root);
        if (shellEntry)
          await buildShellRenderer({ entry: shellEntry, metaDir: build.metaDir, mode });
        if (cache) {
          if (cache.sameKey())
            storeInCache(cache.entry, {
              outDir,
              metaDir: build.metaDir,
              files: Object.keys(bundle),
            });
          else this.warn('sources changed during the build: the shared site bundle was not cached');
        }
        const indexHtml = path.join(outDir, 'index.html');
        const template = readFileSync(indexHtml, 'utf8');
        writeFileSync(path.join(build.metaDir, TEMPLATE_FILE), template);
        const stamped = await stampIndexHtml(template, build.brandFile);
        writeFileSync(
          indexHtml,
          await stampPageShell(stamped, { metaDir: build.metaDir, brandFile: build.brandFile }),
        );
        await writeBrandFiles({ outDir, brandFile: build.brandFile, metaDir: build.metaDir });
      },
    },
    buildEnd(error) {
      if (error) cache?.release();
    },
    closeBundle() {
      cache?.release();
    },
  };
}

const STAMP_INPUT = 'virtual:wl-stamp';

/** A cache hit: no bundling, only the shared bundle copied in and this brand stamped into it. */
function stampPlugin(build: BrandBuild, entry: CacheEntry, key: string): Plugin {
  let outDir = '';
  return {
    name: 'wl-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId: (id) => (id === STAMP_INPUT ? `\0${STAMP_INPUT}` : undefined),
    load: (id) => (id === `\0${STAMP_INPUT}` ? 'export {};' : undefined),
    generateBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) delete bundle[file];
    },
    async writeBundle() {
      await stampFromCache(entry, { outDir, metaDir: build.metaDir, brandFile: build.brandFile });
      this.info(`stamped ${path.basename(build.brandFile)} into the shared site bundle ${key}`);
    },
  };
}

/**
 * The one Vite config every thin brand app uses: React, the validated brand, the API proxy, and a
 * production build shared by all brands. `vite` (dev) inlines the brand as `virtual:wl-brand`;
 * `vite build` makes a brand-agnostic bundle (the brand is read from a JSON block in index.html),
 * caches it under `node_modules/.cache/wl-site-bundle/<key>` and stamps each brand into a copy.
 */
export function defineBrandAppConfig({ brand, root }: BrandAppOptions): UserConfigFnPromise {
  const workspaceRoot = path.resolve(root, '../..');
  const brandFile = path.join(workspaceRoot, 'brands', `${brand}.json`);
  const build: BrandBuild = {
    root,
    workspaceRoot,
    brandFile,
    metaDir: path.join(root, BUILD_META_DIR),
  };
  const shared: UserConfig = {
    root,
    server: { host: '127.0.0.1', proxy: platformProxy },
    preview: { host: '127.0.0.1', proxy: platformProxy },
  };
  const fullBuild = async (
    cache?: Parameters<typeof brandOutputPlugin>[1],
  ): Promise<UserConfig> => ({
    ...shared,
    plugins: [
      pageBrandPlugin(BRAND_MODULE_ID),
      reactRouterProductionPlugin(),
      await reactPlugin(),
      buildMetaPlugin({ workspaceRoot }),
      brandOutputPlugin(build, cache),
    ],
    build: productionBuildOptions(),
  });

  return async ({ command, mode, isPreview }) => {
    if (isPreview) {
      // The built app as production hosts serve it: a nonce per page, the CSP and security headers.
      const { api } = loadBrand(brandFile);
      const apiOrigin = /^https?:\/\//.test(api.baseUrl) ? new URL(api.baseUrl).origin : undefined;
      return {
        ...shared,
        plugins: [cspPreviewPlugin(apiOrigin ? { apiOrigin } : {})],
        build: productionBuildOptions(),
      };
    }
    if (command !== 'build') {
      return {
        ...shared,
        plugins: [await reactPlugin(), brandPlugin({ brandFile })],
        build: productionBuildOptions(),
      };
    }
    // A bad brand file fails the build here, naming the file, the JSON path and what was expected.
    loadBrand(brandFile);
    if (process.env[SITE_BUNDLE_CACHE_ENV] === 'off') return fullBuild();

    const keyOf = () => siteBundleKey({ workspaceRoot, appRoot: root, mode, env: process.env });
    const key = keyOf();
    const entry = cacheEntry(workspaceRoot, key);
    const turn = await waitForTurn(entry);
    if (turn.kind === 'stored') {
      return {
        ...shared,
        plugins: [stampPlugin(build, entry, key)],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          reportCompressedSize: false,
          rollupOptions: {
            input: STAMP_INPUT,
            // The placeholder input is empty on purpose; nothing of it is written.
            onwarn: (warning, warn) =>
              warning.code === 'EMPTY_BUNDLE' ? undefined : warn(warning),
          },
        },
      };
    }
    if (turn.kind === 'timed-out') return fullBuild();
    return fullBuild({ entry, key, sameKey: () => keyOf() === key, release: turn.release });
  };
}
