import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    coverage: { provider: 'v8', include: ['src/**'], exclude: ['src/**/*.test.*', 'src/**/*.test-helper.*', 'src/**/*.stories.*'] },
  },
});
