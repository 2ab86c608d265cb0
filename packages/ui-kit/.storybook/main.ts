import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/** Absolute package folder, resolved from this config (pnpm keeps addons out of the root node_modules). */
function packageDir(name: string): string {
  return dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
  ],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docgen feeds the docs pages' prop tables; the vitest run renders stories only, and
  // react-docgen-typescript would type-check every component again there.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript' },
};

export default config;
