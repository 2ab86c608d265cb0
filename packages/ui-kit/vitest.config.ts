import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { mainFields: ['browser', 'module', 'main'] },
  test: {
    name: 'ui-kit',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Run styled-components' browser build (as the site does) so global styles reach document.head.
    server: { deps: { inline: ['styled-components'] } },
    coverage: { provider: 'v8', include: ['src/**'], exclude: ['src/**/*.test.*', 'src/**/*.stories.*'] },
  },
});
