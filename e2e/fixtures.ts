import { test as base, expect } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { SIM_DEV_HEADER, SIM_PORT } from './brands';
import { apiSignIn, writeSession, type ApiSession, type Role } from './session';

export interface BrandOptions {
  brand: Brand;
}

export interface SessionFixtures {
  /**
   * `test.use({ signedInAs: 'member' })`: the test starts signed in as that role, through the
   * platform API (e2e/session.ts), its after-login announcement already seen. Unset: a guest.
   */
  signedInAs: Role | undefined;
  /** The session `signedInAs` wrote (null for a guest). */
  session: ApiSession | null;
  /** Signs the page's context in as `role` through the API; the next navigation starts signed in. */
  signIn: (role: Role) => Promise<ApiSession>;
}

/** `brand` is the project's brand; `sim` talks to the simulator's dev endpoints. */
export const test = base.extend<BrandOptions & SessionFixtures & { simUrl: string }>({
  brand: [undefined as unknown as Brand, { option: true }],
  simUrl: `http://127.0.0.1:${SIM_PORT}`,
  // The simulator's dev endpoints (/__sim) answer only calls that carry this header: a cross-site
  // form cannot send it. Harmless on the platform's own paths.
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({
      extraHTTPHeaders: { [SIM_DEV_HEADER]: '1' },
    });
    await use(request);
    await request.dispose();
  },
  signedInAs: [undefined, { option: true }],
  signIn: async ({ context, request, simUrl, brand, baseURL }, use) => {
    await use(async (role) => {
      const session = await apiSignIn(request, simUrl, brand, role);
      await writeSession(context, brand, session, baseURL ? new URL(baseURL).origin : undefined);
      return session;
    });
  },
  session: [
    async ({ signedInAs, signIn }, use) => {
      await use(signedInAs === undefined ? null : await signIn(signedInAs));
    },
    { auto: true },
  ],
});

/**
 * Runs a test (or a describe) in every brand's project. Without a tag a test runs in the first brand
 * only: what does not depend on the brand's config is checked once. Use it only where the brand file or
 * the merchant's flags change what the test asserts in every other brand as well; where only some
 * brands differ, use `ON_BRANDS`. A brand where the test would only skip gains nothing from running it.
 */
export const EACH_BRAND = { tag: '@each-brand' } as const;

/** A brand's code (brands/<code>.json): a new brand adds its own. */
export type BrandCode = 'aurora' | 'lotus' | 'tiger';

/**
 * Runs a test (or a describe) in the first brand's project and in the named brands' (`@<code>` tags,
 * playwright.config.ts): where only those brands bring a value that changes the behaviour, e.g.
 * `ON_BRANDS('lotus')` for the access guard (loginedToHomePage), or where the first brand skips it.
 */
export const ON_BRANDS = (...codes: BrandCode[]) => ({ tag: codes.map((code) => `@${code}`) });

export { expect };
