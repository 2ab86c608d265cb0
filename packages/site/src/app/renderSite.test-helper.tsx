import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand } from '@wl/brand-config';
import { initialSessionState, type SessionState } from '../shared/session/sessionSlice';
import { makeStore } from '../shared/store/makeStore';
import { createSiteTestI18n } from '../shared/testing/siteI18n.test-helper';
import {
  createTestPlatform,
  TEST_PLATFORM_URL,
  type TestPlatform,
  type TestPlatformOptions,
} from '../shared/testing/testPlatform.test-helper';
import { Site } from './Site';

/**
 * The whole site on the simulator (the merchant's own flags), the session as a reload finds it: the
 * token of `signedInAs` and `session`; the seed's popups stay closed, out of the way of what a test
 * looks at. `path` may be read off the platform first (a code it hands out).
 */
export async function renderSite(
  brand: Brand,
  path: string | ((platform: TestPlatform) => Promise<string>) = '/',
  { session, ...options }: TestPlatformOptions & { session?: Partial<SessionState> } = {},
) {
  const platform = await createTestPlatform(brand, options);
  const initialPath = typeof path === 'string' ? path : await path(platform);
  const { store } = makeStore({
    brand,
    persist: false,
    transport: { fetch: platform.fetch, baseUrl: TEST_PLATFORM_URL, retry: { limit: 0 } },
    preloadedState: {
      session: {
        ...initialSessionState(brand.merchantCode, brand.platform),
        publicityClose: true,
        ...(platform.token ? { token: platform.token } : {}),
        ...session,
      },
    },
  });
  const i18n = await createSiteTestI18n(brand);
  // The site suspends on boot (i18n, lazy screens): let React finish inside an awaited act.
  await act(async () => {
    render(<Site brand={brand} initialPath={initialPath} i18n={i18n} store={store} />);
  });
  return { i18n, store, platform, calls: platform.calls, user: userEvent.setup() };
}
