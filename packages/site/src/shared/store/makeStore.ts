import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi, createApiRuntime, type ApiRuntime, type ApiThunkExtra } from '@wl/api-client';
import type { Brand, ThemeMode } from '@wl/brand-config';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Storage as PersistStorage,
} from 'redux-persist';
import { keyedStorage } from '../shared/state/keyedSessionStorage';
import { initialSessionState, SESSION_FIELD_KINDS, sessionSlice } from '../shared/state/sessionSlice';
import type { RootState } from '../shared/state/types';
import { initialUiState, THEME_STORAGE_KEY, themeSet, themeToggled, uiSlice } from '../shared/state/uiSlice';

/** A redux-persist storage over a Web Storage area; a no-op where storage is unavailable. */
function webStorage(area: 'localStorage' | 'sessionStorage'): PersistStorage {
  const get = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[area];
    } catch {
      return null;
    }
  };
  return {
    getItem: async (key: string) => get()?.getItem(key) ?? null,
    setItem: async (key: string, value: string) => get()?.setItem(key, value),
    removeItem: async (key: string) => get()?.removeItem(key),
  };
}

/** Spec: the merchant code is stored in session and local storage at start-up. */
function rememberMerchant(merchantCode: string) {
  try {
    window.localStorage.setItem('merchantCode', merchantCode);
    window.sessionStorage.setItem('merchantCode', merchantCode);
    window.sessionStorage.setItem('merchant', merchantCode);
  } catch {
    // storage unavailable
  }
}

function storedTheme(): ThemeMode | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export interface MakeStoreOptions {
  brand: Brand;
  /** Starting language (from i18n); the brand's default otherwise. */
  language?: string;
  /** Persist `ui` (localStorage) and `session` (sessionStorage); off in tests. */
  persist?: boolean;
  preloadedState?: Partial<Pick<RootState, 'ui' | 'session'>>;
  /** Overrides of the api runtime (tests inject the simulator's fetch). */
  apiRuntime?: ApiRuntime;
}

/**
 * One store per mounted site: RTK Query's `api` slice (never persisted: ARCHITECTURE.md section 9),
 * `ui` (theme, side menu, balance mask, language) and `session`.
 */
export function makeStore({ brand, language, persist = true, preloadedState, apiRuntime }: MakeStoreOptions) {
  const uiReducer = persist
    ? persistReducer({ key: 'wl-ui', storage: webStorage('localStorage'), whitelist: ['sideMenu', 'balanceMasked'] }, uiSlice.reducer)
    : uiSlice.reducer;
  // Session fields live under the spec's own sessionStorage keys (token, merchantCode, isAgent, ...).
  const sessionReducer = persist
    ? persistReducer(
        // `deserialize` exists at run time (getStoredState) but is missing from redux-persist 6's types.
        { key: 'wl-session', storage: keyedStorage(SESSION_FIELD_KINDS), serialize: false, ...{ deserialize: false } },
        sessionSlice.reducer,
      )
    : sessionSlice.reducer;
  if (persist) rememberMerchant(brand.merchantCode);
  const rootReducer = combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    ui: uiReducer,
    session: sessionReducer,
  });

  // Theme lives under the spec's own localStorage key `theme`, so it survives outside redux-persist's blob.
  const themeListener = createListenerMiddleware();
  themeListener.startListening({
    predicate: (action) => themeToggled.match(action) || themeSet.match(action),
    effect: (_action, api) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, (api.getState() as RootState).ui.theme);
      } catch {
        // storage unavailable: the choice lasts for this visit only
      }
    },
  });

  const runtime =
    apiRuntime ??
    createApiRuntime<RootState>({
      brand,
      selectToken: (state) => state.session.token,
      selectLanguage: (state) => state.ui.language,
      // The session and ui slices react to the api client's `unauthorized` action themselves.
    });
  const extra: ApiThunkExtra = { apiRuntime: runtime };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      ui: preloadedState?.ui ?? initialUiState(storedTheme() ?? brand.theme.defaultMode, language ?? brand.defaultLang),
      session: preloadedState?.session ?? initialSessionState(brand.merchantCode, brand.platform),
    } as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(themeListener.middleware)
        .concat(baseApi.middleware),
  });
  const persistor = persist ? persistStore(store) : null;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
