/**
 * A small games catalogue for tests: vendor lanes and game lists answered the way the platform does
 * (filters, pages, favourites, recents), to plug into `renderWithProviders({ routes })`.
 */
import type { Game, GameClassify, GameType, VendorLane, VendorLaneCard } from '@wl/api-client';
import type { PlatformCall, PlatformRoutes } from '../testing/testPlatform.test-helper';

export const RNG_VENDORS = ['PG', 'JILI', 'PP', 'CQ9', 'FC', 'JDB', 'BGS'] as const;

const CLASSIFIES: GameClassify[] = ['VP', 'JP', 'AC', 'TG', 'SC'];
const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75];

export function laneCard(vassalage: string, displayName = `${vassalage} Studio`): VendorLaneCard {
  return {
    vassalage,
    displayName,
    isHot: vassalage === 'SABA' ? 1 : 0,
    gameClassify: '',
    iconUrl: `/sim-assets/vendor/${vassalage}.svg`,
    cardId: 1,
  };
}

export const LANES: VendorLane[] = [
  { title: 'RNG', cards: RNG_VENDORS.map((code) => laneCard(code)) },
  { title: 'PVP', cards: [laneCard('KY'), laneCard('V8')] },
  { title: 'LIVE', cards: [laneCard('EVO', 'Evolution')] },
  { title: 'FISH', cards: [laneCard('JILIF')] },
  {
    title: 'SPORTS',
    cards: [
      laneCard('SABA', 'SABA Sports'),
      laneCard('CMD', 'CMD368'),
      laneCard('AV', 'AVIA E-sports'),
      laneCard('IMES', 'IM E-sports'),
    ],
  },
  { title: 'ELOTT', cards: [laneCard('GPI')] },
  { title: 'LOTTERY', cards: [laneCard('LOTT'), laneCard('TCG_LOTTO_VN'), laneCard('TCG_SEA')] },
];

const typeOfVendor = (vassalage: string): GameType =>
  LANES.find((lane) => lane.cards.some((card) => card.vassalage === vassalage))?.title ?? 'RNG';

/** Game `index` (0-based) of a vendor: names like "PG Game 7", a classify and min bet by turn. */
export function makeGame(vassalage: string, index: number, overrides: Partial<Game> = {}): Game {
  const vendorIndex = LANES.flatMap((lane) => lane.cards).findIndex(
    (c) => c.vassalage === vassalage,
  );
  const id = 1000 + (vendorIndex + 1) * 1000 + index;
  return {
    gameId: id,
    nodeId: 50000 + id,
    gameType: typeOfVendor(vassalage),
    vassalage,
    gameName: `${vassalage} Game ${index + 1}`,
    displayName: `${vassalage} Game ${index + 1}`,
    gameClassify: CLASSIFIES[index % CLASSIFIES.length] ?? 'JP',
    iconUrl: `/sim-assets/game/${id}.svg`,
    showIcon: `/sim-assets/game/${id}.svg`,
    lagerIcon: `/sim-assets/game/${id}.svg`,
    nodeName: `${vassalage} Studio`,
    supportPlay: index % 2 === 0 ? 0 : 1,
    minBet: MIN_BETS[index % MIN_BETS.length] ?? 0.01,
    isHot: index % 10 === 0 ? 1 : 0,
    isNew: 0,
    isGame: 'GAME',
    favourite: false,
    ...overrides,
  };
}

export interface CatalogueOptions {
  /** Games per vendor (default 100: three pages of 42). */
  gamesPerVendor?: number;
  /** nodeIds the player has favourited (mutated by add/remove). */
  favourites?: Set<number>;
  /** nodeIds played, newest first. */
  recents?: number[];
}

/** Platform routes for the catalogue: lanes, game list, favourites (list, add, remove), recents. */
export function catalogueRoutes(options: CatalogueOptions = {}): PlatformRoutes {
  const perVendor = options.gamesPerVendor ?? 100;
  const favourites = options.favourites ?? new Set<number>();
  const all = LANES.flatMap((lane) =>
    lane.cards.flatMap((card) =>
      Array.from({ length: perVendor }, (_, i) => makeGame(card.vassalage, i)),
    ),
  );
  const withFavourite = (game: Game): Game => ({ ...game, favourite: favourites.has(game.nodeId) });
  const byNode = new Map(all.map((game) => [game.nodeId, game]));

  const list = ({ query }: PlatformCall) => {
    const pageNo = Number(query.get('pageNo') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    const classify = query.get('gameClassify') ?? 'ALL';
    const name = query.get('gameName')?.toLowerCase();
    const minBet = Number(query.get('minBet') ?? 0);
    const matching = all.filter(
      (game) =>
        (!query.get('vassalage') || game.vassalage === query.get('vassalage')) &&
        (!query.get('gameType') || game.gameType === query.get('gameType')) &&
        (classify === 'ALL' ||
          (classify === 'HOT' && game.isHot === 1) ||
          (classify === 'FAV' && favourites.has(game.nodeId)) ||
          game.gameClassify === classify) &&
        (!name || game.gameName.toLowerCase().includes(name)) &&
        (!minBet || game.minBet === minBet),
    );
    return {
      games: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(withFavourite),
      totalPages: Math.ceil(matching.length / pageSize),
      total: matching.length,
      pageNo,
    };
  };
  const favouriteChange = (add: boolean) => (call: PlatformCall) => {
    const { nodeId } = call.body as { nodeId: number };
    if (add) favourites.add(nodeId);
    else favourites.delete(nodeId);
    return { nodeId, favourite: add };
  };
  return {
    'GET /wps/game/vendor/lanes': { data: { lanes: LANES } },
    'GET /wps/game/list': list,
    'GET /wps/game/favourite': () => ({
      content: [...favourites]
        .map((id) => byNode.get(id))
        .filter(Boolean)
        .map((g) => withFavourite(g as Game)),
      totalPages: 1,
    }),
    'POST /wps/game/favourite': favouriteChange(true),
    'DELETE /wps/game/favourite': favouriteChange(false),
    'GET /wps/game/recent': ({ query }: PlatformCall) => {
      const played = (options.recents ?? [])
        .map((id) => byNode.get(id))
        .filter(
          (game): game is Game =>
            game !== undefined &&
            (!query.get('vassalage') || game.vassalage === query.get('vassalage')),
        );
      return { list: played.map(withFavourite), totalPages: 1 };
    },
    'GET /wps/game/pvp/rooms': ({ query }: PlatformCall) => ({
      roomList: ['Beginner', 'VIP'].map((level, i) => ({
        roomId: 10 + i,
        roomName: `${query.get('vassalage')} ${level}`,
        vassalage: query.get('vassalage'),
        minBet: i === 0 ? 0.1 : 50,
        players: 12 + i,
      })),
    }),
  };
}

/** The requests to one path, as `[query]` for easy assertions. */
export function queriesTo(calls: readonly PlatformCall[], path: string): URLSearchParams[] {
  return calls.filter((call) => call.path === path).map((call) => call.query);
}
