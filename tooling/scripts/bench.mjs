#!/usr/bin/env node
// `pnpm bench`: build times of every brand with and without turbo's cache, and the gzipped size of
// each brand's initial JavaScript (the entry chunk plus what index.html preloads) and of each lazy route.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const brands = readdirSync(path.join(root, 'apps'))
  .filter((dir) => dir.startsWith('brand-'))
  .map((dir) => dir.slice('brand-'.length));
const filters = brands.map((code) => `--filter=@wl/brand-${code}`);

function timeBuild(extra) {
  const started = performance.now();
  execFileSync('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, ...extra], { cwd: root, stdio: 'ignore' });
  return (performance.now() - started) / 1000;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

console.log(`Building ${brands.length} brands (${brands.join(', ')}) with turbo...`);
const cold = timeBuild(['--force']);
const cached = timeBuild([]);
console.log(`cold build (--force, no cache): ${cold.toFixed(1)} s`);
console.log(`cached build (full turbo hit):  ${cached.toFixed(1)} s\n`);

for (const code of brands) {
  const dist = path.join(root, 'apps', `brand-${code}`, 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const initialGzip = initial.reduce((sum, file) => sum + gzipOf(path.join(dist, file)), 0);
  console.log(`brand ${code}: initial JS ${kb(initialGzip)} gzipped (${initial.map((f) => path.basename(f)).join(', ')})`);
  const routeChunks = readdirSync(path.join(dist, 'assets')).filter((file) => /Page-[\w-]+\.js$/.test(file));
  for (const file of routeChunks.sort()) {
    console.log(`  route chunk ${file.replace(/-[\w-]+\.js$/, '')}: ${kb(gzipOf(path.join(dist, 'assets', file)))} gzipped`);
  }
}
