import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'platform-sim',
    environment: 'node',
    env: { SIM_DB: ':memory:' },
    coverage: { provider: 'v8', include: ['src/**'] },
  },
});
