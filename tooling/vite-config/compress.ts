import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from './buildMeta';

/** Text files a host compresses; `index.html` is left out: the host fills its nonce in per response. */
const COMPRESSED = /\.(js|mjs|css|svg|json|webmanifest|xml|txt|html)$/;
/** Below this a gzip header and window cost more than they save. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.gz` (gzip -9) beside every text file of a built brand, for hosts that send
 * precompressed files (nginx `gzip_static`); returns how many it wrote.
 */
export function precompress(outDir: string, relative = ''): number {
  let written = 0;
  for (const entry of readdirSync(path.join(outDir, relative), { withFileTypes: true })) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      written += precompress(outDir, child);
      continue;
    }
    if (!COMPRESSED.test(entry.name) || child === 'index.html') continue;
    const file = path.join(outDir, child);
    if (statSync(file).size < MIN_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: GZIP_LEVEL }));
    written += 1;
  }
  return written;
}
