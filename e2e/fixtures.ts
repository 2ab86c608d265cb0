import { test as base, expect } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { SIM_PORT } from './brands';

export interface BrandOptions {
  brand: Brand;
}

/** `brand` is the project's brand; `sim` talks to the simulator's dev endpoints. */
export const test = base.extend<BrandOptions & { simUrl: string }>({
  brand: [undefined as unknown as Brand, { option: true }],
  simUrl: `http://127.0.0.1:${SIM_PORT}`,
});

/**
 * Runs a test (or a describe) in every brand's project. Without it a test runs in the first brand
 * only: what does not depend on the brand's config is checked once. Tag everything that reads the
 * brand or its merchant flags, and everything that skips for some brand (so it runs where it applies).
 */
export const EACH_BRAND = { tag: '@each-brand' } as const;

export { expect };
