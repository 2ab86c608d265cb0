import { API_PATHS, baseApi, type BalanceResponse, type MemberInfo } from '@wl/api-client';

/**
 * The signed-in player's account: member info (the session slice copies the fields the spec keeps in
 * session storage from it) and the wallet balance (header, member centre, game transfers).
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberInfo: build.query<MemberInfo, void>({
      query: () => API_PATHS.memberInfo,
      providesTags: ['MemberInfo'],
    }),
    /** `GET /wps/v2/wallets/balance`: `sumBalance` over the player's wallets. */
    getBalance: build.query<BalanceResponse, void>({
      query: () => API_PATHS.balance,
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetMemberInfoQuery, useGetBalanceQuery } = accountApi;
