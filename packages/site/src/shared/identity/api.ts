import { baseApi, type LoginResponse } from '@wl/api-client';
import type { IdentityCredential } from './types';

/**
 * Platform path that exchanges an identity provider's ID token for a session (the spec leaves the
 * exchange unshown; the simulator implements it in routes/identityProvider.ts).
 */
export const IDENTITY_LOGIN_PATH = '/wps/session/login/identity';

export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    identityLogin: build.mutation<LoginResponse, IdentityCredential>({
      query: ({ provider, idToken }) => ({
        url: IDENTITY_LOGIN_PATH,
        method: 'POST',
        body: { provider, idToken },
        auth: false,
      }),
    }),
  }),
});

export const { useIdentityLoginMutation } = identityApi;
