import { defineConfig, devices } from '@playwright/test';
import { BRANDS, SIM_PORT, brandPort } from './brands';

// Debian's Chromium through executablePath: Playwright never downloads a browser here. `pnpm test` sets
// CHROMIUM_PATH to the one tooling/scripts/ensure-chromium.sh chose (the headless shell, the faster).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_DIST_DIR: serve a snapshot of the builds (<dir>/<brand code>) instead of apps/brand-*/dist, so a
// rebuild in the working tree during a run cannot swap the chunks under the open pages.
const distDir = process.env.E2E_DIST_DIR;
const outDirArg = (code: string) => (distDir ? ` --outDir ${distDir}/${code}` : '');

// E2E_REUSE_SERVERS=1: use the simulator and previews already listening on the ports (several local
// runs of a few spec files share one set of servers); CI always starts its own.
const reuseExistingServer = !process.env.CI && process.env.E2E_REUSE_SERVERS === '1';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // V8 without its background threads (concurrent compilers and GC): on 2 cores that two workers keep
  // busy they add only hand-offs, and their zone memory's page faults are costly on this VM. Fresh
  // contexts loading home and a lobby took 7 % less CPU, four spec files 4.5 % (e2e/README.md).
  '--js-flags=--single-threaded',
  ...(process.env.E2E_EXTRA_ARGS ? process.env.E2E_EXTRA_ARGS.split('|') : []),
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous on purpose: CI is 2 cores running Chromium, three previews and the simulator at once, and a
  // test that passes only on retry counts as failed there. A passing assertion returns as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // test-timings.json: each test's duration, file and line, for `pnpm test`'s slowest-tests table.
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    ['json', { outputFile: 'test-timings.json' }],
  ],
  use: {
    // Recording a trace costs every action a DOM snapshot: only a retried test records one.
    trace: 'on-first-retry',
    // Animations hold still unless a test is about motion (it asks for 'no-preference' itself).
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    // The brand's service worker would precache the whole bundle in every test's new context; the
    // walk about it (tests/pwa.spec.ts) allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  // One entry: startServers.mjs starts the simulator and every brand's preview side by side (Playwright
  // starts the entries of a list one after another) and says when all of them answer.
  webServer: {
    name: 'servers',
    command: 'node startServers.mjs',
    env: {
      E2E_SERVERS: JSON.stringify([
        {
          name: 'platform-sim',
          command: 'pnpm --filter @wl/platform-sim start',
          url: `http://127.0.0.1:${SIM_PORT}/wps/system/status`,
          env: { SIM_PORT: String(SIM_PORT), SIM_DB: ':memory:', SIM_DEV_ENDPOINTS: '1' },
        },
        ...BRANDS.map((brand) => ({
          name: `brand-${brand.code}`,
          // The built app (turbo builds it first: e2e depends on ^build), proxied to the test simulator.
          command: `pnpm --filter @wl/brand-${brand.code} preview --port ${brandPort(brand.code)} --strictPort${outDirArg(brand.code)}`,
          url: `http://127.0.0.1:${brandPort(brand.code)}/`,
          env: { SIM_PORT: String(SIM_PORT) },
        })),
      ]),
      E2E_REUSE_SERVERS: reuseExistingServer ? '1' : '',
    },
    wait: { stdout: /e2e servers ready/ },
    timeout: 120_000,
    stderr: 'pipe',
  },
  projects: BRANDS.map((brand, index) => ({
    name: brand.code,
    // The first brand runs every test; the others the ones tagged EACH_BRAND or ON_BRANDS(<their code>)
    // (fixtures.ts).
    ...(index === 0 ? {} : { grep: new RegExp(`@each-brand|@${brand.code}(?![\\w-])`) }),
    use: {
      ...devices['Desktop Chrome'],
      baseURL: `http://127.0.0.1:${brandPort(brand.code)}`,
      brand,
    },
  })),
});
