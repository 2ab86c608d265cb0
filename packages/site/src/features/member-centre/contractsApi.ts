import { baseApi, type Contract, MEMBER_CENTRE_PATHS } from '@wl/api-client';

/**
 * `GET /wps/member/contracts`: the contracts the player's upline offered them, every state, newest
 * first. The decision (accept, reject) is `useDecideContractMutation` of `shared/centre/contractsApi`.
 * Kept apart from `api.ts` so the menu can ask for it without the rest of the centre's calls.
 */
export const memberContractsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyContracts: build.query<{ list: Contract[] }, void>({
      query: () => MEMBER_CENTRE_PATHS.contracts,
      providesTags: ['Contracts'],
    }),
  }),
});

export const { useGetMyContractsQuery } = memberContractsApi;
