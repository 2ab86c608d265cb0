import {
  baseApi,
  type ApiTagType,
  type Promotion,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionJoinRequest,
  type PromotionListResponse,
  type RaffleClaimRequest,
  type RaffleClaimResponse,
  MEMBER_CENTRE_PATHS,
} from '@wl/api-client';

/**
 * `Promotions` LIST is the list (every category); `Promotions` <id> a promotion's detail. Each
 * carries the player's own status: `Promotions` is among the session's PLAYER_TAGS, so a sign-in
 * re-reads them.
 */
const LIST = { type: 'Promotions', id: 'LIST' } as const;
const promotionTag = (promotionId: number) => ({ type: 'Promotions', id: promotionId }) as const;

/** What taking part or claiming changes once it succeeded. */
const afterAction =
  (extra: ApiTagType[]) =>
  (_result: unknown, error: unknown, { promotionId }: { promotionId: number }) =>
    error ? [] : [LIST, promotionTag(promotionId), ...extra];

/**
 * The promotions calls (spec: games-and-content sections 2, 3 and 7). Guests may read the list and
 * the details; joining (join, apply or sign) and claiming need a session.
 */
export const promotionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /wps/promotion/list?category=` (no category: every promotion). */
    getPromotions: build.query<Promotion[], { category?: PromotionCategory }>({
      query: ({ category }) => ({
        url: MEMBER_CENTRE_PATHS.promotions,
        params: category ? { category } : {},
      }),
      transformResponse: (value: PromotionListResponse) => value.list,
      providesTags: [LIST],
    }),
    /** `GET /wps/promotion/detail?promotionId=` -> the promotion with its HTML content. */
    getPromotionDetail: build.query<PromotionDetail, number>({
      query: (promotionId) => ({
        url: MEMBER_CENTRE_PATHS.promotionDetail,
        params: { promotionId },
      }),
      providesTags: (_result, _error, promotionId) => [promotionTag(promotionId)],
    }),
    /** `POST /wps/promotion/join` `{ promotionId }`: join, apply or sign, by the promotion's kind. */
    joinPromotion: build.mutation<PromotionDetail, PromotionJoinRequest>({
      query: (body) => ({ url: MEMBER_CENTRE_PATHS.promotionJoin, method: 'POST', body }),
      invalidatesTags: afterAction([]),
    }),
    /**
     * `POST /wps/promotion/raffle/claim` `{ promotionId }`: a cash reward is credited to the main
     * wallet with a bonus record; a prize goes to `process`.
     */
    claimPromotion: build.mutation<RaffleClaimResponse, { promotionId: number }>({
      query: ({ promotionId }) => ({
        url: MEMBER_CENTRE_PATHS.raffleClaim,
        method: 'POST',
        body: { promotionId } satisfies RaffleClaimRequest,
      }),
      invalidatesTags: afterAction(['Bonuses', 'Balance', 'Wallet', 'Transactions']),
    }),
  }),
});

export const {
  useGetPromotionsQuery,
  useGetPromotionDetailQuery,
  useJoinPromotionMutation,
  useClaimPromotionMutation,
} = promotionsApi;
