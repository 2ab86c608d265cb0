import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedWorkerProjects, TEST_WORKERS } from '@wl/vite-config/vitest';
import { configDefaults, defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

// The load test (200 players for a minute) runs alone in its own `pnpm test` stage (`test:load`):
// beside the other packages' suites it starved their timed tests on 2 cores.
const loadTest = 'src/load.test.ts';

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    maxWorkers: TEST_WORKERS,
    environment: 'node',
    // scrypt at cost 2^10 (SIM_SCRYPT_COST; the server's default is 2^14): password hashing made half of
    // this suite's CPU time. The load test keeps the production cost, which its figures are about.
    env: {
      SIM_DB: ':memory:',
      ...(process.env.SIM_LOAD_TEST ? {} : { SIM_SCRYPT_COST: '10' }),
    },
    projects: sharedWorkerProjects(root, 'platform-sim', {
      test: {
        exclude: process.env.SIM_LOAD_TEST
          ? configDefaults.exclude
          : [...configDefaults.exclude, loadTest],
      },
    }),
    coverage: { provider: 'v8', include: ['src/**'] },
  },
});
