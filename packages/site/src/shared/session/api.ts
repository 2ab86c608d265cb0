import { API_PATHS, baseApi, type LoginResponse } from '@wl/api-client';
import type { IdentityCredential } from './identity/types';

/**
 * Platform path that exchanges an identity provider's ID token for a session (the spec leaves the
 * exchange unshown; the simulator implements it in routes/identityProvider.ts).
 */
export const IDENTITY_LOGIN_PATH = '/wps/session/login/identity';

/** The session calls more than one feature makes: social sign-in and logout. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    identityLogin: build.mutation<LoginResponse, IdentityCredential>({
      query: ({ provider, idToken }) => ({
        url: IDENTITY_LOGIN_PATH,
        method: 'POST',
        body: { provider, idToken },
        auth: false,
      }),
    }),
    /** `DELETE /wps/session/logout`; `useSignOut` resets the api state after it. */
    logout: build.mutation<unknown, void>({
      query: () => ({ url: API_PATHS.logout, method: 'DELETE' }),
    }),
  }),
});

export const { useIdentityLoginMutation, useLogoutMutation } = sessionApi;
