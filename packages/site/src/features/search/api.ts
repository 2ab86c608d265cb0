import {
  baseApi,
  type ApiError,
  type Game,
  type GameListResponse,
  type GameSearchResponse,
  type GameType,
  GAME_PATHS,
} from '@wl/api-client';

/** Games a search shows at most (the platform's own default). */
export const SEARCH_LIMIT = 50;
/** Games asked of each lobby when the platform has no cross-vendor search. */
export const LOBBY_SEARCH_PAGE_SIZE = 10;

export interface GameSearchArgs {
  q: string;
  language: string;
}

export interface LobbySearchArgs {
  /** The lobbies asked, one per vendor of each paged lobby (the vendor tabs). */
  lobbies: readonly { gameType: GameType; vassalage: string }[];
  gameName: string;
  language: string;
  merchant: string;
}

/** The platform has no cross-vendor search: it answered 404 for it. */
export const isMissingSearch = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as ApiError).status === 404;

/**
 * The palette's calls: the platform's one search across every vendor, and, for a platform without it
 * (404), one lobby's own name search (`/wps/game/list?gameName=`), asked of each lobby.
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchGames: build.query<GameSearchResponse, GameSearchArgs>({
      query: ({ q, language }) => ({
        url: GAME_PATHS.gameSearch,
        params: { q, limit: SEARCH_LIMIT, language },
      }),
      keepUnusedDataFor: 60,
    }),
    // Every lobby's own search at once; the lobbies that answered are the result (all failing fails).
    searchLobbyGames: build.query<Game[], LobbySearchArgs>({
      async queryFn({ lobbies, gameName, language, merchant }, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          lobbies.map(({ gameType, vassalage }) =>
            baseQuery({
              url: GAME_PATHS.gameList,
              params: {
                gameType,
                vassalage,
                gameClassify: 'ALL',
                gameName,
                pageNo: 1,
                pageSize: LOBBY_SEARCH_PAGE_SIZE,
                merchant,
                language,
              },
            }),
          ),
        );
        const answered = answers.filter((answer) => !answer.error);
        if (answers.length > 0 && answered.length === 0) return { error: answers[0]!.error! };
        return { data: answered.flatMap((answer) => (answer.data as GameListResponse).games) };
      },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchGamesQuery, useSearchLobbyGamesQuery } = searchApi;
