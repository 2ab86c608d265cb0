import {
  baseApi,
  type Contract,
  type ContractDecisionRequest,
  MEMBER_CENTRE_PATHS,
} from '@wl/api-client';

/**
 * The decision on a contract, taken from either centre: the downline accepts or rejects an offer
 * (member centre), either side terminates an accepted contract (the agent centre offers it). It
 * refreshes every contract list and the consolidated info (which contract kinds are on).
 */
export const contractsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    decideContract: build.mutation<Contract, ContractDecisionRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.contractDecision, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Contracts']),
    }),
  }),
});

export const { useDecideContractMutation } = contractsApi;
