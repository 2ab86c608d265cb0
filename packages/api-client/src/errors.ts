/**
 * Typed errors of every platform call and the user-facing messages of the product's error catalogue
 * (`API_ERROR_MESSAGES` below).
 */

/** Why a call failed. */
export type ApiErrorKind =
  /** The server answered with a non-2xx HTTP status (401, 400, 404, 429, 5xx). */
  | 'http'
  /** The request never got an answer (offline, DNS, connection reset, aborted). */
  | 'network'
  /** No answer within the brand's `api.timeoutMs`. */
  | 'timeout'
  /** HTTP 200 with `success: false`: a business refusal such as a wrong password or a captcha demand. */
  | 'envelope'
  /** The answer was not the platform's JSON envelope. */
  | 'parse';

/**
 * A failed call. A plain, serialisable object so it can live in the RTK Query cache.
 * `message` is the English text to show; `messageKey`, when set, is the i18n key of that text in
 * {@link API_ERROR_MESSAGES} so the site can show it in the player's language. Server messages
 * (business refusals) have no key: the server already answers in the `Language` header's language.
 */
export interface ApiError {
  kind: ApiErrorKind;
  message: string;
  messageKey?: ApiErrorMessageKey;
  status?: number;
  code?: string | number;
  /** The envelope's `value` of a refusal, e.g. `{ captcha: true }` after repeated failed logins. */
  value?: unknown;
}

/** i18n keys of the catalogue messages, with the spec's English texts as defaults. */
export const API_ERROR_MESSAGES = {
  'errors.network': 'Network link is abnormal, please try again',
  'errors.timeout': 'The page took longer time to load, please check your network connectivity',
  'errors.notLoggedIn': 'You are not logged in, please login',
  'errors.unknown': 'Unknown error',
} as const;

export type ApiErrorMessageKey = keyof typeof API_ERROR_MESSAGES;

/** Short names of the catalogue keys. */
export const API_ERROR_KEYS = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  notLoggedIn: 'errors.notLoggedIn',
  unknown: 'errors.unknown',
} as const satisfies Record<string, ApiErrorMessageKey>;

/** Envelope codes that mean the session token is missing, expired or revoked. */
export const UNAUTHORIZED_CODES: readonly (string | number)[] = [
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
];

const API_ERROR_KINDS: readonly string[] = ['http', 'network', 'timeout', 'envelope', 'parse'];

export function isApiError(candidate: unknown): candidate is ApiError {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const { kind, message } = candidate as Record<string, unknown>;
  return typeof kind === 'string' && API_ERROR_KINDS.includes(kind) && typeof message === 'string';
}

/** A 401, or a refusal whose code says the token is no longer valid. */
export function isUnauthorizedError(error: ApiError): boolean {
  if (error.kind === 'http' && error.status === 401) return true;
  return (
    (error.kind === 'http' || error.kind === 'envelope') &&
    error.code !== undefined &&
    UNAUTHORIZED_CODES.includes(error.code)
  );
}

function catalogueError(
  kind: ApiErrorKind,
  key: ApiErrorMessageKey,
  extra: Partial<ApiError> = {},
): ApiError {
  return { kind, message: API_ERROR_MESSAGES[key], messageKey: key, ...extra };
}

export const networkError = (code?: string): ApiError =>
  catalogueError('network', API_ERROR_KEYS.network, code === undefined ? {} : { code });

export const timeoutError = (): ApiError => catalogueError('timeout', API_ERROR_KEYS.timeout);

export const parseError = (status?: number): ApiError =>
  catalogueError('parse', API_ERROR_KEYS.unknown, status === undefined ? {} : { status });

export interface EnvelopeLike {
  message?: unknown;
  code?: unknown;
  value?: unknown;
}

/**
 * A non-2xx answer. 401 always shows the catalogue's "not logged in" text; a 5xx its "unknown error" in
 * the player's language (a failing server's own text is technical and in no particular language).
 */
export function httpError(status: number, envelope?: EnvelopeLike): ApiError {
  const details: Partial<ApiError> = { status };
  if (envelope && (typeof envelope.code === 'string' || typeof envelope.code === 'number'))
    details.code = envelope.code;
  if (envelope && envelope.value !== undefined && envelope.value !== null)
    details.value = envelope.value;
  if (status === 401) return catalogueError('http', API_ERROR_KEYS.notLoggedIn, details);
  if (status >= 500) return catalogueError('http', API_ERROR_KEYS.unknown, details);
  const serverMessage =
    envelope && typeof envelope.message === 'string' ? envelope.message.trim() : '';
  if (serverMessage) return { kind: 'http', message: serverMessage, ...details };
  return catalogueError('http', API_ERROR_KEYS.unknown, details);
}

/** `success: false` on HTTP 2xx: the server's message, or "Unknown error" when it sent none. */
export function envelopeError(envelope: EnvelopeLike, status?: number): ApiError {
  const details: Partial<ApiError> = {};
  if (status !== undefined) details.status = status;
  if (typeof envelope.code === 'string' || typeof envelope.code === 'number')
    details.code = envelope.code;
  if (envelope.value !== undefined && envelope.value !== null) details.value = envelope.value;
  if (details.code !== undefined && UNAUTHORIZED_CODES.includes(details.code)) {
    return catalogueError('envelope', API_ERROR_KEYS.notLoggedIn, details);
  }
  const serverMessage = typeof envelope.message === 'string' ? envelope.message.trim() : '';
  if (serverMessage) return { kind: 'envelope', message: serverMessage, ...details };
  return catalogueError('envelope', API_ERROR_KEYS.unknown, details);
}

/** Translates with the site's i18n when given, falling back to the English text. */
export type Translate = (key: ApiErrorMessageKey, defaultValue: string) => string;

/**
 * The text to show for any failure a hook or `unwrap()` can yield: an {@link ApiError}, a thrown
 * `SerializedError`, or nothing at all. Never blank (docs/architecture.md).
 */
export function describeApiError(error: unknown, translate?: Translate): string {
  if (isApiError(error)) {
    if (error.messageKey) {
      return translate ? translate(error.messageKey, error.message) : error.message;
    }
    if (error.message.trim()) return error.message;
  }
  const fallback = API_ERROR_MESSAGES[API_ERROR_KEYS.unknown];
  return translate ? translate(API_ERROR_KEYS.unknown, fallback) : fallback;
}

/** A thrown `Error` carrying the serialisable {@link ApiError} (the transport's public-key download). */
export class ApiRequestError extends Error {
  readonly error: ApiError;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.error = error;
  }

  get kind(): ApiErrorKind {
    return this.error.kind;
  }

  get status(): number | undefined {
    return this.error.status;
  }

  get code(): string | number | undefined {
    return this.error.code;
  }

  get value(): unknown {
    return this.error.value;
  }
}
