import { ApiRequestError, isUnauthorizedError, type ApiError } from './errors';
import { transportConfigFromBrand, type ApiBrand } from './runtime';
import {
  createTransport,
  type ApiResult,
  type PlatformRequest,
  type QueryParams,
  type Transport,
  type TransportConfig,
} from './transport';
import { createUnauthorizedGate } from './unauthorizedGate';

type TransportSource = ({ brand: ApiBrand } & Partial<TransportConfig>) | TransportConfig;

export type ApiClientOptions = TransportSource & {
  /** Token source; by default the client keeps the token given to {@link ApiClient.setToken}. */
  getToken?: () => string | null | undefined;
  getLanguage?: () => string | null | undefined;
  /** Called once per burst of 401 / expired-token answers. */
  onUnauthorized?: (error: ApiError) => void;
};

type BodyOptions = Omit<PlatformRequest, 'url' | 'method' | 'body'>;

/** Promise-based access to the platform outside Redux: scripts, tests, the simulator's checks. */
export interface ApiClient {
  readonly transport: Transport;
  /** Token used when no `getToken` was given. */
  setToken(token: string | null): void;
  /** Never throws: `{ data }` or `{ error }`. */
  send<T>(request: PlatformRequest): Promise<ApiResult<T>>;
  /** The envelope's value; throws {@link ApiRequestError} on failure. */
  request<T>(request: PlatformRequest): Promise<T>;
  get<T>(url: string, params?: QueryParams, options?: Omit<BodyOptions, 'params'>): Promise<T>;
  post<T>(url: string, body?: unknown, options?: BodyOptions): Promise<T>;
  put<T>(url: string, body?: unknown, options?: BodyOptions): Promise<T>;
  delete<T>(url: string, options?: BodyOptions): Promise<T>;
}

function toTransportConfig(options: ApiClientOptions): TransportConfig {
  const {
    getToken: _getToken,
    getLanguage: _getLanguage,
    onUnauthorized: _onUnauthorized,
    ...source
  } = options;
  if ('brand' in source) {
    const { brand, ...overrides } = source;
    return transportConfigFromBrand(brand, overrides);
  }
  return source;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(toTransportConfig(options));
  const gate = createUnauthorizedGate();
  let ownToken: string | null = null;
  const currentToken = () => (options.getToken ? options.getToken() : ownToken);

  async function send<T>(request: PlatformRequest): Promise<ApiResult<T>> {
    const token = currentToken();
    const ticket = gate.begin();
    const result = await transport.send<T>(request, {
      token,
      language: options.getLanguage?.() ?? null,
    });
    if (
      result.error &&
      request.auth !== false &&
      isUnauthorizedError(result.error) &&
      gate.claim(ticket, token, currentToken())
    ) {
      options.onUnauthorized?.(result.error);
    }
    return result;
  }

  async function request<T>(platformRequest: PlatformRequest): Promise<T> {
    const result = await send<T>(platformRequest);
    if (result.error) throw new ApiRequestError(result.error);
    return result.data;
  }

  return {
    transport,
    setToken(token) {
      ownToken = token;
    },
    send,
    request,
    get: (url, params, rest) =>
      request({ ...rest, url, method: 'GET', ...(params ? { params } : {}) }),
    post: (url, body, rest) =>
      request({ ...rest, url, method: 'POST', ...(body === undefined ? {} : { body }) }),
    put: (url, body, rest) =>
      request({ ...rest, url, method: 'PUT', ...(body === undefined ? {} : { body }) }),
    delete: (url, rest) => request({ ...rest, url, method: 'DELETE' }),
  };
}
