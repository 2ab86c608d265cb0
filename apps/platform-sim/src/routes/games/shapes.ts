import { ERROR_CODES, GAME_TYPES, type Game, type GameType, type Vendor } from '../../contract';
import type { GameRow, MemberRow, VendorRow } from '../../db/rows';
import { badRequest, optionalInt, refuse } from '../../lib/http';
import type { Sim } from '../../sim';

export function toGame(row: GameRow, favourites: ReadonlySet<number> = new Set()): Game {
  const icon = `/sim-assets/game/${row.id}.svg`;
  return {
    gameId: row.id,
    nodeId: row.node_id,
    gameType: row.game_type,
    vassalage: row.vendor_code,
    gameName: row.name,
    displayName: row.name,
    gameClassify: row.classify,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: icon,
    nodeName: row.vendor_name,
    supportPlay: row.support_play,
    minBet: row.min_bet,
    isHot: row.is_hot,
    isNew: row.is_new,
    isGame: row.is_vassalage ? 'VASSALAGE' : 'GAME',
    favourite: favourites.has(row.id),
  };
}

export function toVendor(row: VendorRow): Vendor {
  return {
    vassalage: row.code,
    accountTypeName: row.account_type_name,
    displayName: row.display_name,
    cardId: row.card_id,
    gameType: row.game_type,
    iconUrl: `/sim-assets/vendor/${row.code}.svg`,
    isHot: row.is_hot,
    isEsports: row.is_esports === 1,
  };
}

export function favouriteIds(sim: Sim, member: MemberRow | undefined): Set<number> {
  return member ? sim.queries.games.favouriteIds(member.id) : new Set();
}

export function gameTypeParam(raw: string | undefined): GameType | 'ESPORTS' | undefined {
  if (!raw || raw === 'ALL') return undefined;
  const upper = raw.toUpperCase();
  if (upper === 'ESPORTS' || upper === 'INHOUSE') return upper === 'INHOUSE' ? 'RNG' : 'ESPORTS';
  if (!(GAME_TYPES as readonly string[]).includes(upper))
    throw badRequest(`gameType must be one of ${GAME_TYPES.join(', ')}, ESPORTS`);
  return upper as GameType;
}

export function vendorParam(sim: Sim, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const code = raw.toUpperCase();
  if (!sim.queries.games.vendorExists.get(code)) throw badRequest(`Unknown vendor ${raw}`);
  return code;
}

export function gameById(sim: Sim, source: Record<string, unknown>): GameRow {
  const gameId = optionalInt(source, 'gameId', { min: 1 });
  const nodeId = optionalInt(source, 'nodeId', { min: 1 });
  if (gameId === undefined && nodeId === undefined)
    throw badRequest('gameId or nodeId is required');
  const games = sim.queries.games;
  const row = gameId !== undefined ? games.byId.get(gameId) : games.byNodeId.get(nodeId as number);
  if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Game not found');
  return row;
}
