import { TEST_WORKERS } from '@wl/vite-config/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    name: 'site',
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Each file keeps its own jsdom and modules: sharing them (sharedWorkerProjects of
    // @wl/vite-config/vitest, 358 s -> 121 s) left a second banner in the DOM and a login modal open in
    // another file on CI (not yet traced), so the site stays isolated for now.
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*'],
    },
  },
});
