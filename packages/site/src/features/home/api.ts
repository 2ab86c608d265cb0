import {
  baseApi,
  type AnnouncementsQuery,
  type AnnouncementsResponse,
  type HotMatch,
  type HotMatchesResponse,
  type Notice,
  type WinnerEntry,
  type WinnersResponse,
  CONTENT_PATHS,
  GAME_PATHS,
} from '@wl/api-client';
import { WINNERS_LIMIT } from './homeSections';

export interface HomeNoticesArgs {
  /** Comma list of the brand's announcement types. */
  types: string;
  language: string;
}

/**
 * The home page's own calls: the ticker notices (`query=home`), the hot matches strip and the winners
 * board. Game lists come from shared/games; help entries from the help feature.
 */
export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeNotices: build.query<Notice[], HomeNoticesArgs>({
      query: ({ types }) => ({
        url: CONTENT_PATHS.announcements,
        params: { types, platform: 'W', query: 'home' } satisfies AnnouncementsQuery,
      }),
      transformResponse: (value: AnnouncementsResponse) => value.player,
      providesTags: [{ type: 'Notices', id: 'HOME' }],
    }),
    getHotMatches: build.query<HotMatch[], { language: string }>({
      query: ({ language }) => ({ url: GAME_PATHS.hotMatches, params: { language } }),
      transformResponse: (value: HotMatchesResponse) => value.list,
      providesTags: [{ type: 'Games', id: 'HOT_MATCHES' }],
    }),
    getWinners: build.query<WinnerEntry['vo'][], { language: string }>({
      query: ({ language }) => ({
        url: GAME_PATHS.winners,
        params: { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT },
      }),
      // Spec: up to 20 entries, whatever the platform sends.
      transformResponse: (value: WinnersResponse) =>
        value.list.slice(0, WINNERS_LIMIT).map((entry) => entry.vo),
      providesTags: ['Winners'],
    }),
  }),
});

export const { useGetHomeNoticesQuery, useGetHotMatchesQuery, useGetWinnersQuery } = homeApi;
