import { baseApi, type ApiTagType, type LoginResponse, ACCESS_PATHS } from '@wl/api-client';
import type { IdentityCredential } from './identity/types';

/**
 * Tags of the data that belongs to the signed-in player docs/architecture.md. A call that
 * starts a session invalidates them, so nothing cached for an earlier player survives; logout and a
 * refused token (401, see makeStore) reset the whole api state instead.
 */
export const PLAYER_TAGS = [
  'MemberInfo',
  'Balance',
  'Wallet',
  'Favourites',
  'Recents',
  'UnreadCount',
  'Avatar',
  'Points',
  'Messages',
  'Transactions',
  'Bets',
  'Bonuses',
  'Referral',
  'Missions',
  'Downlines',
  'Promotions',
  'Security',
] as const satisfies readonly ApiTagType[];

/**
 * `invalidatesTags` of every call that answers a session token (login, free play, social sign-in,
 * registration, reset by phone): the player's tags, once the call succeeded.
 */
export function startsSession(_result: unknown, error: unknown): ApiTagType[] {
  return error ? [] : [...PLAYER_TAGS];
}

/** The session calls more than one feature makes: social sign-in and logout. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    identityLogin: build.mutation<LoginResponse, IdentityCredential>({
      query: ({ provider, idToken }) => ({
        url: ACCESS_PATHS.identityLogin,
        method: 'POST',
        body: { provider, idToken },
        auth: false,
      }),
      invalidatesTags: startsSession,
    }),
    /** `DELETE /wps/session/logout`; `useSignOut` resets the api state after it (no tags: everything goes). */
    logout: build.mutation<unknown, void>({
      query: () => ({ url: ACCESS_PATHS.logout, method: 'DELETE' }),
    }),
  }),
});

export const { useIdentityLoginMutation, useLogoutMutation } = sessionApi;
