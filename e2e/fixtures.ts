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

export { expect };
