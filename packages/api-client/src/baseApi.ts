import { createAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { isUnauthorizedError, type ApiError } from './errors';
import { resolveApiRuntime } from './runtime';
import type { PlatformRequest } from './transport';

/** A path string (plain GET) or a full request. */
export type PlatformBaseQueryArgs = string | PlatformRequest;

export interface PlatformExtraOptions {
  /** Same as `encrypted: true` on the request. */
  encrypted?: boolean;
  timeoutMs?: number;
}

export interface PlatformBaseQueryMeta {
  status?: number;
}

export interface UnauthorizedPayload {
  endpoint: string;
  status?: number;
  code?: string | number;
  message: string;
}

/**
 * Dispatched once per burst of 401 / expired-token answers. The site's session slice clears the
 * token on it and the ui slice opens the login modal.
 */
export const unauthorized = createAction<UnauthorizedPayload>('apiClient/unauthorized');

/** Cache tags, declared once for every feature (docs/architecture.md). */
export const API_TAG_TYPES = [
  'MemberInfo',
  'Balance',
  'Wallet',
  'Favourites',
  'Recents',
  'UnreadCount',
  'WhitelabelFlags',
  'SiteStatus',
  'RegisterRules',
  'Countries',
  'DomainRoutes',
  'Avatar',
  'Games',
  'Lottery',
  'Notices',
  'HelpCenter',
  'Winners',
  'Points',
  'Contracts',
  'Messages',
  'Transactions',
  'Bets',
  'Bonuses',
  'Referral',
  'Missions',
  'Downlines',
  'Feedback',
  'Deposits',
  'Withdrawals',
  'BankCards',
  'PaymentPassword',
  'Rebate',
  'Promotions',
  'Security',
] as const;

export type ApiTagType = (typeof API_TAG_TYPES)[number];

/**
 * The RTK Query baseQuery: the ky transport with the token and language read from the store and
 * the brand's settings from the `ApiRuntime` (thunk extra `{ apiRuntime }`).
 */
export const platformBaseQuery: BaseQueryFn<
  PlatformBaseQueryArgs,
  unknown,
  ApiError,
  PlatformExtraOptions | undefined,
  PlatformBaseQueryMeta
> = async (args, api, extraOptions) => {
  const runtime = resolveApiRuntime(api.extra);
  const request: PlatformRequest = typeof args === 'string' ? { url: args } : { ...args };
  if (extraOptions?.encrypted !== undefined && request.encrypted === undefined)
    request.encrypted = extraOptions.encrypted;
  if (extraOptions?.timeoutMs !== undefined && request.timeoutMs === undefined)
    request.timeoutMs = extraOptions.timeoutMs;

  const state = api.getState();
  const token = runtime.selectToken(state);
  const ticket = runtime.gate.begin();
  const result = await runtime.transport.send(request, {
    token,
    language: runtime.selectLanguage(state),
    signal: api.signal,
  });
  const meta: PlatformBaseQueryMeta = result.status === undefined ? {} : { status: result.status };
  if (!result.error) return { data: result.data, meta };

  const { error } = result;
  if (
    request.auth !== false &&
    isUnauthorizedError(error) &&
    runtime.gate.claim(ticket, token, runtime.selectToken(api.getState()))
  ) {
    const payload: UnauthorizedPayload = { endpoint: api.endpoint, message: error.message };
    if (error.status !== undefined) payload.status = error.status;
    if (error.code !== undefined) payload.code = error.code;
    api.dispatch(unauthorized(payload));
    runtime.onUnauthorized({
      dispatch: api.dispatch,
      getState: api.getState,
      error,
      endpoint: api.endpoint,
    });
  }
  return { error, meta };
};

/** The one `createApi` of the site. Features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

/** Logout: drop every cached answer of the previous player. */
export const resetApiState = () => baseApi.util.resetApiState();
