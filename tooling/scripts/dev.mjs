#!/usr/bin/env node
// `pnpm dev`: the platform simulator (SQLite in .data/) and one brand app, side by side.
// BRAND=lotus pnpm dev picks another brand; the app proxies /wps and /lgw to the simulator.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const brand = process.env.BRAND ?? 'aurora';
if (!existsSync(path.join(root, 'apps', `brand-${brand}`))) {
  console.error(
    `No app for brand "${brand}" (apps/brand-${brand}). Create one with: pnpm new-brand ${brand}`,
  );
  process.exit(1);
}
const child = spawn(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'dev',
    '--filter=@wl/platform-sim',
    `--filter=@wl/brand-${brand}`,
    '--ui=stream',
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code) => process.exit(code ?? 0));
