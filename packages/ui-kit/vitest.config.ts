import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import {
  sharedWorkerProjects,
  STYLED_COMPONENTS_AS_IN_PRODUCTION,
  TEST_WORKERS,
} from '@wl/vite-config/vitest';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** CI runs every package's tests at once on 2 cores; 5 s is too tight there. */
const TEST_TIMEOUT = 20_000;

/**
 * Debian's Chromium; the project never downloads one. `pnpm test` sets CHROMIUM_PATH to the one
 * tooling/scripts/ensure-chromium.sh chose (the headless shell, the faster).
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  test: {
    maxWorkers: TEST_WORKERS,
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.*', 'src/**/*.stories.*'],
    },
    projects: [
      // Component behaviour in jsdom with Testing Library.
      ...sharedWorkerProjects(dirname, 'ui-kit', {
        resolve: { mainFields: ['browser', 'module', 'main'] },
        test: {
          testTimeout: TEST_TIMEOUT,
          environment: 'jsdom',
          env: STYLED_COMPONENTS_AS_IN_PRODUCTION,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Run styled-components' browser build (as the site does) so global styles reach document.head.
          server: { deps: { inline: ['styled-components'] } },
        },
      }),
      {
        // Every story rendered in headless Chromium: play functions and axe (a11y.test = 'error').
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundle up front: a dependency discovered mid-run reloads the page and fails the open tests.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'styled-components',
            'dompurify',
            'uqr',
            'embla-carousel-react',
            'embla-carousel-autoplay',
            '@tanstack/react-virtual',
          ],
        },
        test: {
          name: 'storybook',
          // Every story file in one page, not a fresh page per file: each story still mounts and
          // unmounts its own root. 96 -> 49 CPU-s for the 111 stories on 2 cores, none lost.
          isolate: false,
          testTimeout: TEST_TIMEOUT,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
