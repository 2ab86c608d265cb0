#!/usr/bin/env node
// `pnpm bench`: the project's benchmark, one command, one run. Writes bench/results.json and
// bench/results.md and prints the markdown. Sections (all by default; --only / --skip a,b,...):
//   sizes      initial JS per route of every brand, gzip -9, and its ratio to the floor app's
//   pagespeed  home and lobby in Chromium, CPU 4x slower, median of --runs (5): LCP, FCP, CLS, TBT,
//              long tasks, main-thread JS before the first contentful paint
//   lobby      the RNG lobby with a 5,000-game vendor: first render, scroll to the end
//   simulator  requests per second and p99 latency of game list and login (autocannon, loopback)
//   farm       --farm-sizes (10,30) extra brands in a temporary workspace: cold, cached, one more brand
// Options: --brands aurora,lotus  --runs 5  --farm-sizes 10,30  --farm-per-brand (every brand bundles
// the site itself and every brand file is an input of every brand build, as before the shared bundle).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { folderOf, readBudgets } from './lib/budget.mjs';
import {
  allModules,
  entryJs,
  kB,
  modulesOf,
  readBuildMeta,
  routeInitialJs,
  workspaceRoot,
} from './lib/buildMeta.mjs';
import { runFarm } from './lib/farm.mjs';
import { lobbyAtScale } from './lib/lobbyScale.mjs';
import { CPU_THROTTLING, launchBrowser, measureLoad, medians } from './lib/pageSpeed.mjs';
import { startFloorPreview, startPreview, startSimulator } from './lib/servers.mjs';
import { simulatorBench } from './lib/simBench.mjs';

const SECTIONS = ['sizes', 'pagespeed', 'lobby', 'simulator', 'farm'];
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    skip: { type: 'string', default: '' },
    brands: { type: 'string' },
    runs: { type: 'string', default: '5' },
    'farm-sizes': { type: 'string', default: '10,30' },
    'farm-per-brand': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(workspaceRoot, 'bench') },
  },
});
const list = (text) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const sections = (values.only ? list(values.only) : SECTIONS).filter(
  (section) => !list(values.skip).includes(section),
);
for (const section of sections)
  if (!SECTIONS.includes(section))
    throw new Error(`unknown section "${section}" (${SECTIONS.join(', ')})`);
const runs = Number(values.runs);
const allBrands = readdirSync(path.join(workspaceRoot, 'apps'))
  .filter((dir) => dir.startsWith('brand-'))
  .map((dir) => dir.slice('brand-'.length));
const brands = values.brands ? list(values.brands) : allBrands;
const budgets = readBudgets(path.join(workspaceRoot, 'tooling/scripts/budgets.json'));
const appDir = (code) => path.join(workspaceRoot, 'apps', `brand-${code}`);

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  },
  sections,
  durationsSeconds: {},
};
const log = (message) => console.error(`[bench] ${message}`);

async function timed(name, work) {
  const started = performance.now();
  try {
    results[name] = await work();
  } catch (error) {
    log(`${name} failed: ${error.stack ?? error}`);
    results[name] = { na: `failed: ${String(error.message ?? error).split('\n')[0]}` };
  }
  results.durationsSeconds[name] = Number(((performance.now() - started) / 1000).toFixed(1));
}

// The builds every section reads (turbo: served from its cache when nothing changed).
await timed('build', async () => {
  log(`building the floor app and ${brands.length} brand(s) with turbo`);
  const filters = ['--filter=@wl/floor-app', ...brands.map((code) => `--filter=@wl/brand-${code}`)];
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { brands };
});

if (sections.includes('sizes')) {
  await timed('sizes', async () => {
    const floorMeta = readBuildMeta(path.join(workspaceRoot, budgets.floorApp));
    const floor = entryJs(floorMeta);
    const floorModules = new Set(allModules(floorMeta).map((module) => module.id));
    const rows = [];
    let homeModules = null;
    for (const code of brands) {
      const meta = readBuildMeta(appDir(code));
      for (const [route, spec] of Object.entries(budgets.routes)) {
        const initial = routeInitialJs(meta, spec.screens);
        // A route the site does not have yet is served by the not-found screen: measure that.
        const shown = initial.screensFound
          ? initial
          : routeInitialJs(meta, [budgets.notFoundScreen]);
        rows.push({
          brand: code,
          route,
          gzipBytes: shown.gzipBytes,
          ratio: Number((shown.gzipBytes / floor.gzipBytes).toFixed(3)),
          maxRatio: spec.maxFloorRatio ?? null,
          note: initial.screensFound ? null : 'not in the site yet: not-found page',
          files: shown.files,
        });
        if (route === '/' && !homeModules) {
          const beyond = modulesOf(meta, initial.files).filter(
            (module) => !floorModules.has(module.id),
          );
          const folders = new Map();
          for (const module of beyond)
            folders.set(
              folderOf(module.id),
              (folders.get(folderOf(module.id)) ?? 0) + module.gzipBytes,
            );
          homeModules = {
            brand: code,
            beyondFloorBytes: beyond.reduce((sum, module) => sum + module.gzipBytes, 0),
            top: beyond.slice(0, 20),
            byFolder: [...folders]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 12)
              .map(([folder, gzipBytes]) => ({ folder, gzipBytes })),
          };
        }
      }
    }
    return { floor: { gzipBytes: floor.gzipBytes, files: floor.files }, rows, homeModules };
  });
}

let sim;
let browser;
const previews = new Map();
try {
  if (sections.some((section) => section === 'pagespeed' || section === 'lobby')) {
    log('starting the simulator, the previews and Chromium');
    sim = await startSimulator();
    for (const code of brands) previews.set(code, await startPreview(code, sim.port));
    browser = await launchBrowser();
    results.machine.chromium = browser.version();
  }

  if (sections.includes('pagespeed')) {
    await timed('pagespeed', async () => {
      // The floor app, one styled heading on the same stack, is the LCP no brand can beat without HTML
      // rendered ahead of its JS. Runs interleave: each round loads the floor and then every page, so a
      // machine that gets busier during the bench slows both sides of a ratio alike.
      let rows = [];
      const floorPreview = await startFloorPreview();
      try {
        const jsSizesOf = (meta) =>
          new Map([...meta.chunksByFile.values()].map((chunk) => [chunk.file, chunk.gzipBytes]));
        const targets = [
          {
            brand: 'floor app',
            route: '/',
            origin: floorPreview.url,
            jsSizes: jsSizesOf(readBuildMeta(path.join(workspaceRoot, budgets.floorApp))),
          },
          ...brands.flatMap((code) => {
            const jsSizes = jsSizesOf(readBuildMeta(appDir(code)));
            return ['/', '/rng'].map((route) => ({
              brand: code,
              route,
              origin: previews.get(code).url,
              jsSizes,
            }));
          }),
        ];
        // Warm-up, once an origin: server caches, the simulator's JIT.
        for (const target of targets)
          if (target.route === '/')
            await measureLoad(browser, `${target.origin}/`, { jsSizes: target.jsSizes });
        const samples = targets.map(() => []);
        for (let run = 0; run < runs; run += 1)
          for (const [index, target] of targets.entries()) {
            log(`page speed ${target.brand} ${target.route} run ${run + 1}/${runs}`);
            samples[index].push(
              await measureLoad(browser, `${target.origin}${target.route}`, {
                jsSizes: target.jsSizes,
              }),
            );
          }
        rows = targets.map(({ brand, route }, index) => ({
          brand,
          route,
          runs,
          median: medians(samples[index]),
          samples: samples[index],
        }));
      } finally {
        await floorPreview.stop();
      }
      return { cpuThrottling: CPU_THROTTLING, rows };
    });
  }

  if (sections.includes('lobby')) {
    await timed('lobby', () => {
      log('lobby at scale');
      return lobbyAtScale({ browser, simUrl: sim.url, appUrl: previews.get(brands[0]).url });
    });
  }
} finally {
  await browser?.close();
  for (const preview of previews.values()) await preview.stop();
  await sim?.stop();
}

if (sections.includes('simulator')) {
  await timed('simulator', () => {
    log('simulator load test');
    return simulatorBench({ seconds: 5 });
  });
}

if (sections.includes('farm')) {
  await timed('farm', async () => {
    const sizes = list(values['farm-sizes']).map(Number);
    const before = values['farm-per-brand'];
    const rows = await runFarm({ sizes, before, onStep: (step) => log(`brand farm: ${step}`) });
    return {
      mode: before
        ? 'as before the shared bundle: every brand bundles the site (WL_SITE_BUNDLE_CACHE=off) and every brand file is an input of every build'
        : 'one shared site bundle, stamped per brand; each brand build has only its own brand file as input',
      rows,
    };
  });
}

// --- report -------------------------------------------------------------------------------------
const ms = (value) => (value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`);
const s = (value) => (value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} s`);
/** ` (1.23x)`: a brand figure against the floor app's in the same run; ` (-)` where the floor's is 0. */
const ratioToFloor = (value, floor) => {
  if (floor === undefined || floor === null || value === null || value === undefined) return '';
  return floor > 0 ? ` (${(value / floor).toFixed(2)}x)` : ' (-)';
};
const md = [];
md.push(`# Benchmark results`, '');
md.push(
  `${results.date} on ${results.machine.cpus} CPU(s) (${results.machine.cpuModel}), Node ${results.machine.node}` +
    `${results.machine.chromium ? `, Chromium ${results.machine.chromium}` : ''}; load average at start ${results.machine.loadAverageAtStart.join(' / ')}.`,
  '',
);

if (results.sizes?.rows) {
  const { floor, rows, homeModules } = results.sizes;
  const routes = Object.keys(budgets.routes);
  md.push('## Initial JS per route (gzip -9 kB, ratio to the floor)', '');
  md.push(
    "Entry chunk + its static imports + the route's lazy screen chunk(s) + their static imports, from Vite's build manifest; " +
      `each file gzip -9 once. Floor: \`${budgets.floorApp}\` (React, router, RTK Query, styled-components, i18next: one route, one query, one heading, one string) = **${kB(floor.gzipBytes)} kB**.`,
    '',
  );
  md.push(`| brand | ${routes.join(' | ')} |`, `|---|${routes.map(() => '---').join('|')}|`);
  for (const code of brands) {
    const cells = routes.map((route) => {
      const row = rows.find((item) => item.brand === code && item.route === route);
      const over = row.maxRatio && row.ratio > row.maxRatio ? ` **over ${row.maxRatio}x**` : '';
      return `${kB(row.gzipBytes)} (${row.ratio.toFixed(2)}x)${over}${row.note ? ` ${row.note}` : ''}`;
    });
    md.push(`| ${code} | ${cells.join(' | ')} |`);
  }
  md.push('');
  if (homeModules) {
    md.push(
      `### Home route beyond the floor: ${kB(homeModules.beyondFloorBytes)} kB (${homeModules.brand})`,
      '',
    );
    md.push(
      'Modules the home route loads that the floor does not (gzip share of their chunk): the candidates to load lazily.',
      '',
    );
    md.push('| kB | module |', '|---:|---|');
    for (const module of homeModules.top) md.push(`| ${kB(module.gzipBytes)} | \`${module.id}\` |`);
    md.push(
      '',
      `By folder: ${homeModules.byFolder.map(({ folder, gzipBytes }) => `\`${folder}\` ${kB(gzipBytes)}`).join(', ')}.`,
      '',
    );
  }
} else if (results.sizes?.na)
  md.push('## Initial JS per route', '', `n/a (${results.sizes.na})`, '');

if (results.pagespeed?.rows) {
  md.push(
    `## Page speed (Chromium, CPU ${results.pagespeed.cpuThrottling}x slower, median of ${runs}, cold cache)`,
    '',
  );
  md.push(
    "Each figure of a brand row is followed by its ratio to the floor app's in this run (`-` where the floor's is 0).",
    '',
    '| brand | route | LCP | FCP | CLS | TBT | long tasks | longest task | JS before FCP | main-thread JS | JS fetched |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  const floorRow = results.pagespeed.rows.find((row) => row.brand === 'floor app');
  for (const row of results.pagespeed.rows) {
    const m = row.median;
    const f = row === floorRow ? null : floorRow?.median;
    const cell = (key, text) => `${text(m[key])}${ratioToFloor(m[key], f?.[key])}`;
    const count = (value) => (value === null || value === undefined ? 'n/a' : String(value));
    const cls = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(3));
    md.push(
      `| ${row.brand} | ${row.route} | ${cell('lcpMs', ms)} | ${cell('fcpMs', ms)} | ${cell('cls', cls)} | ${cell('tbtMs', ms)} | ${cell('longTasks', count)} | ${cell('longestTaskMs', ms)} | ` +
        `${cell('jsBeforeFcpMs', ms)} | ${cell('jsTotalMs', ms)} | ${m.jsFiles ?? 'n/a'} files, ${kB(m.jsGzipBytes ?? 0)} kB${ratioToFloor(m.jsGzipBytes, f?.jsGzipBytes)} |`,
    );
  }
  const floorLcp = floorRow?.median.lcpMs;
  if (floorLcp)
    md.push(
      '',
      `LCP against the floor app's ${ms(floorLcp)}: ` +
        results.pagespeed.rows
          .filter((row) => row.brand !== 'floor app' && row.median.lcpMs)
          .map((row) => `${row.brand} ${row.route} ${(row.median.lcpMs / floorLcp).toFixed(2)}x`)
          .join(', ') +
        '.',
    );
  md.push(
    '',
    'LCP, FCP, CLS: web-vitals in the page. TBT: sum of (long task - 50 ms) for long tasks after FCP until the page settles (no request for 1 s, no long task for 1.5 s). ' +
      'JS before FCP / main-thread JS: main-thread script compile + evaluation + calls in a Chromium trace, before FCP / until settled. JS fetched: script files requested, gzip -9.',
    '',
  );
} else if (results.pagespeed?.na) md.push('## Page speed', '', `n/a (${results.pagespeed.na})`, '');

if (results.lobby) {
  md.push('## Lobby at scale (5,000-game vendor)', '');
  const lobby = results.lobby;
  // The floor has no lobby: its first paint (LCP) in this run is what the lobby's first render is held against.
  const floorPaint = results.pagespeed?.rows?.find((row) => row.brand === 'floor app')?.median
    .lcpMs;
  if (lobby.na) md.push(`n/a (${lobby.na})`, '');
  else {
    md.push(
      '| vendor | games | first render (CPU 4x) | longest task, first load (CPU 4x) | load to the last game | "load more" presses | median per page | longest task while loading | scroll through all (frames) | dropped frames | longest frame | longest task while scrolling | DOM nodes at end | reached last game |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    md.push(
      `| ${lobby.vendor} | ${lobby.total} | ${ms(lobby.firstRenderMs)}${ratioToFloor(lobby.firstRenderMs, floorPaint)} | ${ms(lobby.longestFirstLoadTaskMs)} | ${s(lobby.loadMs / 1000)} | ${lobby.loadMoreClicks} | ${ms(lobby.medianPageMs)} | ${ms(lobby.longestLoadTaskMs)} | ${s(lobby.scrollMs / 1000)} (${lobby.frames}) | ${lobby.droppedFrames} (${lobby.frames ? ((100 * lobby.droppedFrames) / lobby.frames).toFixed(1) : 'n/a'} %) | ${ms(lobby.longestFrameMs)} | ${ms(lobby.longestScrollTaskMs)} | ${lobby.nodes} | ${lobby.reachedLastGame ? 'yes' : 'no'} |`,
      '',
      `First render: the first game of \`${lobby.vendor}\` on screen after navigating to \`/rng?page=${lobby.vendor}\`${floorPaint ? ` (in brackets: against the floor app's first paint, ${ms(floorPaint)}, in this run)` : ''}. Then at CPU 1x: "load more" pressed each time it is enabled again until the last game is listed (the spec's 300 ms debounce and 500 ms busy time make 0.8 s a page the floor), and a scroll from the top through every loaded game, 90% of a screen per frame. A long task is one over 50 ms (none: 0 ms). Dropped frames: animation frames later than one 60 Hz frame, counted in frames skipped.`,
      '',
    );
  }
}

if (results.simulator) {
  md.push('## Simulator (loopback, autocannon)', '');
  if (results.simulator.na) md.push(`n/a (${results.simulator.na})`, '');
  else {
    md.push(
      `${results.simulator.seconds} s per case, ${results.simulator.connections} connections.`,
      '',
    );
    md.push('| call | req/s | p50 | p99 | non-2xx | errors |', '|---|---:|---:|---:|---:|---:|');
    for (const item of results.simulator.cases)
      md.push(
        `| ${item.name} | ${item.requestsPerSecond} | ${item.p50Ms} ms | ${item.p99Ms} ms | ${item.non2xx} | ${item.errors} |`,
      );
    md.push('');
  }
}

if (results.farm) {
  md.push('## Brand farm (turbo, temporary extra brands)', '');
  if (results.farm.na) md.push(`n/a (${results.farm.na})`, '');
  else {
    md.push(
      `Mode: ${results.farm.mode}. Wall seconds (CPU seconds of turbo and every build it ran).`,
      '',
    );
    md.push(
      '| brands | cold build | cached build | + one brand (whole farm) | + one brand (built alone) | builds checked |',
      '|---:|---:|---:|---:|---:|---|',
    );
    const cell = (run) => `${s(run.seconds)} (${s(run.cpuSeconds)} CPU)`;
    for (const row of results.farm.rows) {
      md.push(
        `| ${row.brands} | ${cell(row.cold)} | ${cell(row.cached)} | ${cell(row.plusOne)} | ${row.plusOneAlone ? cell(row.plusOneAlone) : 'n/a'} | ${row.check.checked - row.check.wrong.length}/${row.check.checked} correct |`,
      );
    }
    const [small, big] = results.farm.rows;
    if (small && big) {
      const perBrand = (big.cold.seconds - small.cold.seconds) / (big.brands - small.brands);
      md.push(
        '',
        `Marginal cost of one brand in a cold build: ${s(perBrand)} wall ((${big.brands} - ${small.brands} brands) difference / ${big.brands - small.brands}).`,
      );
    }
    md.push('');
  }
}

md.push(
  '## Durations',
  '',
  Object.entries(results.durationsSeconds)
    .map(([name, seconds]) => `${name} ${seconds} s`)
    .join(', '),
  '',
);
const markdown = md.join('\n');
mkdirSync(values.out, { recursive: true });
writeFileSync(path.join(values.out, 'results.json'), JSON.stringify(results, null, 1) + '\n');
writeFileSync(path.join(values.out, 'results.md'), markdown);
console.log(markdown);
