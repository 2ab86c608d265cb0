import {
  SECURITY_PATHS,
  baseApi,
  type ActiveSession,
  type ApiTagType,
  type EndSessionsRequest,
  type EndSessionsResponse,
  type Passkey,
  type PasskeyRegistrationOptions,
  type RecoveryCodes,
  type RecoveryCodesRequest,
  type SecurityOverview,
  type SignInAttempt,
  type TwoFactorDisableRequest,
  type TwoFactorEnableRequest,
  type TwoFactorSetup,
  type WebAuthnJson,
} from '@wl/api-client';

/** Tags a change of the member's security refreshes (member info says whether two-step is on). */
const onSuccess =
  (...tags: ApiTagType[]) =>
  (_result: unknown, error: unknown): ApiTagType[] =>
    error ? [] : tags;

/** The Security Centre's account security: two-step sign-in, passkeys, sessions, sign-in history. */
export const securityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSecurity: build.query<SecurityOverview, void>({
      query: () => SECURITY_PATHS.security,
      providesTags: ['Security'],
    }),
    /** A new key, not in force until `enableTwoFactor` confirms it with a code. */
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: SECURITY_PATHS.twoFactorSetup, method: 'POST', body: {} }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, TwoFactorEnableRequest>({
      query: (body) => ({ url: SECURITY_PATHS.twoFactorEnable, method: 'POST', body }),
      invalidatesTags: onSuccess('Security', 'MemberInfo'),
    }),
    disableTwoFactor: build.mutation<null, TwoFactorDisableRequest>({
      query: (body) => ({ url: SECURITY_PATHS.twoFactorDisable, method: 'POST', body }),
      invalidatesTags: onSuccess('Security', 'MemberInfo'),
    }),
    newRecoveryCodes: build.mutation<RecoveryCodes, RecoveryCodesRequest>({
      query: (body) => ({ url: SECURITY_PATHS.recoveryCodes, method: 'POST', body }),
      invalidatesTags: onSuccess('Security'),
    }),
    /** The login password first; answers the options for the browser's passkey prompt. */
    passkeyRegistrationOptions: build.mutation<PasskeyRegistrationOptions, { password: string }>({
      query: (body) => ({ url: SECURITY_PATHS.passkeyRegistrationOptions, method: 'POST', body }),
    }),
    addPasskey: build.mutation<Passkey, { name: string; response: WebAuthnJson }>({
      query: (body) => ({ url: SECURITY_PATHS.passkeys, method: 'POST', body }),
      invalidatesTags: onSuccess('Security'),
    }),
    removePasskey: build.mutation<null, { id: number }>({
      query: (body) => ({ url: SECURITY_PATHS.passkeys, method: 'DELETE', body }),
      invalidatesTags: onSuccess('Security'),
    }),
    getSessions: build.query<ActiveSession[], void>({
      query: () => SECURITY_PATHS.sessions,
      providesTags: ['Security'],
    }),
    endSessions: build.mutation<EndSessionsResponse, EndSessionsRequest>({
      query: (body) => ({ url: SECURITY_PATHS.sessions, method: 'DELETE', body }),
      invalidatesTags: onSuccess('Security'),
    }),
    getSignInHistory: build.query<SignInAttempt[], void>({
      query: () => SECURITY_PATHS.signInHistory,
      providesTags: ['Security'],
    }),
  }),
});

export const {
  useGetSecurityQuery,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useNewRecoveryCodesMutation,
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useGetSessionsQuery,
  useEndSessionsMutation,
  useGetSignInHistoryQuery,
} = securityApi;
