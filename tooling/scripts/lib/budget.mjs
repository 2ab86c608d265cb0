// Size budgets of a built app (tooling/scripts/budgets.json), checked against its build meta:
// - a route's initial JS (see lib/buildMeta.mjs) at most `maxFloorRatio` x the floor app's;
// - each lazy chunk's cost (the chunk and its static imports not already in the initial JS);
// - each site feature's own code (its modules' gzip shares, wherever they are bundled).
import { readFileSync } from 'node:fs';
import {
  entryJs,
  kB,
  lazyChunkCost,
  lazyChunks,
  allModules,
  matchesAny,
  modulesOf,
  routeInitialJs,
} from './buildMeta.mjs';

const KIB = 1024;

export function readBudgets(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The budget of `name` from `{ default, ...patterns }` (the first matching glob), in bytes. */
function limitFor(table, name) {
  const match = Object.keys(table).find(
    (pattern) => pattern !== 'default' && matchesAny([pattern], name),
  );
  return (match ? table[match] : table.default) * KIB;
}

/** Modules whose size in this budget item went up since the baseline, biggest growth first. */
function growthSince(baselineItem, modules) {
  if (!baselineItem) return null;
  return modules
    .map(({ id, gzipBytes }) => ({ id, gzipBytes, before: baselineItem[id] ?? 0 }))
    .filter(({ gzipBytes, before }) => gzipBytes - before >= 50)
    .sort((a, b) => b.gzipBytes - b.before - (a.gzipBytes - a.before));
}

function featureModules(meta, featuresDir) {
  const byFeature = new Map();
  for (const module of allModules(meta)) {
    if (!module.id.startsWith(`${featuresDir}/`)) continue;
    const feature = module.id.slice(featuresDir.length + 1).split('/')[0];
    if (!byFeature.has(feature)) byFeature.set(feature, []);
    byFeature.get(feature).push(module);
  }
  return byFeature;
}

/** Every budget item of the build with its size and, per item, the modules behind it. */
export function measureItems(meta, floorMeta, budgets) {
  const items = [];
  const floor = entryJs(floorMeta);
  const floorModules = new Set(allModules(floorMeta).map((module) => module.id));
  for (const [route, spec] of Object.entries(budgets.routes ?? {})) {
    const initial = routeInitialJs(meta, spec.screens);
    const modules = modulesOf(meta, initial.files);
    items.push({
      kind: 'route',
      name: route,
      bytes: initial.gzipBytes,
      limit: spec.maxFloorRatio ? spec.maxFloorRatio * floor.gzipBytes : Infinity,
      ratio: initial.gzipBytes / floor.gzipBytes,
      maxRatio: spec.maxFloorRatio ?? null,
      note: spec.note ?? null,
      screens: spec.screens,
      floorBytes: floor.gzipBytes,
      present: initial.screensFound,
      files: initial.files,
      modules,
      // What the route ships that the floor does not: where the room to shrink it is.
      beyondFloor: modules.filter((module) => !floorModules.has(module.id)),
    });
  }
  const skipped = budgets.lazyChunks?.ignore ?? [];
  for (const chunk of lazyChunks(meta)) {
    if (matchesAny(skipped, chunk.source)) continue;
    const cost = lazyChunkCost(meta, chunk.key);
    items.push({
      kind: 'lazy chunk',
      name: chunk.source,
      bytes: cost.gzipBytes,
      limit: limitFor(budgets.lazyChunks.budgetsKB, chunk.source),
      present: true,
      files: cost.files,
      modules: modulesOf(meta, cost.files),
    });
  }
  if (budgets.features) {
    for (const [feature, modules] of featureModules(meta, budgets.features.dir)) {
      items.push({
        kind: 'feature',
        name: feature,
        bytes: modules.reduce((sum, module) => sum + module.gzipBytes, 0),
        limit: limitFor(budgets.features.budgetsKB, feature),
        present: true,
        files: [],
        modules,
      });
    }
  }
  return items;
}

/** Checks the items against their limits; failures carry the modules that grew and the biggest ones. */
export function checkBudgets({ meta, floorMeta, budgets, baseline }) {
  const results = measureItems(meta, floorMeta, budgets).map((item) => {
    // A budgeted route whose screen is not in the build fails: its budget must not go quietly unchecked.
    const ok = item.present ? item.bytes <= item.limit : item.limit === Infinity;
    const key = `${item.kind} ${item.name}`;
    return { ...item, ok, growth: ok ? null : growthSince(baseline?.items?.[key], item.modules) };
  });
  return { ok: results.every((result) => result.ok), results };
}

/** A baseline to compare future failures with: each item's modules and their sizes (50 bytes and up). */
export function makeBaseline(meta, floorMeta, budgets) {
  const items = {};
  for (const item of measureItems(meta, floorMeta, budgets)) {
    items[`${item.kind} ${item.name}`] = Object.fromEntries(
      item.modules.filter((m) => m.gzipBytes >= 50).map((m) => [m.id, m.gzipBytes]),
    );
  }
  return {
    note: 'Written by `node tooling/scripts/budget.mjs --write-baseline`; failures list the modules that grew since.',
    items,
  };
}

/** `react-dom/cjs/x.js` -> `react-dom`; `packages/site/src/features/header/X.tsx` -> that feature's folder. */
export function folderOf(id) {
  const parts = id.split('/');
  if (parts[0] === 'packages') return parts.slice(0, parts[3] === 'features' ? 5 : 4).join('/');
  return parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/');
}

function byFolder(modules) {
  const folders = new Map();
  for (const { id, gzipBytes } of modules)
    folders.set(folderOf(id), (folders.get(folderOf(id)) ?? 0) + gzipBytes);
  return [...folders].sort((a, b) => b[1] - a[1]);
}

const pct = (value) => `${(value * 100).toFixed(1)}%`;

function describeLimit(result) {
  if (result.kind === 'route') {
    if (!result.maxRatio) return `${result.ratio.toFixed(2)}x the floor, no budget`;
    return `${result.ratio.toFixed(3)}x the floor (${kB(result.floorBytes)} kB); budget ${result.maxRatio.toFixed(2)}x = ${kB(result.limit)} kB`;
  }
  return `budget ${kB(result.limit)} kB`;
}

/** Human-readable report; failures name the chunk files, the modules that grew and the biggest modules. */
export function formatReport({ results }, { app, verbose = false } = {}) {
  const lines = [];
  for (const result of results) {
    const label = `${result.kind} ${result.name}`;
    if (!result.present && !result.ok) {
      lines.push(
        `  FAIL  ${label}: has a budget, but no lazy chunk of the build matches its screens (${result.screens.join(', ')}); name the route's screen module in budgets.json`,
      );
      continue;
    }
    if (!result.present) {
      if (verbose)
        lines.push(`  skip  ${label}: not in this build yet (no lazy chunk matches its screens)`);
      continue;
    }
    if (result.ok) {
      if (verbose || result.kind === 'route')
        lines.push(`  ok    ${label}: ${kB(result.bytes)} kB gzip, ${describeLimit(result)}`);
      continue;
    }
    const over = result.bytes - result.limit;
    lines.push(
      `  FAIL  ${label}: ${kB(result.bytes)} kB gzip, ${describeLimit(result)}; over by ${kB(over)} kB (${pct(over / result.limit)})`,
    );
    if (result.note) lines.push(`        note: ${result.note}`);
    if (result.files.length)
      lines.push(
        `        chunks: ${result.files.map((file) => file.replace(/^assets\//, '')).join(', ')}`,
      );
    if (result.growth === null)
      lines.push(
        '        grew since the baseline: no baseline for this item (budget.mjs --write-baseline)',
      );
    else if (result.growth.length === 0)
      lines.push(
        '        grew since the baseline: nothing (it was already over when the baseline was written)',
      );
    else {
      lines.push('        grew since the baseline:');
      for (const module of result.growth.slice(0, 10)) {
        lines.push(
          `          +${kB(module.gzipBytes - module.before).padStart(5)} kB  ${module.id} (${module.before ? `${kB(module.before)} -> ` : 'new, '}${kB(module.gzipBytes)} kB)`,
        );
      }
    }
    const biggest = result.kind === 'route' ? result.beyondFloor : result.modules;
    lines.push(
      result.kind === 'route'
        ? '        biggest modules the floor does not have (candidates to load lazily):'
        : '        biggest modules:',
    );
    for (const module of biggest.slice(0, 12))
      lines.push(`          ${kB(module.gzipBytes).padStart(6)} kB  ${module.id}`);
    const folders = byFolder(biggest).slice(0, 8);
    lines.push(
      `        by folder: ${folders.map(([folder, bytes]) => `${folder} ${kB(bytes)} kB`).join(', ')}`,
    );
  }
  const failed = results.filter((result) => !result.ok).length;
  const header = `budget ${app}: ${failed === 0 ? 'ok' : `${failed} over budget`} (${results.filter((r) => r.present).length} items, sizes gzip -9)`;
  return [header, ...lines].join('\n');
}
