import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  baseApi,
  type FavouriteRequest,
  type FavouritesQuery,
  type FavouritesResponse,
  type Game,
  type GameListQuery,
  type GameListResponse,
  type GameType,
  type HotGamesQuery,
  type HotGamesResponse,
  type LaunchGameQuery,
  type LaunchGameResponse,
  type PvpRoom,
  type PopupGameListQuery,
  type PvpRoomsResponse,
  type RecentGamesQuery,
  type RecentGamesResponse,
  type VendorGameTypesResponse,
  type VendorLane,
  type VendorLanesResponse,
  GAME_PATHS,
} from '@wl/api-client';

/** Lobby pages hold 42 games, the favourites list 999, a vendor's popup list 1000. */
export const LOBBY_PAGE_SIZE = 42;
export const FAVOURITES_PAGE_SIZE = 999;
export const POPUP_PAGE_SIZE = 1000;

/** What the platform is told about the client on list and launch calls. */
export const CLIENT_TYPE = 3;
export const PLATFORM = 'html5-desktop';

/**
 * One lobby list (the contract's `GameListQuery` without the paging and client fields): its cache
 * entry changes, and the list reloads from page 1, when any field does. `gameClassify` is ALL, HOT (hot
 * mode), FAV (favourites mode) or an RNG classify filter; `minBet` 0 is every minimum bet; `gameName`
 * is trimmed, empty for no search.
 */
export type GameListArgs = Required<
  Pick<
    GameListQuery,
    'gameType' | 'vassalage' | 'gameClassify' | 'minBet' | 'gameName' | 'language' | 'merchant'
  >
> &
  Pick<GameListQuery, 'pageSize'>;

export interface RecentGamesArgs {
  vassalage?: string;
  language: string;
  pageSize?: number;
}

export interface FavouritesArgs {
  language: string;
}

export interface VendorGamesArgs {
  vassalage: string;
  gameType: GameType;
  language: string;
  merchant: string;
}

export interface HotGamesArgs {
  vassalage?: string;
  language: string;
  merchantCode: string;
}

/** The next page number, while the platform says there are more. */
const nextPage = (totalPages: number, lastPage: number): number | undefined =>
  lastPage < totalPages ? lastPage + 1 : undefined;

/** Favourites mode lists: re-read after the favourites change. */
const FAV_LISTS = { type: 'Favourites', id: 'LOBBY' } as const;
const FAV_IDS = { type: 'Favourites', id: 'LIST' } as const;

/**
 * Games data used by several features (lobbies, home sections, side menu, game pages): vendor lanes
 * and types, lobby lists (load-more pages), hot games, favourites, recents, PVP rooms, a vendor's popup
 * list and the launch calls. Tags: `Games` (catalogue), `Favourites`, `Recents`.
 */
export const gamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getVendorLanes: build.query<VendorLane[], void>({
      query: () => ({ url: GAME_PATHS.vendorLanes, params: { platform: PLATFORM } }),
      transformResponse: (value: VendorLanesResponse) => value.data.lanes,
      providesTags: [{ type: 'Games', id: 'LANES' }],
      keepUnusedDataFor: 600,
    }),
    getVendorGameTypes: build.query<VendorGameTypesResponse, void>({
      query: () => GAME_PATHS.vendorGameTypes,
      providesTags: [{ type: 'Games', id: 'VENDOR_TYPES' }],
    }),
    getGameList: build.infiniteQuery<GameListResponse, GameListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          nextPage(lastPage.totalPages, lastPageParam),
      },
      query: ({ queryArg, pageParam }) => ({
        url: GAME_PATHS.gameList,
        params: {
          gameType: queryArg.gameType,
          vassalage: queryArg.vassalage,
          gameClassify: queryArg.gameClassify,
          minBet: queryArg.minBet > 0 ? queryArg.minBet : undefined,
          gameName: queryArg.gameName || undefined,
          pageNo: pageParam,
          pageSize: queryArg.pageSize ?? LOBBY_PAGE_SIZE,
          clientType: CLIENT_TYPE,
          platform: PLATFORM,
          merchant: queryArg.merchant,
          language: queryArg.language,
        } satisfies GameListQuery,
      }),
      // A list left alone is dropped at once: coming back (vendor, mode, search, language) starts
      // again from page 1 (spec) instead of showing the pages loaded before.
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, args) =>
        args.gameClassify === 'FAV'
          ? [{ type: 'Games', id: 'LIST' }, FAV_LISTS]
          : [{ type: 'Games', id: 'LIST' }],
    }),
    getHotGames: build.query<Game[], HotGamesArgs>({
      query: ({ vassalage, language, merchantCode }) => ({
        url: GAME_PATHS.hotGames,
        params: {
          merchantCode,
          isPlatform: 2,
          vassalage,
          platform: PLATFORM,
          language,
        } satisfies HotGamesQuery,
      }),
      transformResponse: (value: HotGamesResponse) => value.list,
      providesTags: [{ type: 'Games', id: 'HOT' }],
    }),
    getFavourites: build.query<Game[], FavouritesArgs>({
      query: ({ language }) => ({
        url: GAME_PATHS.favourites,
        params: {
          pageNo: 1,
          pageSize: FAVOURITES_PAGE_SIZE,
          clientType: CLIENT_TYPE,
          platform: PLATFORM,
          language,
        } satisfies FavouritesQuery,
      }),
      transformResponse: (value: FavouritesResponse) => value.content,
      providesTags: [FAV_IDS],
    }),
    getRecentGames: build.infiniteQuery<RecentGamesResponse, RecentGamesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          nextPage(lastPage.totalPages, lastPageParam),
      },
      query: ({ queryArg, pageParam }) => ({
        url: GAME_PATHS.recentGames,
        params: {
          clientType: CLIENT_TYPE,
          vassalage: queryArg.vassalage,
          language: queryArg.language,
          pageNo: pageParam,
          pageSize: queryArg.pageSize ?? LOBBY_PAGE_SIZE,
        } satisfies RecentGamesQuery,
      }),
      keepUnusedDataFor: 0,
      providesTags: ['Recents'],
    }),
    getPvpRooms: build.query<PvpRoom[], { vassalage?: string }>({
      query: ({ vassalage }) => ({ url: GAME_PATHS.pvpRooms, params: { vassalage } }),
      transformResponse: (value: PvpRoomsResponse) => value.roomList,
      providesTags: [{ type: 'Games', id: 'PVP_ROOMS' }],
    }),
    getVendorGames: build.query<Game[], VendorGamesArgs>({
      query: ({ vassalage, gameType, language, merchant }) => ({
        url: GAME_PATHS.popupGameList,
        params: {
          clientType: CLIENT_TYPE,
          platform: PLATFORM,
          merchant,
          gameType,
          vassalage,
          language,
          pageNo: 1,
          pageSize: POPUP_PAGE_SIZE,
        } satisfies PopupGameListQuery,
      }),
      transformResponse: (value: GameListResponse) => value.games,
      providesTags: [{ type: 'Games', id: 'POPUP' }],
    }),
  }),
});

const favouriteRequest = (game: Game): FavouriteRequest => ({
  nodeId: game.nodeId,
  vendor: game.vassalage,
  gameType: game.gameType,
});

/** Favourite toggles and launches: actions on the games above. */
export const gameActionsApi = gamesApi.injectEndpoints({
  endpoints: (build) => {
    // Adding and removing differ only in the method and the optimistic value.
    const favouriteToggle = (on: boolean) =>
      build.mutation<unknown, Game>({
        query: (game) => ({
          url: GAME_PATHS.favourites,
          method: on ? 'POST' : 'DELETE',
          body: favouriteRequest(game),
        }),
        onQueryStarted: (game, api) => applyFavouriteOptimistically(game, on, api),
        invalidatesTags: (_result, error) => (error ? [] : [FAV_LISTS]),
      });
    return {
      addFavourite: favouriteToggle(true),
      removeFavourite: favouriteToggle(false),
      /** Launch v1: `GET /wps/game/launchGame` (spec path). Used for free trials, which carry no token. */
      launchGame: build.mutation<LaunchGameResponse, LaunchGameQuery>({
        query: (request) => ({
          url: GAME_PATHS.launchGame,
          params: { ...request },
          auth: request.demo !== 1,
        }),
        invalidatesTags: (_result, error, request) =>
          error || request.demo === 1 ? [] : ['Recents'],
      }),
      /**
       * Launch v2: the same request as a JSON body, so the player's token stays out of URLs (browser
       * history, proxy and server logs). Used for real-money launches.
       */
      launchGameV2: build.mutation<LaunchGameResponse, LaunchGameQuery>({
        query: (request) => ({ url: GAME_PATHS.launchGameV2, method: 'POST', body: request }),
        invalidatesTags: (_result, error) => (error ? [] : ['Recents']),
      }),
    };
  },
});

type GamesState = Parameters<typeof gamesApi.util.selectCachedArgsForQuery>[0];
interface MutationLifecycle {
  dispatch: ThunkDispatch<GamesState, unknown, UnknownAction>;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * Shows the heart's new state at once everywhere the game is cached (favourite ids, lobby pages, hot
 * games, recents; a removed game leaves the favourites-mode lists) and puts everything back when the
 * call fails. The caller shows the failure message.
 */
async function applyFavouriteOptimistically(
  game: Game,
  favourite: boolean,
  { dispatch, getState, queryFulfilled }: MutationLifecycle,
): Promise<void> {
  const { util } = gamesApi;
  const state = getState() as GamesState;
  const same = (other: Game) => other.nodeId === game.nodeId;
  const patches = [
    ...util.selectCachedArgsForQuery(state, 'getFavourites').map((args) =>
      dispatch(
        util.updateQueryData('getFavourites', args, (draft) => {
          const at = draft.findIndex(same);
          if (favourite && at < 0) draft.unshift({ ...game, favourite: true });
          if (!favourite && at >= 0) draft.splice(at, 1);
        }),
      ),
    ),
    ...util.selectCachedArgsForQuery(state, 'getGameList').map((args) =>
      dispatch(
        util.updateQueryData('getGameList', args, (draft) => {
          for (const page of draft.pages) {
            if (args.gameClassify === 'FAV' && !favourite) {
              const kept = page.games.filter((other) => !same(other));
              page.total -= page.games.length - kept.length;
              page.games = kept;
            }
            for (const other of page.games) if (same(other)) other.favourite = favourite;
          }
        }),
      ),
    ),
    ...util.selectCachedArgsForQuery(state, 'getRecentGames').map((args) =>
      dispatch(
        util.updateQueryData('getRecentGames', args, (draft) => {
          for (const page of draft.pages)
            for (const other of page.list) if (same(other)) other.favourite = favourite;
        }),
      ),
    ),
    ...util.selectCachedArgsForQuery(state, 'getHotGames').map((args) =>
      dispatch(
        util.updateQueryData('getHotGames', args, (draft) => {
          for (const other of draft) if (same(other)) other.favourite = favourite;
        }),
      ),
    ),
  ];
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

export const {
  useGetVendorLanesQuery,
  useGetVendorGameTypesQuery,
  useGetGameListInfiniteQuery,
  useGetHotGamesQuery,
  useGetFavouritesQuery,
  useGetRecentGamesInfiniteQuery,
  useGetPvpRoomsQuery,
  useGetVendorGamesQuery,
} = gamesApi;

export const {
  useAddFavouriteMutation,
  useRemoveFavouriteMutation,
  useLaunchGameMutation,
  useLaunchGameV2Mutation,
} = gameActionsApi;
