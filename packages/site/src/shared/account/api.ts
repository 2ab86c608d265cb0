import {
  baseApi,
  type BalanceResponse,
  type LanguageUpdateRequest,
  type MemberInfo,
  ACCESS_PATHS,
} from '@wl/api-client';

/**
 * The signed-in player's account: member info (the session slice copies the fields the spec keeps in
 * session storage from it), the wallet balance (header, member centre, game transfers) and the
 * language the platform keeps for the player.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberInfo: build.query<MemberInfo, void>({
      query: () => ACCESS_PATHS.memberInfo,
      providesTags: ['MemberInfo'],
    }),
    /** `GET /wps/v2/wallets/balance`: `sumBalance` over the player's wallets. */
    getBalance: build.query<BalanceResponse, void>({
      query: () => ACCESS_PATHS.balance,
      providesTags: ['Balance'],
    }),
    /** `PUT /wps/member/language` `{ language: 'ZH-TW' }`: member info carries the saved language. */
    updateLanguage: build.mutation<unknown, LanguageUpdateRequest>({
      query: (body) => ({ url: ACCESS_PATHS.language, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['MemberInfo']),
    }),
  }),
});

export const { useGetMemberInfoQuery, useGetBalanceQuery, useUpdateLanguageMutation } = accountApi;
