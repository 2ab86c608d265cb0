/** Contract of games, lobbies and launch. */

export const GAME_TYPES = ['RNG', 'PVP', 'LIVE', 'FISH', 'SPORTS', 'ELOTT', 'LOTTERY'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_CLASSIFIES = ['VP', 'JP', 'AC', 'TG', 'SC'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];
export const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

export interface Game {
  gameId: number;
  nodeId: number;
  gameType: GameType;
  vassalage: string;
  gameName: string;
  displayName: string;
  gameClassify: GameClassify;
  iconUrl: string;
  showIcon: string;
  lagerIcon: string;
  nodeName: string;
  /** 0 means a free trial is available */
  supportPlay: 0 | 1;
  minBet: number;
  isHot: 0 | 1;
  isNew: 0 | 1;
  /** GAME opens the game; VASSALAGE opens a vendor popup list */
  isGame: 'GAME' | 'VASSALAGE';
  favourite: boolean;
}

export interface GameListQuery {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassify | 'ALL' | 'HOT' | 'FAV';
  isNew?: 0 | 1;
  gameName?: string;
  pageSize?: number;
  pageNo?: number;
  minBet?: number;
  minLineNum?: number;
  clientType?: number;
  platform?: string;
  channel?: string;
  merchant?: string;
  language?: string;
}
export interface GameListResponse {
  games: Game[];
  totalPages: number;
  total: number;
  pageNo: number;
}

/**
 * `GET /wps/game/search?q=&limit=`: one search across every vendor and category. Games whose name
 * contains `q` (trimmed, any case), names that start with it first, then hot games, then by name; at
 * most `limit` (default `GAME_SEARCH_DEFAULT_LIMIT`, at most `GAME_SEARCH_MAX_LIMIT`), and how many
 * matched in all. A platform without it answers 404: clients fall back to each lobby's own search.
 */
export interface GameSearchQuery {
  q: string;
  limit?: number;
  language?: string;
}
export interface GameSearchResponse {
  games: Game[];
  total: number;
}
export const GAME_SEARCH_DEFAULT_LIMIT = 50;
export const GAME_SEARCH_MAX_LIMIT = 100;
export const GAME_SEARCH_MAX_QUERY_LENGTH = 100;

export interface HotGamesQuery {
  merchantCode?: string;
  isPlatform?: 2;
  vassalage?: string;
  platform?: string;
  language?: string;
}
export interface HotGamesResponse {
  list: Game[];
}

export interface FavouritesQuery {
  pageNo?: number;
  pageSize?: number;
  gameType?: GameType;
  vendor?: string;
  clientType?: number;
  platform?: string;
  language?: string;
}
export interface FavouritesResponse {
  content: Game[];
  totalPages: number;
}
export interface FavouriteRequest {
  nodeId: number;
  vendor: string;
  gameType: GameType;
}

export interface RecentGamesQuery {
  clientType?: number;
  vassalage?: string;
  language?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface RecentGamesResponse {
  list: Game[];
  totalPages: number;
}

export interface Vendor {
  vassalage: string;
  accountTypeName: string;
  displayName: string;
  cardId: number;
  gameType: GameType;
  iconUrl: string;
  isHot: 0 | 1;
  isEsports: boolean;
}
export interface VendorGroup {
  gameCategory: GameType;
  vendors: Vendor[];
}
export interface VendorLaneCard {
  vassalage: string;
  displayName: string;
  isHot: 0 | 1;
  gameClassify: string;
  iconUrl: string;
  cardId: number;
}
export interface VendorLane {
  title: GameType;
  cards: VendorLaneCard[];
}
export interface VendorLanesResponse {
  data: { lanes: VendorLane[] };
}
export type VendorGameTypesResponse = VendorGroup[];

export interface PvpRoom {
  roomId: number;
  roomName: string;
  vassalage: string;
  minBet: number;
  players: number;
}
export interface PvpRoomsResponse {
  roomList: PvpRoom[];
}

export interface LaunchGameQuery {
  gameId?: number;
  roomId?: number;
  nodeId?: number;
  accountType?: 1;
  confirmTrans?: 0;
  vassalage: string;
  launchMode?: 'GLS';
  platform?: 'html5-desktop' | string;
  clientType?: 3;
  username?: string;
  token?: string;
  merchantCode?: string;
  language?: string;
  /** free trial */
  demo?: 0 | 1;
}
export interface LaunchGameResponse {
  game_url: string;
  game_url2: string | null;
}

export interface PopupGameListQuery {
  clientType?: 3;
  platform?: string;
  merchant?: string;
  gameType: GameType;
  vassalage: string;
  language?: string;
  pageNo?: 1;
  pageSize?: number;
}

export interface WinnerEntry {
  vo: {
    customerName: string;
    gameName: string;
    winAmount: number;
    vassalage: string;
    winTime: string;
  };
}
export interface WinnersQuery {
  gameCategory?: GameType | 'ALL';
  language?: string;
  limitNum?: number;
}
export interface WinnersResponse {
  list: WinnerEntry[];
}

export interface HotMatch {
  matchId: number;
  title: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  matchTime: string;
  vassalage: string;
}
export interface HotMatchesResponse {
  list: HotMatch[];
}
