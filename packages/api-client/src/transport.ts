import ky, { HTTPError, TimeoutError, type Options as KyOptions } from 'ky';
import { API_PATHS, ERROR_CODES, HEADERS, type PublicKeyInfo } from './contract';
import {
  ApiRequestError,
  envelopeError,
  httpError,
  networkError,
  parseError,
  timeoutError,
  type ApiError,
  type EnvelopeLike,
} from './errors';
import { PayloadCipher } from './PayloadCipher';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;
export type FormFields = Record<string, string | number | boolean | null | undefined>;

/**
 * One platform call. `body` goes as JSON (a `FormData` body as `multipart/form-data`, never
 * encrypted: feedback images), `form` as `application/x-www-form-urlencoded`.
 */
export interface PlatformRequest {
  /** Path such as `/wps/member/info` (see `API_PATHS`), or an absolute URL. */
  url: string;
  method?: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  form?: FormFields;
  /** Encrypt `body` with the {@link PayloadCipher} when the brand has `api.cipher` on. */
  encrypted?: boolean;
  /** `false` never sends the `Authorization` header (the spec's "no token" login). Default true. */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Overrides the brand's timeout for this call. */
  timeoutMs?: number;
}

export interface RetryPolicy {
  /** Retries after the first attempt of an idempotent GET. Default 2. */
  limit?: number;
  /** Wait before retry number `attempt` (1-based). Default 300 ms doubling, at most 3 s. */
  delayMs?: (attempt: number) => number;
  /** Statuses worth retrying. Default 408, 429, 500, 502, 503, 504. */
  statusCodes?: number[];
}

export interface TransportConfig {
  /** The brand's `api.baseUrl`; `''` means same origin (browser only). */
  baseUrl: string;
  merchantCode: string;
  /** Sent as `Language` when the call has none. */
  defaultLanguage?: string;
  /** The brand's `api.timeoutMs`; default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** The brand's `api.cipher`; `false` sends "encrypted" calls as plain JSON. Default true. */
  cipher?: boolean;
  /** Injected fetch (tests, the simulator's handler, MSW). Default `globalThis.fetch` at call time. */
  fetch?: typeof globalThis.fetch;
  retry?: RetryPolicy;
  /** WebCrypto for the cipher; default `globalThis.crypto`. */
  crypto?: Crypto;
}

/** Per-call session values, read from the store by the baseQuery. */
export interface SendContext {
  token?: string | null;
  language?: string | null;
  signal?: AbortSignal;
}

export type ApiResult<T> =
  | { data: T; status: number; error?: undefined }
  | { error: ApiError; status?: number; data?: undefined };

export interface Transport {
  readonly config: Readonly<TransportConfig>;
  /** The payload cipher, or `null` when the brand sends plain JSON. */
  readonly cipher: PayloadCipher | null;
  /** Never throws: failures come back as `{ error: ApiError }`. */
  send<T>(request: PlatformRequest, context?: SendContext): Promise<ApiResult<T>>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_RETRY_LIMIT = 2;
export const MAX_RETRY_AFTER_MS = 5_000;
export const RETRY_STATUS_CODES: readonly number[] = [408, 429, 500, 502, 503, 504];

/** 300 ms, 600 ms, 1.2 s ... capped at `maxMs`. */
export function exponentialBackoff(baseMs = 300, maxMs = 3_000): (attempt: number) => number {
  return (attempt) => Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Joins the brand's base URL and a path; `''` keeps the path relative (same origin). */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:\/\//i.test(path);
  const joined =
    isAbsolute || !baseUrl ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = toSearchParams(params).toString();
  if (!query) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${query}`;
}

/** The path a payload is sealed for: the request's API path, without origin or query. */
function apiPathOf(url: string): string {
  return new URL(url, 'http://api.invalid').pathname;
}

/**
 * True when `url` (as built by {@link buildUrl}) goes to the brand's API origin: the origin of the base
 * URL, or of the page when the base URL is empty or relative. The URL is resolved the way fetch resolves
 * it (so `//host`, `/\host` and stray whitespace cannot sneak out); without a page to resolve against
 * and without an absolute base URL nothing counts as the API origin. Only such calls carry the token.
 */
export function isApiOriginUrl(baseUrl: string, url: string): boolean {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    const api = new URL(baseUrl || page || '', page);
    return api.origin !== 'null' && new URL(url, api).origin === api.origin;
  } catch {
    return false;
  }
}

function toSearchParams(fields: QueryParams | FormFields | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly (string | number | boolean)[])
        search.append(name, String(item));
    } else {
      search.append(name, String(value));
    }
  }
  return search;
}

function isEnvelope(candidate: unknown): candidate is EnvelopeLike & { success: boolean } {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as { success?: unknown }).success === 'boolean'
  );
}

async function readJson(response: Response): Promise<{ ok: true; json: unknown } | { ok: false }> {
  try {
    const text = await response.text();
    return { ok: true, json: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The ky transport: brand base URL, `Authorization`/`Merchant`/`Language` headers, timeout, retries
 * for idempotent GETs only (never POST/PUT/DELETE, which could place a bet or a transfer twice),
 * envelope normalisation and the payload cipher.
 */
export function createTransport(config: TransportConfig): Transport {
  const retryLimit = config.retry?.limit ?? DEFAULT_RETRY_LIMIT;
  const retryDelay = config.retry?.delayMs ?? exponentialBackoff();
  const retryStatusCodes = config.retry?.statusCodes ?? [...RETRY_STATUS_CODES];

  async function fetchPublicKey(): Promise<PublicKeyInfo> {
    const result = await send<PublicKeyInfo>({ url: API_PATHS.publicKey, auth: false });
    if (result.error) throw new ApiRequestError(result.error);
    return result.data;
  }

  const cipher =
    config.cipher === false
      ? null
      : new PayloadCipher({ fetchPublicKey, ...(config.crypto ? { crypto: config.crypto } : {}) });

  async function send<T>(
    request: PlatformRequest,
    context: SendContext = {},
  ): Promise<ApiResult<T>> {
    const first = await sendOnce<T>(request, context);
    // The platform rotated its key (e.g. restarted): fetch the new one and encrypt again, once.
    if (cipher && request.encrypted && first.error?.code === ERROR_CODES.BAD_CIPHER) {
      cipher.forgetKey();
      return sendOnce<T>(request, context);
    }
    return first;
  }

  async function sendOnce<T>(
    request: PlatformRequest,
    context: SendContext,
  ): Promise<ApiResult<T>> {
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADERS.merchant]: config.merchantCode,
    };
    const language = context.language || config.defaultLanguage;
    if (language) headers[HEADERS.language] = language;
    const url = buildUrl(config.baseUrl, request.url, request.params);
    // The token only ever goes to the brand's API origin, never to an absolute URL of another host.
    if (request.auth !== false && context.token && isApiOriginUrl(config.baseUrl, url))
      headers[HEADERS.authorization] = `Bearer ${context.token}`;

    const options: KyOptions = {
      method,
      headers,
      timeout: request.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retry: {
        limit: method === 'GET' ? retryLimit : 0,
        methods: ['get'],
        statusCodes: retryStatusCodes,
        afterStatusCodes: [429, 503],
        // A server's Retry-After is honoured, but a GET never waits more than this per retry.
        maxRetryAfter: MAX_RETRY_AFTER_MS,
        delay: retryDelay,
        // A request the caller abandoned (component unmounted, query replaced) is not retried.
        shouldRetry: ({ error }) => (isAbort(error) ? false : undefined),
      },
    };
    if (context.signal) options.signal = context.signal;
    if (config.fetch) options.fetch = config.fetch;

    if (request.form !== undefined) {
      options.body = toSearchParams(request.form);
    } else if (typeof FormData !== 'undefined' && request.body instanceof FormData) {
      // fetch writes the multipart boundary into the Content-Type itself
      options.body = request.body;
    } else if (request.body !== undefined) {
      if (request.encrypted && cipher) {
        try {
          const encrypted = await cipher.encrypt(request.body, {
            merchant: config.merchantCode,
            path: apiPathOf(request.url),
          });
          Object.assign(headers, encrypted.headers);
          options.json = encrypted.body;
        } catch (error) {
          if (error instanceof ApiRequestError) return { error: error.error };
          return { error: { ...parseError(), code: 'CLIENT_CIPHER' } };
        }
      } else {
        options.json = request.body;
      }
    }
    if (request.headers) Object.assign(headers, request.headers);

    let response: Response;
    try {
      response = await ky(url, options);
    } catch (error) {
      if (error instanceof HTTPError) {
        const parsed = await readJson(error.response);
        const envelope = parsed.ok && isEnvelope(parsed.json) ? parsed.json : undefined;
        return { error: httpError(error.response.status, envelope), status: error.response.status };
      }
      if (error instanceof TimeoutError) return { error: timeoutError() };
      if (isAbort(error)) return { error: networkError('ABORTED') };
      return { error: networkError() };
    }

    const status = response.status;
    if (status === 204) return { data: null as T, status };
    const parsed = await readJson(response);
    if (!parsed.ok || !isEnvelope(parsed.json)) return { error: parseError(status), status };
    const envelope = parsed.json;
    if (!envelope.success) return { error: envelopeError(envelope, status), status };
    return { data: (envelope.value ?? null) as T, status };
  }

  return { config, cipher, send };
}
