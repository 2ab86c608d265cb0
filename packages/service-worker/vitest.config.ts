import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'service-worker', environment: 'node', testTimeout: 20_000 },
});
