import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  sharedWorkerProjects,
  STYLED_COMPONENTS_AS_IN_PRODUCTION,
  TEST_WORKERS,
} from '@wl/vite-config/vitest';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // CI runs two suites at once on 2 cores, each on two workers: 20 s fell short there (a sign-in
    // through the form, a hundred lobby tiles), as did 5 s for Testing Library's waits (vitest.setup.ts).
    testTimeout: 60_000,
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    // The in-process simulator (src/shared/testing/testPlatform.test-helper.ts) hashes passwords at the
    // lower cost its own suite uses.
    env: { ...STYLED_COMPONENTS_AS_IN_PRODUCTION, SIM_SCRYPT_COST: '10' },
    setupFiles: ['./vitest.setup.ts'],
    // The route fault gate (90 whole-site renders) gets a worker of its own: a shared worker that ran it
    // after other files once grew to its 8 GB heap limit during it (vitest.setup.ts names the test if
    // a heap passes 1.5 GB again). A worker that blocks its event loop is ended within a minute with its
    // stack (the stall watch, vitest.setup.ts); whole-site tests preload every namespace, since a
    // suspending useTranslation inside act was such a loop (packages/site/README.md).
    projects: sharedWorkerProjects(root, 'site', {}, ['src/app/routeFaults.test.tsx']),
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*'],
    },
  },
});
