import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    name: 'api-client',
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.test-helper.*', 'src/**/*.stories.*', 'src/index.ts'],
      reporter: ['text-summary'],
      // `pnpm test` runs with coverage and fails below these.
      thresholds: { statements: 95, branches: 88, functions: 95, lines: 97 },
    },
  },
});
