// The page shell in each brand's index.html: the site's own renderer (`@wl/site/shell`) is built once
// with the shared bundle, for Node, into build-meta/ (so the bundle cache keeps it), and every stamp
// renders its brand with it. Kept apart from the rest of the stamping (siteBundle.ts) on purpose.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadBrand, type Brand } from '@wl/brand-config';
import { build } from 'vite';
import { reactRouterProductionPlugin } from './productionResolve';

/** Inside an app's build-meta/: the shell renderer, built for Node. */
export const SHELL_RENDERER_DIR = 'shell';
export const SHELL_RENDERER_FILE = 'renderShell.mjs';
/** The site's export the renderer is built from. */
export const SHELL_ENTRY = '@wl/site/shell';

/** What `@wl/site/shell`'s `renderShell(brand)` answers. */
export interface RenderedShell {
  markup: string;
  css: string;
  /** The id of the `<style>` element the app removes with the shell. */
  styleId: string;
  headScript: string;
}

export const shellRendererFile = (metaDir: string) =>
  path.join(metaDir, SHELL_RENDERER_DIR, SHELL_RENDERER_FILE);

/**
 * The renderer's source: `@wl/site`'s `./shell` export in the app's own dependencies (its
 * node_modules link); null for an app without it, whose page then has no shell.
 */
export function shellEntryOf(appRoot: string): string | null {
  const site = path.join(appRoot, 'node_modules', ...SHELL_ENTRY.split('/').slice(0, 2));
  const manifest = path.join(site, 'package.json');
  if (!existsSync(manifest)) return null;
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const target = exports?.['./shell'];
  return typeof target === 'string' ? path.join(realpathSync(site), target) : null;
}

/**
 * Builds the shell renderer into `<metaDir>/shell/` for Node: one self-contained ES module and its
 * chunks (React's server renderer, styled-components, the site's layout and translations bundled in).
 */
export async function buildShellRenderer({
  entry,
  metaDir,
  mode,
}: {
  entry: string;
  metaDir: string;
  mode: string;
}): Promise<string> {
  const outDir = path.join(metaDir, SHELL_RENDERER_DIR);
  await build({
    configFile: false,
    root: path.dirname(entry),
    mode,
    logLevel: 'warn',
    plugins: [reactRouterProductionPlugin()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: {
        // react-router's "use client" means nothing to a Node bundle.
        onwarn: (warning, warn) =>
          warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning),
        output: {
          entryFileNames: SHELL_RENDERER_FILE,
          chunkFileNames: 'chunks/[name]-[hash].mjs',
        },
      },
    },
  });
  return shellRendererFile(metaDir);
}

// The config is loaded by Vite's module runner, which is closed by the time a build hook runs: the
// renderer is imported natively (as index.ts does for the React plugin).
const nativeImport = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/** Renders `brand`'s shell with a built renderer. */
export async function renderPageShell(rendererFile: string, brand: Brand): Promise<RenderedShell> {
  if (!existsSync(rendererFile))
    throw new Error(
      `the page shell renderer ${rendererFile} is missing (built with the site bundle)`,
    );
  const url = pathToFileURL(rendererFile).href;
  // A test runner's module sandbox has no native dynamic import; its own import() works there.
  const module = (await nativeImport(url).catch(() => import(/* @vite-ignore */ url))) as {
    renderShell?: (brand: Brand) => Promise<RenderedShell>;
  };
  if (typeof module.renderShell !== 'function')
    throw new Error(`${rendererFile} exports no renderShell(brand)`);
  return module.renderShell(brand);
}

/**
 * Writes a rendered shell into a stamped index.html: a render-blocking `expect` link for `#root`, its
 * styles and head script at the end of
 * `<head>` (the host puts its per-response nonce on both, like on every script: README,
 * "Content-Security-Policy"), its markup right before `<div id="root">`, ahead of every script.
 */
export function withPageShell(html: string, shell: RenderedShell): string {
  if (!html.includes('<div id="root"></div>'))
    throw new Error('index.html has no <div id="root"></div> to put the page shell before');
  // `</` cannot end the style or script early: no rule or config of ours holds it, but be sure.
  const css = shell.css.replace(/<\/style/gi, '<\\/style');
  const script = shell.headScript.replace(/<\/script/gi, '<\\/script');
  return html
    .replace(
      '</head>',
      // The first paint waits until the whole shell is parsed (`#root` follows it), never half of it.
      `  <link rel="expect" href="#root" blocking="render" />\n    <style id="${shell.styleId}">${css}</style>\n    <script>${script}</script>\n  </head>`,
    )
    .replace('<div id="root"></div>', `${shell.markup}\n    <div id="root"></div>`);
}

/** Renders the brand of `brandFile` with the renderer in `metaDir` (if built) into a stamped page. */
export async function stampPageShell(
  html: string,
  { metaDir, brandFile }: { metaDir: string; brandFile: string },
): Promise<string> {
  const renderer = shellRendererFile(metaDir);
  if (!existsSync(renderer)) return html;
  return withPageShell(html, await renderPageShell(renderer, loadBrand(brandFile)));
}
