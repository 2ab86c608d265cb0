import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'lottery-engine',
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*', 'src/index.ts'],
      reporter: ['text'],
      // Pure logic: every branch is tested; `pnpm test` fails below these.
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
