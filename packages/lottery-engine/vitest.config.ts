import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    name: 'lottery-engine',
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*', 'src/index.ts'],
      reporter: ['text-summary'],
      // Pure logic: every branch is tested; `pnpm test` fails below these.
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
