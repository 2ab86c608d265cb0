import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // CI runs every package's tests at once on 2 cores; 5 s is too tight there.
    testTimeout: 20_000,
    name: 'i18n',
    // Most files are pure: jsdom (about 4 s a file on 2 cores) only where a file asks for it with a
    // `@vitest-environment jsdom` comment.
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      // Test support (Node file reading) is not product code.
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*', 'src/testing/**'],
      // Summary on the console; the temporary files go to ./coverage (gitignored, not a turbo output).
      reporter: ['text-summary'],
      // `pnpm test` runs with coverage and fails below these.
      thresholds: { statements: 96, branches: 88, functions: 100, lines: 98 },
    },
  },
});
