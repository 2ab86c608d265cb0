import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'validation',
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.fixture.*', 'src/**/*.stories.*'],
      reporter: ['text'],
    },
  },
});
