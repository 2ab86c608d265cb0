export * from './contract';

export {
  API_ERROR_KEYS,
  API_ERROR_MESSAGES,
  ApiRequestError,
  UNAUTHORIZED_CODES,
  describeApiError,
  isApiError,
  isUnauthorizedError,
  type ApiError,
  type ApiErrorKind,
  type ApiErrorMessageKey,
  type Translate,
} from './errors';
export { PayloadCipher, type EncryptedRequest, type PayloadCipherOptions } from './PayloadCipher';
export {
  DEFAULT_RETRY_LIMIT,
  DEFAULT_TIMEOUT_MS,
  RETRY_STATUS_CODES,
  buildUrl,
  createTransport,
  exponentialBackoff,
  type ApiResult,
  type FormFields,
  type HttpMethod,
  type PlatformRequest,
  type QueryParams,
  type QueryValue,
  type RetryPolicy,
  type SendContext,
  type Transport,
  type TransportConfig,
} from './transport';
export { createUnauthorizedGate, type UnauthorizedGate } from './unauthorizedGate';
export {
  createApiRuntime,
  resolveApiRuntime,
  transportConfigFromBrand,
  type ApiBrand,
  type ApiRuntime,
  type ApiRuntimeOptions,
  type TransportSender,
  type ApiThunkExtra,
  type UnauthorizedContext,
} from './runtime';
export {
  API_TAG_TYPES,
  baseApi,
  platformBaseQuery,
  resetApiState,
  unauthorized,
  type ApiTagType,
  type PlatformBaseQueryArgs,
  type PlatformBaseQueryMeta,
  type PlatformExtraOptions,
  type UnauthorizedPayload,
} from './baseApi';
