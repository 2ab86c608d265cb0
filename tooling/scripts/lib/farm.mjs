// The brand farm: N extra brands made by `new-brand` in a temporary workspace beside the real one, so
// their builds can be timed without touching apps/, brands/ or the lockfile that other people use.
// The farm's packages/, tooling/vite-config and tooling/tsconfig are copies taken when it is made
// (people editing the site meanwhile do not change what the farm builds); their node_modules and the
// farm apps' (a real brand app's) hold links to the real dependencies, with the workspace packages
// pointing at the copies. The root node_modules/ links to the real entries, except the site-bundle
// cache, which is the farm's own.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from './buildMeta.mjs';

const turboBin = path.join(workspaceRoot, 'node_modules/.bin/turbo');

const NOT_COPIED = new Set([
  'node_modules',
  'dist',
  'build-meta',
  'coverage',
  'storybook-static',
  '.turbo',
]);

/** What the farm copies: the workspace packages and the build's own tooling (its code is in the bundle's key). */
const COPIED = ['packages', 'tooling/vite-config', 'tooling/tsconfig'];

/** `mirror`: a node_modules of links to what `real` resolves to, copied folders redirected into the copy. */
function mirrorNodeModules(real, mirror, { source, dir }) {
  const linkTarget = (entry) => {
    const target = realpathSync(entry);
    for (const copied of COPIED) {
      const inside = path.relative(path.join(source, copied), target);
      if (!inside.startsWith('..') && !path.isAbsolute(inside))
        return path.join(dir, copied, inside);
    }
    return target;
  };
  mkdirSync(mirror, { recursive: true });
  for (const entry of readdirSync(real)) {
    if (entry.startsWith('@')) {
      mkdirSync(path.join(mirror, entry));
      for (const scoped of readdirSync(path.join(real, entry))) {
        symlinkSync(linkTarget(path.join(real, entry, scoped)), path.join(mirror, entry, scoped));
      }
    } else if (entry !== '.cache' && entry !== '.modules.yaml' && !entry.startsWith('.vite')) {
      symlinkSync(linkTarget(path.join(real, entry)), path.join(mirror, entry));
    }
  }
}

/**
 * Copies the sources the site bundle is made from (packages/, tooling/vite-config, tooling/tsconfig)
 * into the farm, with node_modules mirrored onto the copy: a snapshot, so edits made in the real tree
 * while the farm builds do not change what it builds.
 */
function snapshotSources({ source, dir }) {
  const packageDirs = COPIED.flatMap((copied) =>
    copied === 'packages'
      ? readdirSync(path.join(source, 'packages')).map((name) => `packages/${name}`)
      : [copied],
  );
  for (const relative of packageDirs) {
    const from = path.join(source, relative);
    cpSync(from, path.join(dir, relative), {
      recursive: true,
      filter: (file) => file === from || !NOT_COPIED.has(path.basename(file)),
    });
  }
  for (const relative of packageDirs) {
    const real = path.join(source, relative, 'node_modules');
    if (existsSync(real))
      mirrorNodeModules(real, path.join(dir, relative, 'node_modules'), { source, dir });
  }
  // What every farm app links as its node_modules: a real brand app's, onto the copy.
  mirrorNodeModules(
    path.join(source, 'apps/brand-aurora/node_modules'),
    path.join(dir, '.app-node_modules'),
    {
      source,
      dir,
    },
  );
}

/** `source`: the workspace whose packages/ and brand app dependencies the farm uses (the real one). */
export function createFarm({
  dir = path.join(tmpdir(), `wl-brand-farm-${process.pid}`),
  source = workspaceRoot,
} = {}) {
  rmSync(dir, { recursive: true, force: true });
  // Temporary: gone when the benchmark ends, also when it is interrupted.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'apps'), { recursive: true });
  mkdirSync(path.join(dir, 'brands'));
  mkdirSync(path.join(dir, 'tooling'));
  mkdirSync(path.join(dir, 'node_modules'));
  const rootPkg = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify(
      {
        name: 'wl-brand-farm',
        private: true,
        type: 'module',
        packageManager: rootPkg.packageManager,
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(dir, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n');
  // Turbo lists a package's inputs through git (honouring .gitignore); without a repository it would
  // hash node_modules and dist as inputs.
  writeFileSync(
    path.join(dir, '.gitignore'),
    'node_modules/\n.app-node_modules/\ndist/\nbuild-meta/\n.turbo/\n',
  );
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
  cpSync(path.join(workspaceRoot, 'pnpm-lock.yaml'), path.join(dir, 'pnpm-lock.yaml'));
  cpSync(path.join(workspaceRoot, 'brands/schema.json'), path.join(dir, 'brands/schema.json'));
  // The real workspace's build task, as far as a brand app is concerned.
  const turbo = JSON.parse(readFileSync(path.join(workspaceRoot, 'turbo.json'), 'utf8'));
  writeFileSync(
    path.join(dir, 'turbo.json'),
    JSON.stringify(
      {
        $schema: turbo.$schema,
        ui: 'stream',
        globalEnv: turbo.globalEnv,
        tasks: { build: turbo.tasks.build },
      },
      null,
      2,
    ),
  );
  snapshotSources({ source, dir });
  symlinkSync(
    path.join(workspaceRoot, 'tooling/eslint-config'),
    path.join(dir, 'tooling/eslint-config'),
  );
  for (const entry of readdirSync(path.join(workspaceRoot, 'node_modules'))) {
    if (entry !== '.cache')
      symlinkSync(
        path.join(workspaceRoot, 'node_modules', entry),
        path.join(dir, 'node_modules', entry),
      );
  }
  return { dir, brands: [] };
}

/**
 * Adds brands `farm-<n>` up to `count` in total, through the real `new-brand` script. `farm.before`:
 * without the per-brand turbo.json, so every brand file is an input of every brand's build (as before).
 */
export function growFarm(farm, count) {
  while (farm.brands.length < count) {
    const code = `farm-${String(farm.brands.length + 1).padStart(3, '0')}`;
    execFileSync(
      process.execPath,
      [
        path.join(workspaceRoot, 'tooling/scripts/new-brand.mjs'),
        code,
        '--root',
        farm.dir,
        '--quiet',
      ],
      {
        stdio: 'inherit',
      },
    );
    symlinkSync(
      path.join(farm.dir, '.app-node_modules'),
      path.join(farm.dir, 'apps', `brand-${code}`, 'node_modules'),
    );
    if (farm.before) rmSync(path.join(farm.dir, 'apps', `brand-${code}`, 'turbo.json'));
    farm.brands.push(code);
  }
}

export function clearSiteBundleCache(farm) {
  rmSync(path.join(farm.dir, 'node_modules/.cache'), { recursive: true, force: true });
}

/**
 * `turbo run build` over the farm; returns wall and CPU seconds (user + system of turbo and every
 * build it ran, from /usr/bin/time) and how many tasks turbo served from its cache.
 * `force`: ignore turbo's cache (a cold build, with the site-bundle cache cleared as well).
 * `only`: build just this brand code (`--filter`).
 */
export function turboBuild(farm, { force = false, env = {}, only } = {}) {
  if (force) clearSiteBundleCache(farm);
  const args = [
    'run',
    'build',
    '--output-logs=errors-only',
    '--ui=stream',
    ...(force ? ['--force'] : []),
    // One brand and what it depends on (served from turbo's cache), as a merchant's build runs.
    ...(only ? [`--filter=@wl/brand-${only}`] : []),
  ];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'wl-farm-time %e %U %S', turboBin, ...args], {
      cwd: farm.dir,
      env: {
        ...process.env,
        ...env,
        TURBO_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0)
        return reject(
          new Error(`turbo build of the brand farm failed (exit ${code}):\n${output.slice(-4000)}`),
        );
      const cached = /Cached:\s+(\d+) cached, (\d+) total/.exec(output);
      const time = /wl-farm-time ([\d.]+) ([\d.]+) ([\d.]+)/.exec(output);
      resolve({
        seconds,
        cpuSeconds: time ? Number(time[2]) + Number(time[3]) : null,
        cached: cached ? Number(cached[1]) : null,
        total: cached ? Number(cached[2]) : null,
      });
    });
  });
}

/** Brands whose build is a servable page carrying that brand: index.html with its data block and entry script present. */
export function checkFarmBuilds(farm) {
  const wrong = [];
  for (const code of farm.brands) {
    const dist = path.join(farm.dir, 'apps', `brand-${code}`, 'dist');
    try {
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      const data = JSON.parse(
        /<script type="application\/json" id="wl-brand">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
      );
      const entry = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1];
      if (data?.code !== code || !entry || !existsSync(path.join(dist, entry))) wrong.push(code);
    } catch {
      wrong.push(code);
    }
  }
  return { checked: farm.brands.length, wrong };
}

/**
 * For each size: a cold build (turbo --force, no site-bundle cache), a fully cached build, and the
 * build after one more brand is added (the marginal cost: only that brand is built), over the whole
 * farm and as that brand's own build.
 */
export async function runFarm({ sizes, before = false, source, onStep = () => {} }) {
  const farm = { ...createFarm({ source }), before };
  // Before the shared bundle: every brand bundled the site itself.
  const env = before ? { WL_SITE_BUNDLE_CACHE: 'off' } : {};
  const rows = [];
  try {
    for (const size of sizes) {
      growFarm(farm, size);
      onStep(`${size} brands: cold build`);
      const cold = await turboBuild(farm, { force: true, env });
      const check = checkFarmBuilds(farm);
      onStep(`${size} brands: cached build`);
      const cached = await turboBuild(farm, { env });
      // Two ways a new brand gets built: the whole farm's build (turbo checks every brand and builds
      // the new one), and the merchant's own build of just that brand.
      growFarm(farm, size + 1);
      onStep(`${size} brands: one more brand, whole farm`);
      const plusOne = await turboBuild(farm, { env });
      growFarm(farm, size + 2);
      onStep(`${size} brands: one more brand, built alone`);
      const plusOneAlone = await turboBuild(farm, { env, only: farm.brands.at(-1) });
      rows.push({ brands: size, cold, cached, plusOne, plusOneAlone, check });
      // The next size grows from here; drop the extra brands so its count is exact.
      for (const extra of farm.brands.splice(size)) {
        rmSync(path.join(farm.dir, 'apps', `brand-${extra}`), { recursive: true, force: true });
        rmSync(path.join(farm.dir, 'brands', `${extra}.json`), { force: true });
      }
    }
  } finally {
    removeFarm(farm);
  }
  return rows;
}

export function removeFarm(farm) {
  rmSync(farm.dir, { recursive: true, force: true });
}
