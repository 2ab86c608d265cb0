import path from 'node:path';
import react from '@vitejs/plugin-react';
import { brandPlugin } from '@wl/brand-config';
import { defineConfig, type UserConfig } from 'vite';

export interface BrandAppOptions {
  /** Brand code: reads `brands/<brand>.json` at the workspace root. */
  brand: string;
  /** The app's folder (`import.meta.dirname`). */
  root: string;
}

/** Where the platform simulator listens; the app proxies the platform API paths to it. */
const simulatorUrl = process.env.VITE_PLATFORM_URL ?? `http://127.0.0.1:${process.env.SIM_PORT ?? '8787'}`;
const platformProxy = Object.fromEntries(
  ['/wps', '/lgw', '/lotto', '/sim-assets', '/sim-game', '/__sim'].map((prefix) => [
    prefix,
    { target: simulatorUrl, changeOrigin: false, xfwd: true },
  ]),
);

/** The one Vite config every thin brand app uses: React, the validated brand, the API proxy. */
export function defineBrandAppConfig({ brand, root }: BrandAppOptions): UserConfig {
  const workspaceRoot = path.resolve(root, '../..');
  return defineConfig({
    root,
    plugins: [react(), brandPlugin({ brandFile: path.join(workspaceRoot, 'brands', `${brand}.json`) })],
    server: { host: '127.0.0.1', proxy: platformProxy },
    preview: { host: '127.0.0.1', proxy: platformProxy },
    build: {
      outDir: 'dist',
      sourcemap: true,
      reportCompressedSize: true,
      // Vendor code changes less often than the site: give it its own long-cached chunk.
      rollupOptions: {
        output: {
          manualChunks(id) {
            if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
            if (/node_modules\/(@reduxjs|redux|react-redux|redux-persist|immer|reselect)\//.test(id)) return 'redux';
            return undefined;
          },
        },
      },
    },
  });
}
