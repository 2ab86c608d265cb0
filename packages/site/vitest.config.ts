import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'site',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    coverage: { provider: 'v8', include: ['src/**'], exclude: ['src/**/*.test.*', 'src/**/*.stories.*'] },
  },
});
