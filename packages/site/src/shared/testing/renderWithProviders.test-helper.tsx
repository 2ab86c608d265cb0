/**
 * Renders a component the way the site runs it: a real store from `makeStore` (api, ui and session
 * slices) whose api client talks to a fake platform, the brand, i18n, the ui-kit theme, a memory
 * router and the slider-verification step. Tests find elements by role and name, and read what the
 * component sent from `calls` and what it changed from `store`.
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
import { FAKE_PLATFORM_URL, fakePlatform, type PlatformRoutes } from './fakePlatform.test-helper';

export { fail, type PlatformCall, type PlatformRoutes } from './fakePlatform.test-helper';

export interface RenderWithProvidersOptions {
  /** Default: aurora (EN and BN, social sign-in buttons); the api cipher is always off. */
  brand?: Brand;
  /** The platform's answers, added to the defaults (no whitelabel flags, two countries, a captcha). */
  routes?: PlatformRoutes;
  /** Whitelabel flags switched on; every other flag is off. */
  flags?: WhitelabelFlag[];
  /** Session fields on top of a guest's (`{ token: 'tok' }` signs a player in). */
  session?: Partial<SessionState>;
  /** Where the memory router starts (path and query). Default `/`. */
  path?: string;
  /**
   * Persist `ui` and `session` the way the site does (redux-persist, web storage); the store is rendered
   * once rehydrated from what the test put in storage. Default false.
   */
  persist?: boolean;
}

export async function renderWithProviders(ui: ReactNode, options: RenderWithProvidersOptions = {}) {
  const given = (options.brand ?? aurora) as Brand;
  const brand: Brand = { ...given, api: { ...given.api, cipher: false } };
  const platform = fakePlatform({
    'GET /wps/system/whitelabel': (options.flags ?? []).map((modId) => ({
      modId,
      enabled: '1',
      childrenNodes: [],
    })),
    'GET /wps/system/country': [
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'TH', countryDialingCode: '66' },
    ],
    'GET /wps/captcha': 'data:image/png;base64,iVBORw0KGgo=',
    ...options.routes,
  });
  const { store, persistor } = makeStore({
    brand,
    persist: options.persist ?? false,
    preloadedState: {
      session: { ...initialSessionState(brand.merchantCode, brand.platform), ...options.session },
    },
    transport: { fetch: platform.fetch, baseUrl: FAKE_PLATFORM_URL, retry: { limit: 0 } },
  });
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
    i18n,
    brand,
    router,
    /** The router's current path and query, e.g. `/` after a sign-in. */
    location,
    user: userEvent.setup(),
  };
}
