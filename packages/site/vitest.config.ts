import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedWorkerProjects, TEST_WORKERS } from '@wl/vite-config/vitest';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    maxWorkers: TEST_WORKERS,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    projects: sharedWorkerProjects(root, 'site'),
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*'],
    },
  },
});
