// The budget check on real Vite builds of a tiny app: a deliberately oversized import fails it, and
// the failure names the chunk and the module that grew. `node --test` (pnpm --filter @wl/scripts test).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { workspaceRoot } from './lib/buildMeta.mjs';

const run = promisify(execFile);
const viteConfigDir = path.join(workspaceRoot, 'tooling/vite-config');
// Vite is a dependency of the shared Vite config package, not of the scripts.
const vite = await import(
  pathToFileURL(createRequire(path.join(viteConfigDir, 'package.json')).resolve('vite')).href
);
const { module: buildMeta } = await vite.runnerImport(path.join(viteConfigDir, 'buildMeta.ts'));

/** Data that does not compress away: `count` strings, about 8 gzipped bytes each. */
function incompressibleRows(name, count, seed) {
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const rows = Array.from(
    { length: count },
    () => `"${next().toString(36)}${next().toString(36)}"`,
  );
  return `export const ${name} = [${rows.join(',')}];\n`;
}

function writeApp(dir, files) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
}

const indexHtml =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>';
// The "framework" both the floor and the app start with (~20 kB gzipped), so ratios are like real ones.
const framework = incompressibleRows('framework', 2500, 7);
const mainJs = `
import { framework } from '../../../shared/framework.js';
console.log(framework.length);
const routes = { '/': () => import('./HomePage.js'), '/report': () => import('./ReportPage.js') };
(routes[location.pathname] ?? routes['/'])().then((page) => { document.getElementById('root').textContent = page.default(); });
`;

async function build(root, workspace) {
  await vite.build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [buildMeta.buildMetaPlugin({ workspaceRoot: workspace })],
    build: { ...buildMeta.productionBuildOptions(), rollupOptions: {} },
  });
}

async function budget(workspace, app, args = [], budgetsFile = 'budgets.json') {
  const script = path.join(workspaceRoot, 'tooling/scripts/budget.mjs');
  const common = [
    '--root',
    workspace,
    '--floor',
    path.join(workspace, 'floor'),
    '--budgets',
    path.join(workspace, budgetsFile),
  ];
  try {
    const { stdout } = await run(process.execPath, [
      script,
      ...common,
      '--baseline',
      path.join(workspace, 'baseline.json'),
      ...args,
      app,
    ]);
    return { code: 0, output: stdout };
  } catch (error) {
    return { code: error.code, output: `${error.stdout}${error.stderr}` };
  }
}

describe('budget check', () => {
  let workspace;
  let app;

  before(async () => {
    workspace = mkdtempSync(path.join(tmpdir(), 'wl-budget-'));
    app = path.join(workspace, 'apps/brand-fixture');
    writeFileSync(
      path.join(workspace, 'budgets.json'),
      JSON.stringify({
        floorApp: 'floor',
        routes: { '/': { screens: ['apps/brand-fixture/src/HomePage.js'], maxFloorRatio: 1.2 } },
        lazyChunks: { budgetsKB: { default: 5 } },
      }),
    );
    writeApp(workspace, { 'shared/framework.js': framework });
    writeApp(path.join(workspace, 'floor'), {
      'index.html': indexHtml,
      'src/main.js':
        "import { framework } from '../../shared/framework.js';\ndocument.getElementById('root').textContent = framework[0];\n",
    });
    await build(path.join(workspace, 'floor'), workspace);
    // Today's app: a small home route and a small report page; its sizes become the baseline.
    writeApp(app, {
      'index.html': indexHtml,
      'src/main.js': mainJs,
      'src/HomePage.js': "export default () => 'home';\n",
      'src/ReportPage.js': "export default () => 'report';\n",
    });
    await build(app, workspace);
  });

  after(() => rmSync(workspace, { recursive: true, force: true }));

  test('passes while every chunk is within its budget', async () => {
    const { code, output } = await budget(workspace, app);
    assert.equal(code, 0, output);
    assert.match(output, /budget apps\/brand-fixture: ok/);
    const baseline = await budget(workspace, app, ['--write-baseline']);
    assert.equal(baseline.code, 0, baseline.output);
  });

  test('a lazy page that imports an oversized module fails, naming the chunk and the module that grew', async () => {
    writeApp(app, {
      // ~50 kB gzipped: the "accidentally imported table".
      'src/reportRows.js': incompressibleRows('rows', 6000, 42),
      'src/ReportPage.js':
        "import { rows } from './reportRows.js';\nexport default () => `report of ${rows.length} rows`;\n",
    });
    await build(app, workspace);
    const { code, output } = await budget(workspace, app);
    assert.equal(code, 1, output);
    assert.match(
      output,
      /FAIL {2}lazy chunk apps\/brand-fixture\/src\/ReportPage\.js: [\d.]+ kB gzip, budget 5\.0 kB; over by/,
    );
    assert.match(output, /chunks: ReportPage-[\w-]+\.js/);
    assert.match(
      output,
      /grew since the baseline:\n\s+\+\s*[\d.]+ kB {2}apps\/brand-fixture\/src\/reportRows\.js \(new, /,
    );
    // The home route does not load the report page, so it stays within 1.2x the floor's initial JS.
    assert.doesNotMatch(output, /FAIL {2}route \//);
  });

  test('the same import on the home route fails the 1.2x floor budget and lists it as a candidate to load lazily', async () => {
    writeApp(app, {
      'src/HomePage.js':
        "import { rows } from './reportRows.js';\nexport default () => `home with ${rows.length} rows`;\n",
      'src/ReportPage.js': "export default () => 'report';\n",
    });
    await build(app, workspace);
    const { code, output } = await budget(workspace, app);
    assert.equal(code, 1, output);
    assert.match(
      output,
      /FAIL {2}route \/: [\d.]+ kB gzip, [\d.]+x the floor \([\d.]+ kB\); budget 1\.20x = [\d.]+ kB; over by/,
    );
    assert.match(
      output,
      /candidates to load lazily\):\n\s+[\d.]+ kB {2}apps\/brand-fixture\/src\/reportRows\.js/,
    );
  });

  test('a budgeted route whose screen is not in the build fails instead of going unchecked', async () => {
    writeFileSync(
      path.join(workspace, 'renamed-budgets.json'),
      JSON.stringify({
        floorApp: 'floor',
        routes: { '/': { screens: ['apps/brand-fixture/src/pages/Home.js'], maxFloorRatio: 1.2 } },
        lazyChunks: { budgetsKB: { default: 500 } },
      }),
    );
    const { code, output } = await budget(workspace, app, [], 'renamed-budgets.json');
    assert.equal(code, 1, output);
    assert.match(
      output,
      /FAIL {2}route \/: has a budget, but no lazy chunk of the build matches its screens \(apps\/brand-fixture\/src\/pages\/Home\.js\)/,
    );
  });

  test('a missing build is reported as such, not as a pass', async () => {
    const { code, output } = await budget(workspace, path.join(workspace, 'apps/brand-unbuilt'));
    assert.equal(code, 2);
    assert.match(output, /apps\/brand-unbuilt has no build meta .* build it first/);
  });
});
