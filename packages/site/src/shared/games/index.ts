// Game data and rules shared by the lobbies, home sections, side menu and game pages (see README.md).
export {
  CLIENT_TYPE,
  FAVOURITES_PAGE_SIZE,
  LOBBY_PAGE_SIZE,
  PLATFORM,
  POPUP_PAGE_SIZE,
  gameActionsApi,
  gamesApi,
  useAddFavouriteMutation,
  useGetFavouritesQuery,
  useGetGameListInfiniteQuery,
  useGetHotGamesQuery,
  useGetPvpRoomsQuery,
  useGetRecentGamesInfiniteQuery,
  useGetVendorGameTypesQuery,
  useGetVendorGamesQuery,
  useGetVendorLanesQuery,
  useLaunchGameMutation,
  useLaunchGameV2Mutation,
  useRemoveFavouriteMutation,
  type FavouritesArgs,
  type GameListArgs,
  type HotGamesArgs,
  type RecentGamesArgs,
  type VendorGamesArgs,
} from './api';
export {
  CATEGORY_ROUTES,
  GAME_CATEGORIES,
  INHOUSE_VENDOR,
  categoryOfRoute,
  deriveCategories,
  type GameCategoryEntry,
  type GameCategoryName,
} from './categories';
export { launchedGameUrl, safeGameUrl } from './gameUrl';
export {
  LOBBY_VENDOR_PARAM,
  PAGED_LOBBY_CATEGORIES,
  arrivalLobbyListArgs,
  holdArrivalLobbyList,
  lobbyVendorOf,
  namedLobbyListArgs,
  releaseArrivalLobbyList,
} from './lobbyList';
export {
  SEA_LOTTERY_VENDOR,
  SEA_WINDOW,
  VN_LOTTERY_VENDOR,
  decideLaunch,
  gamePageFor,
  isLotteryGame,
  launchRequest,
  type GamePage,
  type LaunchContext,
  type LaunchIdentity,
  type LaunchStep,
  type LaunchableGame,
} from './launchDecision';
export {
  GAME_PAGE_PATHS,
  LAUNCHED_GAME_KEYS,
  clearLaunchedGame,
  readLaunchedGame,
  saveLaunchedGame,
  type LaunchedGame,
  type StoredGame,
} from './launchedGame';
export { useGameCategories } from './useGameCategories';
export { useFavouriteIds, useFavouriteToggle, type FavouriteToggle } from './useFavourites';
export {
  useGameTiles,
  useVendorIcons,
  type GameTiles,
  type GameTilesOptions,
} from './useGameTiles';
export {
  GAME_POPUP_MODAL,
  useLaunchGame,
  type LaunchGameControls,
  type LaunchOptions,
  type LaunchOutcome,
} from './useLaunchGame';
