// Reads what a build leaves in `<app>/build-meta/` (written by buildMetaPlugin of @wl/vite-config):
// Vite's manifest and the chunk stats, and works out the initial JS of a route from them.
//
// Initial JS of a route = the entry chunk + every chunk it imports statically (transitively)
// + the route's lazy screen chunk(s) + their static imports, each file counted once, sized as
// gzip -9 of the file. Lazy chunks the screen loads later (modals, translations) are not in it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `root`: the workspace the app belongs to (source paths are reported relative to it). */
export function readBuildMeta(appDir, { root = workspaceRoot } = {}) {
  const metaDir = path.join(appDir, 'build-meta');
  const manifestFile = path.join(metaDir, 'manifest.json');
  const chunksFile = path.join(metaDir, 'chunks.json');
  if (!existsSync(manifestFile) || !existsSync(chunksFile)) {
    throw new Error(
      `${path.relative(root, appDir) || appDir} has no build meta (build-meta/manifest.json, chunks.json): build it first ` +
        `(pnpm --filter <its package> build; the Vite config must use buildMetaPlugin from @wl/vite-config).`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const { chunks } = JSON.parse(readFileSync(chunksFile, 'utf8'));
  return {
    appDir,
    root,
    manifest,
    chunksByFile: new Map(chunks.map((chunk) => [chunk.file, chunk])),
  };
}

/** Manifest `src` (relative to the app's root, `../../packages/...`) as a workspace path. */
function sourceOf(meta, src) {
  if (!src) return null;
  return path.relative(meta.root, path.resolve(meta.appDir, src)).split(path.sep).join('/');
}

/** `*` matches within one path segment, `**` across segments; anything else is literal. */
export function globToRegExp(pattern) {
  const escaped = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

export const matchesAny = (patterns, value) =>
  patterns.some((pattern) => globToRegExp(pattern).test(value));

function entryKey(manifest) {
  const key = Object.keys(manifest).find((name) => manifest[name].isEntry);
  if (!key) throw new Error('the build manifest has no entry chunk');
  return key;
}

function withStaticImports(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Lazy (dynamic entry) manifest keys whose source matches one of the patterns. */
export function lazyScreenKeys(meta, patterns) {
  return Object.keys(meta.manifest).filter((key) => {
    const item = meta.manifest[key];
    return item.isDynamicEntry && item.src && matchesAny(patterns, sourceOf(meta, item.src));
  });
}

function sizeOf(meta, files) {
  return files.reduce((sum, file) => sum + (meta.chunksByFile.get(file)?.gzipBytes ?? 0), 0);
}

/** Files and gzip bytes of the entry and everything it imports statically. */
export function entryJs(meta) {
  const files = withStaticImports(meta.manifest, [entryKey(meta.manifest)]).map(
    (key) => meta.manifest[key].file,
  );
  return { files, gzipBytes: sizeOf(meta, files) };
}

/**
 * Initial JS of a route whose lazy screen is one of `screens` (glob patterns of workspace paths).
 * `screensFound` is false when no lazy chunk matches (the route is not in the build).
 */
export function routeInitialJs(meta, screens) {
  const screenKeys = lazyScreenKeys(meta, screens);
  const keys = withStaticImports(meta.manifest, [entryKey(meta.manifest), ...screenKeys]);
  const files = keys.map((key) => meta.manifest[key].file);
  return {
    files,
    gzipBytes: sizeOf(meta, files),
    screensFound: screenKeys.length > 0,
    screenSources: screenKeys.map((key) => sourceOf(meta, meta.manifest[key].src)),
  };
}

/** What loading a lazy chunk downloads beyond the entry's initial JS: it and its static imports not in there. */
export function lazyChunkCost(meta, key) {
  const initial = new Set(entryJs(meta).files);
  const files = withStaticImports(meta.manifest, [key])
    .map((name) => meta.manifest[name].file)
    .filter((file) => !initial.has(file));
  return { files, gzipBytes: sizeOf(meta, files) };
}

/** The lazy chunks of the build, named by their source (workspace path) where they have one. */
export function lazyChunks(meta) {
  return Object.keys(meta.manifest)
    .filter((key) => meta.manifest[key].isDynamicEntry)
    .map((key) => ({
      key,
      source: sourceOf(meta, meta.manifest[key].src) ?? key,
      file: meta.manifest[key].file,
    }));
}

/** Modules of the given files with their gzip share, biggest first. */
export function modulesOf(meta, files) {
  const modules = new Map();
  for (const file of files) {
    for (const module of meta.chunksByFile.get(file)?.modules ?? []) {
      modules.set(module.id, (modules.get(module.id) ?? 0) + module.gzipBytes);
    }
  }
  return [...modules]
    .map(([id, gzipBytes]) => ({ id, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Every module of the build with its gzip share (a module split across chunks is summed). */
export function allModules(meta) {
  return modulesOf(meta, [...meta.chunksByFile.keys()]);
}

export const kB = (bytes) => (bytes / 1024).toFixed(1);
