import path from 'node:path';
import react from '@vitejs/plugin-react';
import {
  buildMetaPlugin,
  productionBuildOptions,
  reactRouterProductionPlugin,
} from '@wl/vite-config';
import { defineConfig } from 'vite';

// Built like the brand apps (same chunking, hidden maps, build meta), so the two compare fairly.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    reactRouterProductionPlugin(),
    react(),
    buildMetaPlugin({ workspaceRoot: path.resolve(import.meta.dirname, '../..') }),
  ],
  build: productionBuildOptions(),
});
