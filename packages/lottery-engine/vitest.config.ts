import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'lottery-engine',
    environment: 'node',
    coverage: { provider: 'v8', include: ['src/**'], exclude: ['src/**/*.test.*', 'src/**/*.stories.*'] },
  },
});
