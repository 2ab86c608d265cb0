import {
  SECURITY_PATHS,
  baseApi,
  type FreePlayRequest,
  type HandoverExchangeRequest,
  type HandoverPreview,
  type LoginRequest,
  type LoginResponse,
  type PasskeySignInOptions,
  type PasskeySignInRequest,
  type TwoFactorSignInRequest,
  ACCESS_PATHS,
} from '@wl/api-client';
import { startsSession } from '../../shared/session/api';

/** The `os` a free-play login reports, read from the browser (the spec names the field only). */
export function detectOs(
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os/i.test(userAgent)) return 'macOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Unknown';
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /wps/session/login`, encrypted, without a token; `type` 'username' or 'sms'. */
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({
        url: ACCESS_PATHS.login,
        method: 'POST',
        body,
        encrypted: true,
        auth: false,
      }),
      invalidatesTags: startsSession,
    }),
    /** Free play (FREEPLAY3): a trial session. */
    freePlayLogin: build.mutation<LoginResponse, FreePlayRequest | void>({
      query: (body) => ({
        url: ACCESS_PATHS.freePlay,
        method: 'POST',
        body: body ?? { os: detectOs(), platform: 'W', gatewayVersion: 3 },
        auth: false,
      }),
      invalidatesTags: startsSession,
    }),
    /** `POST /wps/session/handover/exchange`: a one-time handover code for a session, without a token. */
    exchangeHandover: build.mutation<LoginResponse, HandoverExchangeRequest>({
      query: (body) => ({
        url: ACCESS_PATHS.sessionHandoverExchange,
        method: 'POST',
        body,
        auth: false,
      }),
      invalidatesTags: startsSession,
    }),
    /** `POST /wps/session/login/twoFactor`: the code (or a recovery code) for the first step's ticket. */
    twoFactorSignIn: build.mutation<LoginResponse, TwoFactorSignInRequest>({
      query: (body) => ({ url: SECURITY_PATHS.twoFactorSignIn, method: 'POST', body, auth: false }),
      invalidatesTags: startsSession,
    }),
    /** `POST /wps/session/passkey/options`: a challenge for a passkey of this site, no username. */
    passkeySignInOptions: build.mutation<PasskeySignInOptions, void>({
      query: () => ({
        url: SECURITY_PATHS.passkeySignInOptions,
        method: 'POST',
        body: {},
        auth: false,
      }),
    }),
    /** `POST /wps/session/passkey`: the authenticator's answer for a session (both steps at once). */
    passkeySignIn: build.mutation<LoginResponse, PasskeySignInRequest>({
      query: (body) => ({ url: SECURITY_PATHS.passkeySignIn, method: 'POST', body, auth: false }),
      invalidatesTags: startsSession,
    }),
    /** `POST /wps/session/handover/preview`: whose sign-in a code hands over, the code kept. */
    previewHandover: build.mutation<HandoverPreview, HandoverExchangeRequest>({
      query: (body) => ({
        url: ACCESS_PATHS.sessionHandoverPreview,
        method: 'POST',
        body,
        auth: false,
      }),
    }),
  }),
});

export const {
  useLoginMutation,
  useFreePlayLoginMutation,
  useExchangeHandoverMutation,
  usePreviewHandoverMutation,
  useTwoFactorSignInMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
} = authApi;
