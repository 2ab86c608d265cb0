import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    name: 'site',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*'],
    },
  },
});
