/** Game lists, search, favourites and launches. */
export const GAME_PATHS = {
  gameList: '/wps/game/list',
  gameSearch: '/wps/game/search',
  hotGames: '/wps/game/hot',
  favourites: '/wps/game/favourite',
  recentGames: '/wps/game/recent',
  vendorGameTypes: '/wps/game/vendor/types',
  vendorLanes: '/wps/game/vendor/lanes',
  pvpRooms: '/wps/game/pvp/rooms',
  launchGame: '/wps/game/launchGame',
  launchGameV2: '/wps/game/v2/launchGame',
  popupGameList: '/wps/game/popup',
  winners: '/wps/game/winners',
  winnerRank: '/wps/game/winners/rank',
  hotMatches: '/wps/sports/hotMatches',
} as const;
