import {
  baseApi,
  type ConvertPointsRequest,
  type Paged,
  type PageQuery,
  type PointConfig,
  type PointReward,
  type PointsBalance,
  type PointTransaction,
  type RedeemRequest,
  type Redemption,
  POINTS_MALL_PATHS,
} from '@wl/api-client';

/** What a conversion answers: the points left and the money credited to the balance. */
export interface ConvertPointsResponse {
  points: number;
  credited: number;
}

/**
 * The points mall calls. Everything is tagged `Points`: a redemption
 * changes the balance, a reward's stock, the redeem history and the points record; a conversion
 * also credits the wallet (`Balance`) and writes an account record (`Transactions`).
 */
export const pointsMallApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPointsBalance: build.query<PointsBalance, void>({
      query: () => POINTS_MALL_PATHS.pointsBalance,
      providesTags: [{ type: 'Points', id: 'BALANCE' }],
    }),
    getPointConfig: build.query<PointConfig, void>({
      query: () => POINTS_MALL_PATHS.pointConfig,
      providesTags: [{ type: 'Points', id: 'CONFIG' }],
    }),
    getPointRewards: build.query<PointReward[], void>({
      query: () => POINTS_MALL_PATHS.pointRewards,
      transformResponse: (value: { list: PointReward[] }) => value.list,
      providesTags: [{ type: 'Points', id: 'REWARDS' }],
    }),
    getRedemptions: build.query<Paged<Redemption>, PageQuery>({
      query: (params) => ({ url: POINTS_MALL_PATHS.pointRedemptions, params: { ...params } }),
      providesTags: [{ type: 'Points', id: 'REDEMPTIONS' }],
    }),
    getPointTransactions: build.query<Paged<PointTransaction>, PageQuery>({
      query: (params) => ({ url: POINTS_MALL_PATHS.pointTransactions, params: { ...params } }),
      providesTags: [{ type: 'Points', id: 'TRANSACTIONS' }],
    }),
    redeemReward: build.mutation<Redemption, RedeemRequest>({
      query: (body) => ({ url: POINTS_MALL_PATHS.pointRedeem, method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Points', id: 'BALANCE' },
              { type: 'Points', id: 'REWARDS' },
              { type: 'Points', id: 'REDEMPTIONS' },
              { type: 'Points', id: 'TRANSACTIONS' },
            ],
    }),
    convertPoints: build.mutation<ConvertPointsResponse, ConvertPointsRequest>({
      query: (body) => ({ url: POINTS_MALL_PATHS.pointConvert, method: 'POST', body }),
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Points', id: 'BALANCE' },
              { type: 'Points', id: 'TRANSACTIONS' },
              'Balance',
              'Wallet',
              'Transactions',
            ],
    }),
  }),
});

export const {
  useGetPointsBalanceQuery,
  useGetPointConfigQuery,
  useGetPointRewardsQuery,
  useGetRedemptionsQuery,
  useGetPointTransactionsQuery,
  useRedeemRewardMutation,
  useConvertPointsMutation,
} = pointsMallApi;
