import {
  AVATAR_LIMITS,
  baseApi,
  type BankCard,
  type BankCardsResponse,
  type BetRecord,
  type BindBankCardRequest,
  type Bonus,
  type DepositMethodsResponse,
  type DepositOrder,
  type DepositOrdersQuery,
  type DepositRequest,
  type FeedbackItem,
  type FeedbackRequest,
  type FeedbackResponse,
  type MemberIcon,
  type MemberInfo,
  type MemberInfoUpdateRequest,
  type MerchantWalletResponse,
  type Message,
  type MissionLeaderboardEntry,
  type MissionSummary,
  type Paged,
  type PageQuery,
  type PaymentPasswordStatus,
  type ProfitSummary,
  type RaffleClaimRequest,
  type RebateClaimResponse,
  type RebateRecord,
  type RebateSummary,
  type ReferralInfo,
  type SetPaymentPasswordRequest,
  type Transaction,
  type TransactionType,
  type UplineInfo,
  type UplineTransferRequest,
  type UplineTransferResponse,
  type WalletTransferRequest,
  type Withdrawal,
  type WithdrawalsQuery,
  type WithdrawConfig,
  type WithdrawConfirmRequest,
  type WithdrawRequest,
  ACCESS_PATHS,
  CONTENT_PATHS,
  MEMBER_CENTRE_PATHS,
} from '@wl/api-client';

export interface TransactionQuery extends PageQuery {
  type?: TransactionType;
}

/** What `POST /wps/v2/wallets/transfer` answers: the main balance and the vendor wallets after it. */
export interface WalletTransferResult {
  main: number;
  wallets: Record<string, number>;
}

/** A feedback as the page sends it: the picked image files go as multipart parts. */
export interface FeedbackSubmission extends Omit<FeedbackRequest, 'images'> {
  images: readonly File[];
}

/** A list answer without paging (the mission leaderboard). */
interface ListOf<T> {
  list: T[];
}

/**
 * The member centre's calls. Each mutation invalidates what it changes: a transfer the balances and
 * the account record, reading a message the message list and the header's unread count, claiming a
 * reward the bonuses, the balance and the account record, a deposit order, a withdrawal or its
 * confirmation, an upline transfer and a rebate claim their lists, the balance and the account record;
 * a feedback the player's feedback list; a new nickname or avatar the member info.
 */
export const memberCentreApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /wps/v2/wallets/merchant`: one wallet for every vendor (`isSingle`) or vendor sub-wallets. */
    getMerchantWallet: build.query<MerchantWalletResponse, void>({
      query: () => MEMBER_CENTRE_PATHS.merchantWallet,
      providesTags: ['Wallet'],
    }),
    transferWallet: build.mutation<WalletTransferResult, WalletTransferRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.walletTransfer, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Balance', 'Transactions']),
    }),
    getTransactions: build.query<Paged<Transaction>, TransactionQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.transactions, params: { ...params } }),
      providesTags: ['Transactions'],
    }),
    getBets: build.query<Paged<BetRecord>, PageQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.bets, params: { ...params } }),
      providesTags: ['Bets'],
    }),
    getProfit: build.query<ProfitSummary, PageQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.profit, params: { ...params } }),
      providesTags: ['Bets'],
    }),
    getBonuses: build.query<Paged<Bonus>, PageQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.bonuses, params: { ...params } }),
      providesTags: ['Bonuses'],
    }),
    /** `POST /wps/promotion/raffle/claim` `{ bonusId }`: an issued reward credited to the balance. */
    claimBonus: build.mutation<{ amount: number }, { bonusId: number }>({
      query: (body) => ({
        url: MEMBER_CENTRE_PATHS.raffleClaim,
        method: 'POST',
        body: body satisfies RaffleClaimRequest,
      }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['Bonuses', 'Balance', 'Transactions', 'Promotions'],
    }),
    getMessages: build.query<Paged<Message>, PageQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.messages, params: { ...params } }),
      providesTags: ['Messages'],
    }),
    markMessageRead: build.mutation<unknown, { id: number }>({
      query: (body) => ({ url: `${MEMBER_CENTRE_PATHS.messages}/read`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Messages', 'UnreadCount']),
    }),
    getReferral: build.query<ReferralInfo, void>({
      query: () => MEMBER_CENTRE_PATHS.referral,
      providesTags: ['Referral'],
    }),
    getMissionSummary: build.query<MissionSummary, void>({
      query: () => MEMBER_CENTRE_PATHS.missionSummary,
      providesTags: ['Missions'],
    }),
    getMissionLeaderboard: build.query<ListOf<MissionLeaderboardEntry>, void>({
      query: () => MEMBER_CENTRE_PATHS.missionLeaderboard,
      providesTags: ['Missions'],
    }),

    // depositv2
    getDepositMethods: build.query<DepositMethodsResponse, void>({
      query: () => MEMBER_CENTRE_PATHS.depositMethods,
    }),
    getDepositOrders: build.query<Paged<DepositOrder>, PageQuery & DepositOrdersQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.depositOrders, params: { ...params } }),
      providesTags: ['Deposits'],
    }),
    /** A pending order: the player pays the payee quoting the order number; the platform settles it. */
    deposit: build.mutation<DepositOrder, DepositRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.deposit, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Deposits', 'Transactions']),
    }),

    // payment password and bank cards
    getPaymentPasswordStatus: build.query<PaymentPasswordStatus, void>({
      query: () => MEMBER_CENTRE_PATHS.paymentPassword,
      providesTags: ['PaymentPassword'],
    }),
    setPaymentPassword: build.mutation<unknown, SetPaymentPasswordRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.paymentPassword, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['PaymentPassword']),
    }),
    getBankCards: build.query<BankCardsResponse, void>({
      query: () => MEMBER_CENTRE_PATHS.bankCards,
      providesTags: ['BankCards'],
    }),
    bindBankCard: build.mutation<BankCard, BindBankCardRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.bankCards, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['BankCards']),
    }),

    // withdraw and its confirmation
    getWithdrawConfig: build.query<WithdrawConfig, void>({
      query: () => MEMBER_CENTRE_PATHS.withdrawConfig,
      providesTags: ['Withdrawals'],
    }),
    getWithdrawals: build.query<Paged<Withdrawal>, PageQuery & WithdrawalsQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.withdrawals, params: { ...params } }),
      providesTags: ['Withdrawals'],
    }),
    /** The amount leaves the main wallet at once. */
    withdraw: build.mutation<Withdrawal, WithdrawRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.withdraw, method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['Withdrawals', 'Balance', 'Transactions'],
    }),
    confirmWithdrawal: build.mutation<Withdrawal, WithdrawConfirmRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.withdrawConfirm, method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['Withdrawals', 'Balance', 'Transactions'],
    }),

    // transferUpline
    getUplineInfo: build.query<UplineInfo, void>({
      query: () => MEMBER_CENTRE_PATHS.transferUpline,
      providesTags: ['Balance'],
    }),
    transferToUpline: build.mutation<UplineTransferResponse, UplineTransferRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.transferUpline, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Balance', 'Transactions']),
    }),

    // manualRebate
    getRebate: build.query<RebateSummary, void>({
      query: () => MEMBER_CENTRE_PATHS.rebate,
      providesTags: ['Rebate'],
    }),
    getRebateRecords: build.query<Paged<RebateRecord>, PageQuery>({
      query: (params) => ({ url: MEMBER_CENTRE_PATHS.rebateRecords, params: { ...params } }),
      providesTags: ['Rebate'],
    }),
    claimRebate: build.mutation<RebateClaimResponse, void>({
      query: () => ({ url: MEMBER_CENTRE_PATHS.rebateClaim, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Rebate', 'Balance', 'Transactions']),
    }),

    // feedback
    /** `GET /wps/feedback/list`: the player's own feedback, newest first, with the platform's replies. */
    getFeedbackList: build.query<Paged<FeedbackItem>, PageQuery>({
      query: (params) => ({ url: CONTENT_PATHS.feedbackList, params: { ...params } }),
      providesTags: ['Feedback'],
    }),
    /** `PUT /wps/feedback` as multipart/form-data: `type`, `content` and up to 3 `images` files. */
    submitFeedback: build.mutation<FeedbackResponse, FeedbackSubmission>({
      query: ({ type, content, images }) => {
        const body = new FormData();
        body.set('type', type);
        body.set('content', content);
        for (const image of images) body.append('images', image, image.name);
        return { url: CONTENT_PATHS.feedback, method: 'PUT', body };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Feedback']),
    }),
    /**
     * `PUT /wps/member/info` `{ nickname }`: member info is read again, so the profile and the
     * header's avatar menu show the new nickname.
     */
    updateNickname: build.mutation<MemberInfo, MemberInfoUpdateRequest>({
      query: (body) => ({ url: ACCESS_PATHS.memberInfo, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['MemberInfo']),
    }),
    /**
     * `PUT /wps/member/info/icon` as multipart/form-data with the picture in `file`: member info's
     * `avatarUrl` becomes the new picture's URL, which the profile and the header show.
     */
    uploadAvatar: build.mutation<MemberIcon, File>({
      query: (file) => {
        const body = new FormData();
        body.append(AVATAR_LIMITS.field, file, file.name);
        return { url: MEMBER_CENTRE_PATHS.memberIcon, method: 'PUT', body };
      },
      invalidatesTags: (_result, error) => (error ? [] : ['MemberInfo', 'Avatar']),
    }),
  }),
});

export const {
  useGetMerchantWalletQuery,
  useTransferWalletMutation,
  useGetTransactionsQuery,
  useGetBetsQuery,
  useGetProfitQuery,
  useGetBonusesQuery,
  useClaimBonusMutation,
  useGetMessagesQuery,
  useMarkMessageReadMutation,
  useGetReferralQuery,
  useGetMissionSummaryQuery,
  useGetMissionLeaderboardQuery,
  useGetDepositMethodsQuery,
  useGetDepositOrdersQuery,
  useDepositMutation,
  useGetPaymentPasswordStatusQuery,
  useSetPaymentPasswordMutation,
  useGetBankCardsQuery,
  useBindBankCardMutation,
  useGetWithdrawConfigQuery,
  useGetWithdrawalsQuery,
  useWithdrawMutation,
  useConfirmWithdrawalMutation,
  useGetUplineInfoQuery,
  useTransferToUplineMutation,
  useGetRebateQuery,
  useGetRebateRecordsQuery,
  useClaimRebateMutation,
  useGetFeedbackListQuery,
  useSubmitFeedbackMutation,
  useUpdateNicknameMutation,
  useUploadAvatarMutation,
} = memberCentreApi;
