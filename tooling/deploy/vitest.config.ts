import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'deploy',
    environment: 'node',
    // A real nginx, the simulator and Chromium on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One nginx and one simulator for the whole file; files run one after another.
    fileParallelism: false,
  },
});
