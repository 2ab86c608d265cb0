import { defineConfig } from 'vitest/config';

// Two suites: `test` (the configuration and the nginx integration test, in pnpm test's first stage) and
// `test:lighthouse` (Lighthouse through nginx, beside the end-to-end suite in the second stage).
export default defineConfig({
  test: {
    environment: 'node',
    // A real nginx, the simulator and Chromium on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One nginx and one simulator a file; files run one after another.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'deploy',
          include: ['src/**/*.test.ts'],
          exclude: ['src/lighthouse.test.ts'],
        },
      },
      { extends: true, test: { name: 'lighthouse', include: ['src/lighthouse.test.ts'] } },
    ],
  },
});
