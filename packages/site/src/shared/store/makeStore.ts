import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Middleware,
} from '@reduxjs/toolkit';
import {
  baseApi,
  createApiRuntime,
  resetApiState,
  unauthorized,
  type ApiRuntimeOptions,
  type ApiThunkExtra,
} from '@wl/api-client';
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
  type Persistor,
} from 'redux-persist';
import {
  initialSessionState,
  PLAYER_SESSION_FIELDS,
  SESSION_FIELD_KINDS,
  signedOut,
  sessionSlice,
  type SessionState,
} from '../session/sessionSlice';
import { blobStorage, keyedStorage } from '../storage/persistStorage';
import { readStored, removeStored, writeStored } from '../storage/webStorage';
import {
  initialUiState,
  THEME_STORAGE_KEY,
  themeSet,
  themeToggled,
  uiSlice,
  type UiState,
} from '../ui/uiSlice';

/** Spec: the merchant code is stored in session and local storage at start-up. */
function rememberMerchant(merchantCode: string) {
  writeStored('localStorage', 'merchantCode', merchantCode);
  writeStored('sessionStorage', 'merchantCode', merchantCode);
  writeStored('sessionStorage', 'merchant', merchantCode);
}

function storedTheme(): ThemeMode | null {
  const value = readStored('localStorage', THEME_STORAGE_KEY);
  if (value === 'dark' || value === 'light') return value;
  // Anything else is not the site's: the key goes and the brand's default applies.
  if (value !== null) removeStored('localStorage', THEME_STORAGE_KEY);
  return null;
}

export interface MakeStoreOptions {
  brand: Brand;
  /** Starting language (from i18n); the brand's default otherwise. */
  language?: string;
  /** Persist `ui` (localStorage) and `session` (sessionStorage); off in tests. */
  persist?: boolean;
  preloadedState?: { ui?: UiState; session?: SessionState };
  /** Transport overrides of the api client (tests talk to the in-process simulator's fetch). */
  transport?: Pick<ApiRuntimeOptions, 'fetch' | 'baseUrl' | 'retry'>;
  /**
   * Redux Toolkit's development checks (immutability, serializability) walk the whole state after
   * every action. Default on outside production; a test that renders the whole site many times turns
   * them off (they are proven by every other test).
   */
  devChecks?: boolean;
}

/**
 * One store per mounted site: RTK Query's `api` slice (never persisted: docs/architecture.md,
 * `ui` (theme, side menu, balance mask, language, modal, alert) and `session` (who is signed in).
 * It lives in `shared/` rather than `app/` because `RootState` and the test helper are built from
 * it, and features may not import `app/`.
 */
export function makeStore({
  brand,
  language,
  persist = true,
  preloadedState,
  transport,
  devChecks = true,
}: MakeStoreOptions) {
  const uiReducer = persist
    ? persistReducer(
        {
          key: 'wl-ui',
          storage: blobStorage('localStorage'),
          whitelist: ['sideMenu', 'balanceMasked'],
        },
        uiSlice.reducer,
      )
    : uiSlice.reducer;
  // Session fields live under the spec's own sessionStorage keys (token, merchantCode, isAgent, ...).
  const sessionReducer = persist
    ? persistReducer(
        // `deserialize` exists at run time (getStoredState) but is missing from redux-persist 6's types.
        {
          key: 'wl-session',
          storage: keyedStorage(SESSION_FIELD_KINDS),
          serialize: false,
          ...{ deserialize: false },
        },
        sessionSlice.reducer,
      )
    : sessionSlice.reducer;
  if (persist) rememberMerchant(brand.merchantCode);
  // Persisted or not, code reads the slices' own state (redux-persist only adds its `_persist` bookkeeping).
  const rootReducer = combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    ui: uiReducer as typeof uiSlice.reducer,
    session: sessionReducer as typeof sessionSlice.reducer,
  });

  // Theme lives under the spec's own localStorage key `theme`, so it survives outside redux-persist's blob;
  // unavailable storage keeps the choice for this visit only.
  const storeListener = createListenerMiddleware<ReturnType<typeof rootReducer>>();
  storeListener.startListening({
    predicate: (action) => themeToggled.match(action) || themeSet.match(action),
    effect: (_action, api) =>
      void writeStored('localStorage', THEME_STORAGE_KEY, api.getState().ui.theme),
  });

  // A refused token (401) ends the session like a logout: every cached answer of the player (member
  // info, balance, messages, ...) goes with it. Only when the refused call carried a token: a guest's
  // 401 has nothing of a player to drop, and resetting then would refetch into another 401 forever.
  // The api client reports a burst of 401s once, so this runs once per burst.
  storeListener.startListening({
    actionCreator: unauthorized,
    effect: (_action, api) => {
      if (api.getOriginalState().session.token !== null) api.dispatch(resetApiState());
    },
  });

  // Logout and a refused token end the session at once in sessionStorage too: the player's keys are
  // removed before the session slice changes (so nothing, a reload included, ever sees a signed-out
  // site over a stored token), then redux-persist is flushed so its queued writes hold the signed-out
  // state and never write the old values back. The merchant values stay (spec).
  let persistor: Persistor | null = null;
  const sessionEnd: Middleware = () => (next) => (action) => {
    const ending = persist && (signedOut.match(action) || unauthorized.match(action));
    if (ending) for (const field of PLAYER_SESSION_FIELDS) removeStored('sessionStorage', field);
    const result = next(action);
    if (ending) void persistor?.flush();
    return result;
  };

  const extra: ApiThunkExtra = {
    apiRuntime: createApiRuntime<ReturnType<typeof rootReducer>>({
      brand,
      ...transport,
      selectToken: (state) => state.session.token,
      selectLanguage: (state) => state.ui.language,
      // The session and ui slices react to the api client's `unauthorized` action themselves, and the
      // listener above resets the api state on it.
    }),
  };

  const store = configureStore({
    reducer: rootReducer,
    // Redux DevTools expose every action and the whole state (the session token among it): development only.
    devTools: !import.meta.env.PROD,
    preloadedState: {
      ui:
        preloadedState?.ui ??
        initialUiState(storedTheme() ?? brand.theme.defaultMode, language ?? brand.defaultLang),
      session: preloadedState?.session ?? initialSessionState(brand.merchantCode, brand.platform),
    },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        immutableCheck: devChecks,
        serializableCheck: devChecks && {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        },
      })
        .prepend(sessionEnd, storeListener.middleware)
        .concat(baseApi.middleware),
  });
  persistor = persist ? persistStore(store) : null;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
/** The store's state, derived from the store itself. */
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
