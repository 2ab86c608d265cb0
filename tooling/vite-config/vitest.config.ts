import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'vite-config',
    environment: 'node',
    // Real Vite builds of small fixture apps; CI runs every package's tests at once on 2 cores.
    testTimeout: 60_000,
  },
});
