import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    name: 'validation',
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.fixture.*', 'src/**/*.stories.*'],
      reporter: ['text-summary'],
      // Pure logic: `pnpm test` runs with coverage and fails below these.
      thresholds: { statements: 98, branches: 95, functions: 100, lines: 99 },
    },
  },
});
