import {
  baseApi,
  type AddTeamAccountRequest,
  type AddTeamAccountResponse,
  type AgentIncomeQuery,
  type AgentIncomeResponse,
  type AgentTransferRequest,
  type AgentTransferResponse,
  type AnnouncementsQuery,
  type AnnouncementsResponse,
  type ConsolidatedContractInfo,
  type Contract,
  type ContractKind,
  type ContractListResponse,
  type ContractOfferRequest,
  type Downline,
  type Paged,
  type PageQuery,
  type PaymentPasswordStatus,
  type TeamBetsQuery,
  type TeamBetsResponse,
  type TeamOverview,
  type TeamOverviewQuery,
  type TeamProfitQuery,
  type TeamProfitResponse,
  type TeamTransactionsQuery,
  type TeamTransactionsResponse,
  AGENT_CENTRE_PATHS,
  CONTENT_PATHS,
  MEMBER_CENTRE_PATHS,
} from '@wl/api-client';

/** `GET /wps/agent/contract/<kind>` and `POST` (offer) of each contract kind. */
export const CONTRACT_PATHS: Record<ContractKind, string> = {
  dividend: AGENT_CENTRE_PATHS.dividendContract,
  dailySalary: AGENT_CENTRE_PATHS.dailySalaryContract,
  hourlySalary: AGENT_CENTRE_PATHS.hourlySalaryContract,
  realtimeSalary: AGENT_CENTRE_PATHS.realtimeSalaryContract,
};

export interface DownlinesQuery extends PageQuery {
  /** Part of the account name (the platform matches it anywhere in the name). */
  account?: string;
}

export interface AnnouncementsArgs {
  types: string;
  execution: string;
}

/**
 * The agent centre's calls. A transfer refreshes the balances, the account record and the downlines;
 * an offer refreshes the contracts (the consolidated info depends on them too).
 */
export const agentCentreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Which contract kinds are on for this player (decides the contract entries of the menu). */
    getConsolidatedContractInfo: build.query<ConsolidatedContractInfo, void>({
      query: () => MEMBER_CENTRE_PATHS.consolidated,
      providesTags: ['Contracts'],
    }),
    /** The site's announcements (the platform has no agent group): the player list is shown. */
    getAgentAnnouncements: build.query<AnnouncementsResponse, AnnouncementsArgs>({
      query: ({ types, execution }) => ({
        url: CONTENT_PATHS.announcements,
        params: { types, platform: 'W', execution } satisfies AnnouncementsQuery,
      }),
      providesTags: ['Notices'],
    }),
    getDownlines: build.query<Paged<Downline>, DownlinesQuery>({
      query: (params) => ({ url: AGENT_CENTRE_PATHS.downlines, params: { ...params } }),
      providesTags: ['Downlines'],
    }),
    transferToDownline: build.mutation<AgentTransferResponse, AgentTransferRequest>({
      query: (body) => ({ url: AGENT_CENTRE_PATHS.agentTransfer, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Balance', 'Transactions', 'Downlines']),
    }),
    /** Whether the agent has a payment password (a transfer then asks for it). */
    getAgentPaymentPasswordStatus: build.query<PaymentPasswordStatus, void>({
      query: () => MEMBER_CENTRE_PATHS.paymentPassword,
      providesTags: ['PaymentPassword'],
    }),
    getAgentContracts: build.query<ContractListResponse, ContractKind>({
      query: (kind) => CONTRACT_PATHS[kind],
      providesTags: ['Contracts'],
    }),

    // team reports (contract/agent.ts): every figure of the agent's own team, in a date range
    getTeamOverview: build.query<TeamOverview, TeamOverviewQuery>({
      query: (params) => ({ url: AGENT_CENTRE_PATHS.teamOverview, params: { ...params } }),
      providesTags: ['Downlines', 'Bets', 'Transactions'],
    }),
    /** registerCenter: a new member or sub-agent directly under the agent, by the register rules. */
    addTeamAccount: build.mutation<AddTeamAccountResponse, AddTeamAccountRequest>({
      query: (body) => ({ url: AGENT_CENTRE_PATHS.teamRegister, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Downlines']),
    }),
    getTeamBets: build.query<TeamBetsResponse, TeamBetsQuery>({
      query: (params) => ({ url: AGENT_CENTRE_PATHS.teamBets, params: { ...params } }),
      providesTags: ['Bets'],
    }),
    getTeamProfit: build.query<TeamProfitResponse, TeamProfitQuery>({
      query: (params) => ({ url: AGENT_CENTRE_PATHS.teamProfit, params: { ...params } }),
      providesTags: ['Bets', 'Transactions'],
    }),
    getAgentIncome: build.query<AgentIncomeResponse, AgentIncomeQuery>({
      query: (params) => ({ url: AGENT_CENTRE_PATHS.agentIncome, params: { ...params } }),
      providesTags: ['Contracts', 'Transactions'],
    }),
    getTeamTransactions: build.query<TeamTransactionsResponse, TeamTransactionsQuery>({
      query: (params) => ({ url: AGENT_CENTRE_PATHS.teamTransactions, params: { ...params } }),
      providesTags: ['Transactions'],
    }),

    offerContract: build.mutation<Contract, { kind: ContractKind; body: ContractOfferRequest }>({
      query: ({ kind, body }) => ({ url: CONTRACT_PATHS[kind], method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Contracts']),
    }),
  }),
});

export const {
  useGetConsolidatedContractInfoQuery,
  useGetAgentAnnouncementsQuery,
  useGetDownlinesQuery,
  useTransferToDownlineMutation,
  useGetAgentPaymentPasswordStatusQuery,
  useGetAgentContractsQuery,
  useOfferContractMutation,
  useGetTeamOverviewQuery,
  useAddTeamAccountMutation,
  useGetTeamBetsQuery,
  useGetTeamProfitQuery,
  useGetAgentIncomeQuery,
  useGetTeamTransactionsQuery,
} = agentCentreApi;
