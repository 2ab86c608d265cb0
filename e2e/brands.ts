import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Brand } from '@wl/brand-config';

/** The header every call to the simulator's dev endpoints (`/__sim`) carries. */
export const SIM_DEV_HEADER = 'X-Sim-Dev';

/** Port of the test simulator: not the dev default (8787), so a running `pnpm dev` does not collide. */
export const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 8788);

const brandsDir = path.resolve(import.meta.dirname, '../brands');

/** Every brand that has an app: each gets its own Playwright project. */
export const BRANDS: Brand[] = readdirSync(brandsDir)
  .filter((file) => file.endsWith('.json') && file !== 'schema.json')
  .map((file) => JSON.parse(readFileSync(path.join(brandsDir, file), 'utf8')) as Brand)
  .filter((brand) => {
    try {
      readdirSync(path.resolve(import.meta.dirname, `../apps/brand-${brand.code}`));
      return true;
    } catch {
      return false;
    }
  })
  .sort((a, b) => a.code.localeCompare(b.code));

/** First port of the brand apps' preview servers; set E2E_PORT_BASE to run two suites side by side. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4170);

export function brandPort(code: string): number {
  return PORT_BASE + BRANDS.findIndex((brand) => brand.code === code);
}
