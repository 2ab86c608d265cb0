import type { Dispatch } from '@reduxjs/toolkit';
import type { Brand } from '@wl/brand-config';
import { networkError, type ApiError } from './errors';
import type {
  ApiResult,
  createTransport,
  PlatformRequest,
  RetryPolicy,
  SendContext,
  TransportConfig,
} from './transport';
import { createUnauthorizedGate, type UnauthorizedGate } from './unauthorizedGate';

/** The part of a brand the api client reads. */
export type ApiBrand = Pick<Brand, 'merchantCode' | 'api'> & Partial<Pick<Brand, 'defaultLang'>>;

/** Transport settings from a brand: base URL, merchant, timeout, cipher on/off, default language. */
export function transportConfigFromBrand(
  brand: ApiBrand,
  overrides: Partial<TransportConfig> = {},
): TransportConfig {
  const config: TransportConfig = {
    baseUrl: brand.api.baseUrl,
    merchantCode: brand.merchantCode,
    cipher: brand.api.cipher,
  };
  if (brand.api.timeoutMs !== undefined) config.timeoutMs = brand.api.timeoutMs;
  if (brand.defaultLang) config.defaultLanguage = brand.defaultLang;
  return { ...config, ...overrides };
}

export interface UnauthorizedContext<State = unknown> {
  dispatch: Dispatch;
  getState: () => State;
  error: ApiError;
  /** RTK Query endpoint whose call was refused. */
  endpoint: string;
}

export interface ApiRuntimeOptions<State = unknown> {
  brand: ApiBrand;
  /** The session token in the store, `null`/`undefined` when logged out. */
  selectToken: (state: State) => string | null | undefined;
  /** The player's language code (`EN`, `ZH-TW`, ...); the brand's default when it returns nothing. */
  selectLanguage?: (state: State) => string | null | undefined;
  /**
   * Called once per burst of 401s (after the `unauthorized` action was dispatched): clear the
   * session and open the login modal here, or handle the `unauthorized` action in your slices.
   */
  onUnauthorized?: (context: UnauthorizedContext<State>) => void;
  /** Injected fetch: tests, the simulator's handler. */
  fetch?: typeof globalThis.fetch;
  /** Overrides `brand.api.baseUrl` (e.g. an absolute URL in Node). */
  baseUrl?: string;
  retry?: RetryPolicy;
  crypto?: Crypto;
}

/** The part of the transport the baseQuery calls. */
export interface TransportSender {
  send<T>(request: PlatformRequest, context?: SendContext): Promise<ApiResult<T>>;
}

/**
 * The ky transport (ky, the payload cipher) as its own chunk: it starts loading when the runtime is
 * made, in parallel with the first render, instead of sitting in the app's first JS. A chunk that fails
 * to load (a deploy replaced it, the network dropped) answers a network error and is asked for again on
 * the next call.
 */
export function deferredTransport(
  config: TransportConfig,
  loadModule: () => Promise<{ createTransport: typeof createTransport }> = () =>
    import('./transport'),
): TransportSender {
  let loading: Promise<TransportSender> | null = null;
  const load = () =>
    (loading ??= loadModule().then(
      (module) => module.createTransport(config),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  load().catch(() => undefined); // start now; a failure is reported by the call that needs it
  return {
    async send<T>(request: PlatformRequest, context?: SendContext): Promise<ApiResult<T>> {
      let transport: TransportSender;
      try {
        transport = await load();
      } catch {
        return { error: networkError() };
      }
      return transport.send<T>(request, context);
    },
  };
}

/** Everything `platformBaseQuery` needs at run time; one per store. */
export interface ApiRuntime {
  readonly transport: TransportSender;
  readonly gate: UnauthorizedGate;
  selectToken(state: unknown): string | null | undefined;
  selectLanguage(state: unknown): string | null | undefined;
  onUnauthorized(context: UnauthorizedContext): void;
}

/** The thunk `extra` argument shape `platformBaseQuery` looks for. */
export interface ApiThunkExtra {
  apiRuntime: ApiRuntime;
}

export function createApiRuntime<State>(options: ApiRuntimeOptions<State>): ApiRuntime {
  const overrides: Partial<TransportConfig> = {};
  if (options.fetch) overrides.fetch = options.fetch;
  if (options.baseUrl !== undefined) overrides.baseUrl = options.baseUrl;
  if (options.retry) overrides.retry = options.retry;
  if (options.crypto) overrides.crypto = options.crypto;
  const { selectToken, selectLanguage, onUnauthorized } = options;
  return {
    transport: deferredTransport(transportConfigFromBrand(options.brand, overrides)),
    gate: createUnauthorizedGate(),
    selectToken: (state) => selectToken(state as State),
    selectLanguage: (state) => selectLanguage?.(state as State),
    onUnauthorized: (context) => onUnauthorized?.(context as UnauthorizedContext<State>),
  };
}

function isApiRuntime(candidate: unknown): candidate is ApiRuntime {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    'transport' in candidate &&
    'gate' in candidate
  );
}

/** The runtime from the thunk extra argument; throws when the store passes none. */
export function resolveApiRuntime(extra: unknown): ApiRuntime {
  if (typeof extra === 'object' && extra !== null && 'apiRuntime' in extra) {
    const { apiRuntime } = extra as { apiRuntime: unknown };
    if (isApiRuntime(apiRuntime)) return apiRuntime;
  }
  throw new Error(
    '@wl/api-client: no ApiRuntime. Pass `{ apiRuntime: createApiRuntime(...) }` as the thunk extra argument in makeStore.',
  );
}
