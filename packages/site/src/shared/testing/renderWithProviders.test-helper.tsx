/**
 * Test harness for components that talk to the platform: a real store (api, ui, session slices) whose
 * api runtime answers from a route table instead of the network, the brand, i18n and a memory router.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseApi, createApiRuntime, type ApiThunkExtra } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { WlThemeProvider } from '@wl/ui-kit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import aurora from '../../../../../brands/aurora.json';
import { BrandProvider } from '../brand/BrandContext';
import { SliderVerificationProvider } from '../forms/SliderVerificationProvider';
import { initialSessionState, sessionSlice, type SessionState } from '../state/sessionSlice';
import type { RootState } from '../state/types';
import { initialUiState, uiSlice } from '../state/uiSlice';

export interface PlatformCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** An answer: the envelope's value (success), or `{ fail: { message, code, value } }`, or a full Response. */
export type RouteAnswer = unknown;
export type RouteHandler = (call: PlatformCall) => RouteAnswer | Promise<RouteAnswer>;

export function fail(message: string, code: string | number = 'ERROR', value: unknown = null) {
  return new Response(JSON.stringify({ success: false, value, message, code }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

const WHITELABEL_OFF: unknown[] = [];

export interface PlatformHarnessOptions {
  brand?: Brand;
  /** `'METHOD /path'` or `'/path'` (any method) -> handler. Unknown paths answer 404. */
  routes?: Record<string, RouteHandler | RouteAnswer>;
  /** Whitelabel flags switched on (the rest are off). */
  flags?: string[];
  session?: Partial<SessionState>;
  path?: string;
}

export async function renderWithPlatform(ui: ReactNode, options: PlatformHarnessOptions = {}) {
  const brand = { ...((options.brand ?? aurora) as Brand) };
  brand.api = { ...brand.api, cipher: false };
  const calls: PlatformCall[] = [];
  const routes: Record<string, RouteHandler | RouteAnswer> = {
    'GET /wps/system/whitelabel': (options.flags ?? []).length
      ? (options.flags ?? []).map((modId) => ({ modId, enabled: '1', childrenNodes: [] }))
      : WHITELABEL_OFF,
    'GET /wps/system/country': [
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'TH', countryDialingCode: '66' },
    ],
    'GET /wps/captcha': 'data:image/png;base64,iVBORw0KGgo=',
    ...options.routes,
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call: PlatformCall = { method: request.method, path: url.pathname, query: url.searchParams, headers: request.headers, body };
    calls.push(call);
    const route = routes[`${request.method} ${url.pathname}`] ?? routes[url.pathname];
    if (route === undefined) {
      return new Response(JSON.stringify({ success: false, value: null, message: 'Not found', code: 'NOT_FOUND' }), { status: 404 });
    }
    const answer = typeof route === 'function' ? await (route as RouteHandler)(call) : route;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify({ success: true, value: answer, message: '', code: 0 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const runtime = createApiRuntime<RootState>({
    brand,
    baseUrl: 'http://platform.test',
    fetch: fetch as typeof globalThis.fetch,
    retry: { limit: 0 },
    selectToken: (state) => state.session.token,
    selectLanguage: (state) => state.ui.language,
  });
  const extra: ApiThunkExtra = { apiRuntime: runtime };
  const store = configureStore({
    reducer: combineReducers({ [baseApi.reducerPath]: baseApi.reducer, ui: uiSlice.reducer, session: sessionSlice.reducer }),
    preloadedState: {
      ui: initialUiState('dark', 'EN'),
      session: { ...initialSessionState(brand.merchantCode, brand.platform), ...options.session },
    } as never,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  const i18n = await createI18n({ supportLanguages: brand.supportLanguages, defaultLang: brand.defaultLang, storage: null });
  await i18n.loadNamespaces(['auth', 'common', 'validation']);
  const location = { current: options.path ?? '/' };
  function LocationProbe() {
    location.current = useLocation().pathname + useLocation().search;
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
            <WlThemeProvider mode="dark" brandTheme={brand.theme}>
              <RouterProvider router={router} />
            </WlThemeProvider>
          </Provider>
        </I18nextProvider>
      </BrandProvider>,
    );
  });
  return { store, calls, i18n, brand, router, location, user: userEvent.setup() };
}
