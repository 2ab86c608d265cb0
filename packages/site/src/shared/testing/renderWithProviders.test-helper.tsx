/**
 * Renders a component the way the site runs it: a real store from `makeStore` (api, ui and session
 * slices) whose api client talks to the simulator in-process (`testPlatform.test-helper.ts`), the brand,
 * i18n, the ui-kit theme, a memory router and the slider-verification step. Tests find elements by role
 * and name, and read what the component sent from `calls` and what it changed from `store`.
 */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhitelabelFlag } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { WlThemeProvider } from '@wl/ui-kit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import aurora from '../../../../../brands/aurora.json';
import { BrandProvider } from '../brand/BrandContext';
import { SliderVerificationProvider } from '../fields/SliderVerificationProvider';
import { initialSessionState, type SessionState } from '../session/sessionSlice';
import { makeStore } from '../store/makeStore';
import { accountApi } from '../account/api';
import {
  createTestPlatform,
  TEST_PLATFORM_URL,
  type PlatformRoutes,
  type TestPlatform,
  type TestPlatformOptions,
  type TestPlayer,
} from './testPlatform.test-helper';

export {
  fail,
  heldUntil,
  type PlatformCall,
  type PlatformRoutes,
  type RouteHandler,
  type TestPlayer,
} from './testPlatform.test-helper';

export interface RenderWithProvidersOptions {
  /** Default: aurora (EN and BN, social sign-in buttons, the payload cipher on). */
  brand?: Brand;
  /**
   * Answers in place of the simulator's on these paths: only for what the simulator cannot be made to
   * answer (its dev switches set flags, faults, site status and outboxes: `platform.dev`).
   */
  routes?: PlatformRoutes;
  /** The platform's state before the render (see `TestPlatformOptions.setUp`). */
  setUp?: TestPlatformOptions['setUp'];
  /** The platform's state once `signedInAs` is signed in (see `TestPlatformOptions.afterSignIn`). */
  afterSignIn?: TestPlatformOptions['afterSignIn'];
  /** Whitelabel flags switched on; every other flag is off (default: none on). */
  flags?: WhitelabelFlag[];
  /**
   * A seeded account (or `trial`, a new free-play player) signed in through the platform before the
   * render, its member info loaded as after a reload.
   */
  signedInAs?: TestPlayer;
  /** Session fields on top of a guest's (or of `signedInAs`'s). */
  session?: Partial<SessionState>;
  /** Where the memory router starts (path and query). Default `/`. */
  path?: string;
  /**
   * Persist `ui` and `session` the way the site does (redux-persist, web storage); the store is rendered
   * once rehydrated from what the test put in storage. Default false.
   */
  persist?: boolean;
  /**
   * A reload: the page again on an earlier render's platform (its database, clock and signed-in
   * session); the platform options above are not used then.
   */
  platform?: TestPlatform;
}

export async function renderWithProviders(ui: ReactNode, options: RenderWithProvidersOptions = {}) {
  const brand = (options.brand ?? aurora) as Brand;
  const platform =
    options.platform ??
    (await createTestPlatform(brand, {
      setUp: options.setUp,
      afterSignIn: options.afterSignIn,
      signedInAs: options.signedInAs,
      flags: options.flags ?? [],
      answers: options.routes,
    }));
  const signedIn = platform.token ? { token: platform.token, publicityClose: true } : {};
  const { store, persistor } = makeStore({
    brand,
    persist: options.persist ?? false,
    preloadedState: {
      session: {
        ...initialSessionState(brand.merchantCode, brand.platform),
        ...signedIn,
        ...options.session,
      },
    },
    transport: { fetch: platform.fetch, baseUrl: TEST_PLATFORM_URL, retry: { limit: 0 } },
  });
  // As after a reload: the member info fills the session's player fields (agent flag, nickname, ...).
  if (platform.token) await store.dispatch(accountApi.endpoints.getMemberInfo.initiate());
  if (persistor && !persistor.getState().bootstrapped) {
    await new Promise<void>((resolve) => {
      const unsubscribe = persistor.subscribe(() => {
        if (!persistor.getState().bootstrapped) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const i18n = await createI18n({
    supportLanguages: brand.supportLanguages,
    defaultLang: brand.defaultLang,
    storage: null,
  });
  await i18n.loadNamespaces(['auth', 'common', 'validation']);

  const location = { current: options.path ?? '/' };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = pathname + search;
    return null;
  }
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SliderVerificationProvider>
            {ui}
            <LocationProbe />
          </SliderVerificationProvider>
        ),
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  await act(async () => {
    render(
      <BrandProvider brand={brand}>
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <WlThemeProvider mode={store.getState().ui.theme} brandTheme={brand.theme}>
              <RouterProvider router={router} />
            </WlThemeProvider>
          </Provider>
        </I18nextProvider>
      </BrandProvider>,
    );
  });
  return {
    store,
    /** redux-persist's persistor when `persist` is on. */
    persistor,
    /** Every request the component made, in order. */
    calls: platform.calls,
    /** The simulator answering them: its dev switches (`platform.dev`) and database. */
    platform,
    i18n,
    brand,
    router,
    /** The router's current path and query, e.g. `/` after a sign-in. */
    location,
    user: userEvent.setup(),
  };
}
