import {
  baseApi,
  type ApiError,
  type LotteryLobbyResponse,
  type LotteryMenuItem,
  type LotteryMenusResponse,
  type OpenedNumber,
  type LotteryMenusQuery,
  type OpenedNumbersQuery,
  type OpenedNumbersResponse,
  type PrizeMode,
  LOTTERY_PATHS,
} from '@wl/api-client';
import { POPULAR_LOTTERY_COUNT, RECENT_LOTTERY_COUNT } from '@wl/lottery-engine';
import type { TimedMenus } from './menuTiming';

/** Spec: winning numbers are asked 100 at a time. */
export const OPENED_NUMBERS_COUNT = 100;
const DEVICE = 'WEB';

/** The brand's lottery menus: one timed answer per prize mode, and the Vietnamese menu (its tags). */
export interface LotteryMenus {
  answers: TimedMenus[];
  /** The Vietnamese lottery menu, limited to games the brand sells. */
  vietnamese: LotteryMenuItem[];
}

/** Whose draw history: every Vietnamese province, or one game (on the Vietnamese or the lotto gateway). */
export type OpenedNumbersArgs =
  | { source: 'vietnam'; dayOfWeek?: number }
  | {
      source: 'vietnamGame' | 'lottoGame';
      gameCode: string;
      dayOfWeek?: number;
      /** The game's last draw time: a new draw makes a new history request. */
      latestDraw?: string;
    };

const HISTORY_PATHS = {
  vietnam: LOTTERY_PATHS.vnOpenedNumbers,
  vietnamGame: LOTTERY_PATHS.vnOpenedNumbersByGame,
  lottoGame: LOTTERY_PATHS.lottoOpenedNumbers,
} as const;

/**
 * The lottery calls: menus per prize mode, the Vietnamese menu, popular (20),
 * recent (100, token), the lobby and the opened numbers (100). Menus are timed (when each answer
 * came and its round trip) because every countdown is computed from that.
 */
export const lotteryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLotteryMenus: build.query<LotteryMenus, { prizeModes: readonly PrizeMode[] }>({
      async queryFn({ prizeModes }, _api, _extra, baseQuery) {
        const timed = async (prizeMode: PrizeMode) => {
          const sentAt = Date.now();
          const result = await baseQuery({
            url: LOTTERY_PATHS.lotteryMenus,
            params: { prizeMode, device: DEVICE } satisfies LotteryMenusQuery,
          });
          const receivedAt = Date.now();
          if (result.error) throw result.error;
          const { list } = result.data as LotteryMenusResponse;
          return { list, receivedAt, rttMs: receivedAt - sentAt } satisfies TimedMenus;
        };
        try {
          const [answers, vietnamese] = await Promise.all([
            Promise.all(prizeModes.map(timed)),
            (async () => {
              const result = await baseQuery({
                url: LOTTERY_PATHS.vnLotteryMenu,
                params: { device: DEVICE },
              });
              if (result.error) throw result.error;
              return (result.data as LotteryMenusResponse).list;
            })(),
          ]);
          const sold = new Set(answers.flatMap((answer) => answer.list.map((item) => item.gameId)));
          return {
            data: { answers, vietnamese: vietnamese.filter((item) => sold.has(item.gameId)) },
          };
        } catch (error) {
          return { error: error as ApiError };
        }
      },
      providesTags: [{ type: 'Lottery', id: 'MENUS' }],
    }),
    getPopularLotteries: build.query<LotteryMenuItem[], void>({
      query: () => ({
        url: LOTTERY_PATHS.lotteryPopular,
        params: { count: POPULAR_LOTTERY_COUNT },
      }),
      transformResponse: (value: LotteryMenusResponse) => value.list,
      providesTags: [{ type: 'Lottery', id: 'POPULAR' }],
    }),
    getRecentLotteries: build.query<LotteryMenuItem[], void>({
      query: () => ({
        url: LOTTERY_PATHS.vnLotteryRecent,
        params: { recentCount: RECENT_LOTTERY_COUNT, device: DEVICE },
      }),
      transformResponse: (value: LotteryMenusResponse) => value.list,
      // Login invalidates Recents; logout resets the api state.
      providesTags: [{ type: 'Recents', id: 'LOTTERY' }],
    }),
    getLotteryLobby: build.query<LotteryLobbyResponse['categories'], void>({
      query: () => ({ url: LOTTERY_PATHS.lotteryLobby, params: { device: DEVICE } }),
      transformResponse: (value: LotteryLobbyResponse) => value.categories,
      providesTags: [{ type: 'Lottery', id: 'LOBBY' }],
    }),
    getOpenedNumbers: build.query<OpenedNumber[], OpenedNumbersArgs>({
      query: (args) => ({
        url: HISTORY_PATHS[args.source],
        params: {
          count: OPENED_NUMBERS_COUNT,
          dayOfWeek: args.dayOfWeek,
          gameCode: args.source === 'vietnam' ? undefined : args.gameCode,
        } satisfies OpenedNumbersQuery,
      }),
      transformResponse: (value: OpenedNumbersResponse) => value.list,
      providesTags: [{ type: 'Lottery', id: 'HISTORY' }],
    }),
  }),
});

export const {
  useGetLotteryMenusQuery,
  useGetPopularLotteriesQuery,
  useGetRecentLotteriesQuery,
  useGetLotteryLobbyQuery,
  useGetOpenedNumbersQuery,
} = lotteryApi;
