import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS, type EncryptedBody } from './contract';
import { baseApi, resetApiState, unauthorized } from './baseApi';
import { decryptBody, generateTestKeyPair } from './cipherKeys.test-helper';
import { createFakeFetch, envelope, jsonResponse, type FakeFetch } from './fakeFetch.test-helper';
import { isApiError } from './errors';
import { createApiRuntime, type ApiBrand, type UnauthorizedContext } from './runtime';

/** A feature's endpoints, injected the way the site's features do it. */
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: build.query<{ account: string }, void>({
      query: () => API_PATHS.memberInfo,
      providesTags: ['MemberInfo'],
    }),
    balance: build.query<{ sumBalance: number }, void>({
      query: () => API_PATHS.balance,
      providesTags: ['Balance'],
    }),
    login: build.mutation<{ token: string }, { username: string; password: string }>({
      query: (body) => ({ url: API_PATHS.login, method: 'POST', body, auth: false }),
      extraOptions: { encrypted: true },
      invalidatesTags: ['MemberInfo', 'Balance'],
    }),
    unreadCount: build.query<number, void>({
      query: () => API_PATHS.unreadCount,
      providesTags: ['UnreadCount'],
    }),
    memberIcon: build.query<string, void>({ query: () => API_PATHS.memberIcon }),
    favourites: build.query<unknown, void>({
      query: () => API_PATHS.favourites,
      providesTags: ['Favourites'],
    }),
    /** One page of the player's records: each page is its own cache entry, so its own request. */
    recordsPage: build.query<unknown, number>({
      query: (page) => ({ url: API_PATHS.favourites, params: { page } }),
    }),
    forgotByEmail: build.mutation<boolean, { username: string; email: string }>({
      query: (form) => ({ url: API_PATHS.forgotPasswordEmail, method: 'POST', form }),
    }),
  }),
});

interface SessionState {
  token: string | null;
  language: string;
  loginModalOpen: boolean;
}

const session = createSlice({
  name: 'session',
  initialState: { token: null, language: 'EN', loginModalOpen: false } as SessionState,
  reducers: {
    tokenSet: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    languageSet: (state, action: PayloadAction<string>) => {
      state.language = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(unauthorized, (state) => {
      state.token = null;
      state.loginModalOpen = true;
    });
  },
});

const reducer = combineReducers({
  session: session.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});
type TestState = ReturnType<typeof reducer>;

const brand: ApiBrand = {
  merchantCode: 'LTS88',
  defaultLang: 'EN',
  api: { baseUrl: 'https://lotus.test', cipher: true },
};

/** The site's makeStore, reduced to what the api client needs. */
function makeStore(fake: FakeFetch, options: { token?: string; cipher?: boolean } = {}) {
  const onUnauthorized = vi.fn<(context: UnauthorizedContext<TestState>) => void>();
  const apiRuntime = createApiRuntime<TestState>({
    brand: { ...brand, api: { ...brand.api, cipher: options.cipher ?? true } },
    selectToken: (state) => state.session.token,
    selectLanguage: (state) => state.session.language,
    onUnauthorized,
    fetch: fake.fetch,
    retry: { delayMs: () => 1 },
  });
  const store = configureStore({
    reducer,
    preloadedState: {
      session: { token: options.token ?? null, language: 'EN', loginModalOpen: false },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiRuntime } } }).concat(baseApi.middleware),
  });
  return { store, onUnauthorized };
}

describe('baseApi store', () => {
  it('declares one api slice under reducerPath "api"', () => {
    expect(baseApi.reducerPath).toBe('api');
  });

  it('puts the envelope value in data and sends the token and language from the store', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ account: 'player1' })));
    const { store } = makeStore(fake, { token: 'tok-A' });
    store.dispatch(session.actions.languageSet('VI'));
    const result = await store.dispatch(testApi.endpoints.memberInfo.initiate());
    expect(result.data).toEqual({ account: 'player1' });
    expect(testApi.endpoints.memberInfo.select()(store.getState()).status).toBe('fulfilled');
    const call = fake.calls[0]!;
    expect(call.url).toBe('https://lotus.test/wps/member/info');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-A');
    expect(call.headers.get('Merchant')).toBe('LTS88');
    expect(call.headers.get('Language')).toBe('VI');
  });

  it('stores an envelope refusal as a typed ApiError with its value (captcha flag)', async () => {
    const fake = createFakeFetch(
      jsonResponse(
        envelope(
          { captcha: true },
          { success: false, code: 'LOGIN_FAILED', message: 'Incorrect username or password' },
        ),
      ),
    );
    const { store, onUnauthorized } = makeStore(fake, { cipher: false });
    const result = await store.dispatch(
      testApi.endpoints.login.initiate({ username: 'player1', password: 'bad' }),
    );
    expect('error' in result && result.error).toEqual({
      kind: 'envelope',
      status: 200,
      code: 'LOGIN_FAILED',
      message: 'Incorrect username or password',
      value: { captcha: true },
    });
    expect(isApiError('error' in result ? result.error : null)).toBe(true);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('encrypts endpoints marked with extraOptions.encrypted when the brand cipher is on', async () => {
    const pair = generateTestKeyPair('store-key');
    const fake = createFakeFetch(
      jsonResponse(envelope(pair.info)),
      jsonResponse(envelope({ token: 'tok-new' })),
    );
    const { store } = makeStore(fake, { token: 'ignored-for-login' });
    const result = await store.dispatch(
      testApi.endpoints.login.initiate({ username: 'player1', password: 'Player123' }),
    );
    expect(result.data).toEqual({ token: 'tok-new' });
    const post = fake.calls[1]!;
    expect(post.headers.get('X-Payload-Cipher')).toBe('RSA-OAEP-256+A256GCM');
    expect(post.headers.has('Authorization')).toBe(false);
    const sealedFor = { merchant: 'LTS88', path: API_PATHS.login };
    expect(decryptBody(JSON.parse(post.body) as EncryptedBody, pair.privateKey, sealedFor)).toEqual(
      {
        username: 'player1',
        password: 'Player123',
      },
    );
  });

  it('posts form-encoded bodies', async () => {
    const fake = createFakeFetch(jsonResponse(envelope(true)));
    const { store } = makeStore(fake);
    await store.dispatch(
      testApi.endpoints.forgotByEmail.initiate({ username: 'player1', email: 'a@b.co' }),
    );
    expect(fake.calls[0]?.body).toBe('username=player1&email=a%40b.co');
  });

  it('clears the session and opens the login modal once for ten concurrent 401s', async () => {
    const fake = createFakeFetch(
      jsonResponse({ success: false, value: null, message: 'expired', code: 'UNAUTHORIZED' }, 401),
    );
    const { store, onUnauthorized } = makeStore(fake, { token: 'expired-token' });
    const results = await Promise.all([
      store.dispatch(testApi.endpoints.memberInfo.initiate()),
      store.dispatch(testApi.endpoints.balance.initiate()),
      store.dispatch(testApi.endpoints.unreadCount.initiate()),
      store.dispatch(testApi.endpoints.memberIcon.initiate()),
      store.dispatch(testApi.endpoints.favourites.initiate()),
      ...[1, 2, 3, 4, 5].map((page) =>
        store.dispatch(testApi.endpoints.recordsPage.initiate(page)),
      ),
    ]);

    expect(fake.calls).toHaveLength(10);
    for (const result of results) {
      expect(result.error).toMatchObject({
        kind: 'http',
        status: 401,
        message: 'You are not logged in, please login',
      });
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0].error.status).toBe(401);
    expect(store.getState().session).toMatchObject({ token: null, loginModalOpen: true });
  });

  it("reports the next session's 401 again after a new login", async () => {
    const fake = createFakeFetch(
      jsonResponse({ success: false, value: null, message: '', code: 'UNAUTHORIZED' }, 401),
    );
    const { store, onUnauthorized } = makeStore(fake, { token: 'first' });
    await store.dispatch(testApi.endpoints.balance.initiate(undefined, { forceRefetch: true }));
    store.dispatch(session.actions.tokenSet('second'));
    await store.dispatch(testApi.endpoints.balance.initiate(undefined, { forceRefetch: true }));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('ignores a late 401 of a replaced session so it cannot log the new player out', async () => {
    let release: (response: Response) => void = () => undefined;
    const fake = createFakeFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const { store, onUnauthorized } = makeStore(fake, { token: 'old' });
    const pending = store.dispatch(testApi.endpoints.balance.initiate());
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1), { timeout: 5_000 });
    store.dispatch(session.actions.tokenSet('fresh'));
    release(jsonResponse({ success: false, value: null, message: '', code: 'UNAUTHORIZED' }, 401));
    await pending;
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('fresh');
  });

  it('resetApiState drops every cached answer (logout)', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ sumBalance: 99 })));
    const { store } = makeStore(fake, { token: 't' });
    await store.dispatch(testApi.endpoints.balance.initiate());
    expect(testApi.endpoints.balance.select()(store.getState()).data).toEqual({ sumBalance: 99 });
    store.dispatch(resetApiState());
    expect(testApi.endpoints.balance.select()(store.getState()).data).toBeUndefined();
  });

  it('explains a store wired without any runtime', async () => {
    const store = configureStore({
      reducer,
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await store.dispatch(testApi.endpoints.balance.initiate());
    expect(result.error).toMatchObject({
      message: expect.stringMatching(/no ApiRuntime/) as unknown as string,
    });
    consoleError.mockRestore();
  });
});
