import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildOptions, Plugin } from 'vite';

/** Where a build keeps what must not be served: the manifest, the chunk stats and the source maps. */
export const BUILD_META_DIR = 'build-meta';
export const CHUNK_STATS_FILE = 'chunks.json';
export const MANIFEST_FILE = 'manifest.json';
export const SOURCEMAPS_DIR = 'sourcemaps';

/** Gzip level of every size we report: what a server set to maximum compression sends. */
export const GZIP_LEVEL = 9;

export interface ChunkModuleStats {
  /** Workspace-relative path (`packages/site/src/app/Site.tsx`) or the package path inside node_modules. */
  id: string;
  /** Bytes of the module's code in the chunk before minification. */
  renderedBytes: number;
  /** The chunk's real gzip size shared out in proportion to each module's own gzip size. */
  gzipBytes: number;
}

export interface ChunkStats {
  file: string;
  name: string;
  /** Workspace-relative source of the entry or lazy module this chunk stands for, if any. */
  facade: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Files of the chunks this one imports statically / dynamically. */
  imports: string[];
  dynamicImports: string[];
  bytes: number;
  gzipBytes: number;
  modules: ChunkModuleStats[];
}

export interface ChunkStatsFile {
  /** `chunks.json` format version. */
  version: 1;
  gzipLevel: number;
  chunks: ChunkStats[];
}

/** The production build options every app of the workspace shares (brands, the shared site, the floor). */
export function productionBuildOptions(): BuildOptions {
  return {
    outDir: 'dist',
    // Maps for error reporting, never referenced from the code; buildMetaPlugin moves them out of dist.
    sourcemap: 'hidden',
    manifest: true,
    // Sizes are measured by `pnpm bench` and the budget check (gzip -9); skip Vite's own pass.
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // Vendor code changes less often than the site: give it its own long-cached chunk.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id))
            return 'react';
          if (/node_modules\/(@reduxjs|redux|react-redux|redux-persist|immer|reselect)\//.test(id))
            return 'redux';
          return undefined;
        },
      },
    },
  };
}

/** `/repo/node_modules/.pnpm/react-dom@19.2.0_.../node_modules/react-dom/cjs/x.js` -> `react-dom/cjs/x.js`. */
export function moduleLabel(id: string, workspaceRoot: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const lastNodeModules = clean.lastIndexOf('/node_modules/');
  if (lastNodeModules >= 0) return clean.slice(lastNodeModules + '/node_modules/'.length);
  return path.isAbsolute(clean)
    ? path.relative(workspaceRoot, clean).split(path.sep).join('/')
    : clean;
}

/** Shares a chunk's gzip size among its modules in proportion to each one's own gzip size. */
function shareOut(
  chunkGzip: number,
  modules: { id: string; code: string }[],
  workspaceRoot: string,
): ChunkModuleStats[] {
  const own = modules.map(({ id, code }) => ({
    id: moduleLabel(id, workspaceRoot),
    renderedBytes: Buffer.byteLength(code),
    alone: code.length === 0 ? 0 : gzipSync(code, { level: GZIP_LEVEL }).length,
  }));
  const total = own.reduce((sum, module) => sum + module.alone, 0);
  return own
    .filter((module) => module.renderedBytes > 0)
    .map(({ id, renderedBytes, alone }) => ({
      id,
      renderedBytes,
      gzipBytes: total === 0 ? 0 : Math.round((chunkGzip * alone) / total),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

function moveSourceMaps(from: string, to: string, relative = ''): void {
  for (const entry of readdirSync(path.join(from, relative), { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) moveSourceMaps(from, to, child);
    else if (entry.name.endsWith('.map')) {
      mkdirSync(path.dirname(path.join(to, child)), { recursive: true });
      renameSync(path.join(from, child), path.join(to, child));
    }
  }
}

export interface BuildMetaOptions {
  /** The workspace root, so module ids in the stats read `packages/site/src/...`. */
  workspaceRoot: string;
  /** Default `<app root>/build-meta`. */
  metaDir?: string;
}

/**
 * Writes `build-meta/chunks.json` (each chunk's gzip size, static and lazy imports and the modules in
 * it) and moves Vite's manifest and the hidden source maps from the served `dist` into `build-meta/`,
 * so a host that serves `dist` publishes neither the maps nor the module list.
 */
export function buildMetaPlugin({ workspaceRoot, metaDir }: BuildMetaOptions): Plugin {
  let outDir = '';
  let metaRoot = '';
  let pending: (Omit<ChunkStats, 'bytes' | 'gzipBytes' | 'modules'> & {
    moduleCode: { id: string; code: string }[];
  })[] = [];
  return {
    name: 'wl-build-meta',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      metaRoot = metaDir ?? path.join(config.root, BUILD_META_DIR);
    },
    generateBundle(_options, bundle) {
      // Module code is only known here; sizes are taken in writeBundle from the files as written.
      pending = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        pending.push({
          file: output.fileName,
          name: output.name,
          facade: output.facadeModuleId ? moduleLabel(output.facadeModuleId, workspaceRoot) : null,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          moduleCode: Object.entries(output.modules).map(([id, module]) => ({
            id,
            code: module.code ?? '',
          })),
        });
      }
    },
    writeBundle: {
      // After Vite's own manifest plugin has written `.vite/manifest.json`.
      order: 'post',
      handler() {
        rmSync(metaRoot, { recursive: true, force: true });
        mkdirSync(metaRoot, { recursive: true });
        const chunks: ChunkStats[] = pending
          .map(({ moduleCode, ...chunk }) => {
            const written = readFileSync(path.join(outDir, chunk.file));
            const gzipBytes = gzipSync(written, { level: GZIP_LEVEL }).length;
            return {
              ...chunk,
              bytes: written.length,
              gzipBytes,
              modules: shareOut(gzipBytes, moduleCode, workspaceRoot),
            };
          })
          .sort((a, b) => a.file.localeCompare(b.file));
        const statsFile: ChunkStatsFile = { version: 1, gzipLevel: GZIP_LEVEL, chunks };
        writeFileSync(
          path.join(metaRoot, CHUNK_STATS_FILE),
          JSON.stringify(statsFile, null, 1) + '\n',
        );
        const manifest = path.join(outDir, '.vite', 'manifest.json');
        if (existsSync(manifest)) {
          renameSync(manifest, path.join(metaRoot, MANIFEST_FILE));
          if (readdirSync(path.dirname(manifest)).length === 0)
            rmSync(path.dirname(manifest), { recursive: true });
        }
        moveSourceMaps(outDir, path.join(metaRoot, SOURCEMAPS_DIR));
      },
    },
  };
}
