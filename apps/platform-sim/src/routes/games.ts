import { Hono } from 'hono';
import { optionalMember, requireMember } from '../auth/guards';
import {
  API_PATHS,
  ERROR_CODES,
  GAME_CLASSIFIES,
  GAME_TYPES,
  GAME_SEARCH_DEFAULT_LIMIT,
  GAME_SEARCH_MAX_LIMIT,
  GAME_SEARCH_MAX_QUERY_LENGTH,
  type Game,
  type GameClassify,
  type GameSearchResponse,
  type GameListResponse,
  type GameType,
  type HotMatch,
  type LaunchGameResponse,
  type Vendor,
  type VendorGroup,
  type VendorLane,
  type WinnerEntry,
} from '../contract';
import type { GameListFilter } from '../db/queries/games';
import type { GameRow, LaunchAnswer, MemberRow, VendorRow } from '../db/rows';
import {
  badRequest,
  ok,
  optionalInt,
  optionalNumber,
  optionalString,
  paging,
  readJson,
  refuse,
  totalPages,
  unauthorized,
} from '../lib/http';
import { merchantOf } from '../merchants/resolve';
import { checkPlayLimits } from '../responsibleGaming/limits';
import type { AppEnv, Ctx, Sim } from '../sim';

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

function favouriteIds(sim: Sim, member: MemberRow | undefined): Set<number> {
  return member ? sim.queries.games.favouriteIds(member.id) : new Set();
}

function gameTypeParam(raw: string | undefined): GameType | 'ESPORTS' | undefined {
  if (!raw || raw === 'ALL') return undefined;
  const upper = raw.toUpperCase();
  if (upper === 'ESPORTS' || upper === 'INHOUSE') return upper === 'INHOUSE' ? 'RNG' : 'ESPORTS';
  if (!(GAME_TYPES as readonly string[]).includes(upper))
    throw badRequest(`gameType must be one of ${GAME_TYPES.join(', ')}, ESPORTS`);
  return upper as GameType;
}

function vendorParam(sim: Sim, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const code = raw.toUpperCase();
  if (!sim.queries.games.vendorExists.get(code)) throw badRequest(`Unknown vendor ${raw}`);
  return code;
}

function gameById(sim: Sim, source: Record<string, unknown>): GameRow {
  const gameId = optionalInt(source, 'gameId', { min: 1 });
  const nodeId = optionalInt(source, 'nodeId', { min: 1 });
  if (gameId === undefined && nodeId === undefined)
    throw badRequest('gameId or nodeId is required');
  const games = sim.queries.games;
  const row = gameId !== undefined ? games.byId.get(gameId) : games.byNodeId.get(nodeId as number);
  if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Game not found');
  return row;
}

/** Unusable launch addresses of the QA games: the site must refuse them ("Invalid URL"). */
export const INVALID_LAUNCH_URLS = {
  javascript: 'javascript:alert(document.domain)',
  garbage: ['not a url', 'ht!tp:/ /broken'],
} as const;

/** The launch answer a game gives: its address in `game_url` or `game_url2`, or an unusable one. */
function launchAnswer(kind: LaunchAnswer, url: string): LaunchGameResponse {
  switch (kind) {
    case 'game_url2':
      return { game_url: '', game_url2: url };
    case 'javascript':
      return { game_url: INVALID_LAUNCH_URLS.javascript, game_url2: null };
    case 'garbage':
      return {
        game_url: INVALID_LAUNCH_URLS.garbage[0],
        game_url2: INVALID_LAUNCH_URLS.garbage[1],
      };
    default:
      return { game_url: url, game_url2: null };
  }
}

/** Lobby list, hot games, favourites, recents, vendors, rooms, launch, popup list, winners, hot matches. */
export function gameRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.gameList, (c) => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const member = optionalMember(c);
    const { pageNo, pageSize, offset } = paging(query, 20, 200);
    const filter: GameListFilter = {};
    const type = gameTypeParam(optionalString(query, 'gameType'));
    if (type === 'ESPORTS') filter.esports = true;
    else if (type) filter.gameType = type;
    filter.vendor = vendorParam(sim, optionalString(query, 'vassalage'));
    const classify = optionalString(query, 'gameClassify')?.toUpperCase();
    if (classify === 'HOT') filter.hot = true;
    else if (classify === 'FAV') {
      if (!member) throw unauthorized();
      filter.favouritesOf = member.id;
    } else if (classify && classify !== 'ALL') {
      if (!(GAME_CLASSIFIES as readonly string[]).includes(classify)) {
        throw badRequest(
          `gameClassify must be ALL, HOT, FAV or one of ${GAME_CLASSIFIES.join(', ')}`,
        );
      }
      filter.classify = classify as GameClassify;
    }
    const minBet = optionalNumber(query, 'minBet');
    if (minBet !== undefined && minBet > 0) filter.minBet = minBet;
    filter.isNew = optionalInt(query, 'isNew', { min: 0, max: 1 }) === 1;
    filter.nameContains = optionalString(query, 'gameName', 100);
    const { total, rows } = sim.queries.games.list(filter, pageSize, offset);
    const favourites = favouriteIds(sim, member);
    const value: GameListResponse = {
      games: rows.map((row) => toGame(row, favourites)),
      totalPages: totalPages(total, pageSize),
      total,
      pageNo,
    };
    return ok(c, value);
  });

  routes.get(API_PATHS.gameSearch, (c) => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const text = optionalString(query, 'q', GAME_SEARCH_MAX_QUERY_LENGTH)?.trim();
    if (!text) throw badRequest('q (the text to search game names for) is required');
    const limit =
      optionalInt(query, 'limit', { min: 1, max: GAME_SEARCH_MAX_LIMIT }) ??
      GAME_SEARCH_DEFAULT_LIMIT;
    const { total, rows } = sim.queries.games.search(text, limit);
    const favourites = favouriteIds(sim, optionalMember(c));
    const value: GameSearchResponse = { games: rows.map((row) => toGame(row, favourites)), total };
    return ok(c, value);
  });

  routes.get(API_PATHS.hotGames, (c) => {
    const sim = c.get('sim');
    const vendor = vendorParam(sim, c.req.query('vassalage'));
    const rows = sim.queries.games.hot.all({ vendor: vendor ?? null });
    const favourites = favouriteIds(sim, optionalMember(c));
    return ok(c, { list: rows.map((row) => toGame(row, favourites)) });
  });

  routes.get(API_PATHS.favourites, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const query = c.req.query() as Record<string, unknown>;
    const { pageSize, offset } = paging(query, 999, 999);
    const type = gameTypeParam(optionalString(query, 'gameType'));
    const vendor = vendorParam(
      sim,
      optionalString(query, 'vendor') ?? optionalString(query, 'vassalage'),
    );
    const filter = {
      memberId: member.id,
      gameType: type && type !== 'ESPORTS' ? type : null,
      vendor: vendor ?? null,
    };
    const total = sim.queries.games.countFavourites.get(filter)?.n ?? 0;
    const rows = sim.queries.games.favourites.all({ ...filter, limit: pageSize, offset });
    const all = new Set(rows.map((r) => r.id));
    return ok(c, {
      content: rows.map((row) => toGame(row, all)),
      totalPages: totalPages(total, pageSize),
    });
  });

  const favouriteTarget = async (c: Ctx): Promise<{ member: MemberRow; game: GameRow }> => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const text = await c.req.text();
    let source: Record<string, unknown> = c.req.query() as Record<string, unknown>;
    if (text.trim()) {
      try {
        source = { ...source, ...(JSON.parse(text) as Record<string, unknown>) };
      } catch {
        throw badRequest('The request body is not valid JSON');
      }
    }
    const game = gameById(sim, source);
    const vendor = optionalString(source, 'vendor') ?? optionalString(source, 'vassalage');
    if (vendor && vendor.toUpperCase() !== game.vendor_code)
      throw badRequest(`Game ${game.node_id} does not belong to vendor ${vendor}`);
    return { member, game };
  };
  routes.post(API_PATHS.favourites, async (c) => {
    const { member, game } = await favouriteTarget(c);
    c.get('sim').queries.games.addFavourite.run(member.id, game.id, c.get('sim').now());
    return ok(c, { nodeId: game.node_id, favourite: true }, 'Added to favourites');
  });
  routes.delete(API_PATHS.favourites, async (c) => {
    const { member, game } = await favouriteTarget(c);
    c.get('sim').queries.games.removeFavourite.run(member.id, game.id);
    return ok(c, { nodeId: game.node_id, favourite: false }, 'Removed from favourites');
  });

  routes.get(API_PATHS.recentGames, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const vendor = vendorParam(sim, c.req.query('vassalage')) ?? null;
    const { pageSize, offset } = paging(c.req.query() as Record<string, unknown>, 20, 100);
    const total = sim.queries.games.countRecents.get({ memberId: member.id, vendor })?.n ?? 0;
    const rows = sim.queries.games.recents.all({
      memberId: member.id,
      vendor,
      limit: pageSize,
      offset,
    });
    const favourites = favouriteIds(sim, member);
    return ok(c, {
      list: rows.map((row) => toGame(row, favourites)),
      totalPages: totalPages(total, pageSize),
    });
  });

  const vendorGroups = (sim: Sim): VendorGroup[] => {
    const vendors = sim.queries.games.vendors.all().map(toVendor);
    return GAME_TYPES.map((gameCategory) => ({
      gameCategory,
      vendors: vendors.filter((v) => v.gameType === gameCategory),
    })).filter((g) => g.vendors.length);
  };
  routes.get(API_PATHS.vendorGameTypes, (c) => {
    requireMember(c, { allowTrial: true });
    return ok(c, vendorGroups(c.get('sim')));
  });
  routes.get(API_PATHS.vendorLanes, (c) => {
    const lanes: VendorLane[] = vendorGroups(c.get('sim')).map((group) => ({
      title: group.gameCategory,
      cards: group.vendors.map((v) => ({
        vassalage: v.vassalage,
        displayName: v.displayName,
        isHot: v.isHot,
        gameClassify: group.gameCategory,
        iconUrl: v.iconUrl,
        cardId: v.cardId,
      })),
    }));
    return ok(c, { data: { lanes } });
  });

  routes.get(API_PATHS.pvpRooms, (c) => {
    const sim = c.get('sim');
    const vendor = vendorParam(sim, c.req.query('vassalage'));
    const rows = sim.queries.games.pvpRooms.all({ vendor: vendor ?? null });
    return ok(c, {
      roomList: rows.map((r) => ({
        roomId: r.id,
        roomName: r.name,
        vassalage: r.vendor_code,
        minBet: r.min_bet,
        players: r.players,
      })),
    });
  });

  const launch = async (c: Ctx, source: Record<string, unknown>): Promise<Response> => {
    const sim = c.get('sim');
    const demo = optionalInt(source, 'demo', { min: 0, max: 1 }) === 1;
    const member = demo ? optionalMember(c) : requireMember(c);
    let game: GameRow;
    const roomId = optionalInt(source, 'roomId', { min: 1 });
    if (roomId !== undefined && source.gameId === undefined && source.nodeId === undefined) {
      const room = sim.queries.games.roomVendor.get(roomId);
      if (!room) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Room not found');
      game = sim.queries.games.firstOfVendor.get(room.vendor_code) as GameRow;
    } else game = gameById(sim, source);
    const vendor = optionalString(source, 'vassalage');
    if (!vendor) throw badRequest('vassalage is required');
    if (vendor.toUpperCase() !== game.vendor_code)
      throw badRequest(`Game ${game.id} does not belong to vendor ${vendor}`);
    if (demo && game.support_play !== 0)
      throw refuse(ERROR_CODES.FEATURE_DISABLED, 'This game has no free trial');
    if (member && !demo) {
      checkPlayLimits(sim, member);
      sim.queries.games.recordRecent.run(member.id, game.id, sim.now());
    }
    const origin = new URL(c.req.url).origin;
    const params = new URLSearchParams({
      player: member?.account ?? 'guest',
      merchant: merchantOf(c).code,
      mode: demo ? 'demo' : 'real',
    });
    const language = optionalString(source, 'language') ?? c.req.header('Language');
    if (language) params.set('lang', language);
    return ok(c, launchAnswer(game.launch_answer, `${origin}/sim-game/${game.id}?${params}`));
  };
  routes.get(API_PATHS.launchGame, (c) => launch(c, c.req.query() as Record<string, unknown>));
  routes.post(API_PATHS.launchGameV2, async (c) => launch(c, await readJson(c)));

  routes.get(API_PATHS.popupGameList, (c) => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const vendor = vendorParam(sim, optionalString(query, 'vassalage'));
    if (!vendor) throw badRequest('vassalage is required');
    const { pageSize, offset, pageNo } = paging(query, 1000, 1000);
    const total = sim.queries.games.countOfVendor.get(vendor)?.n ?? 0;
    const rows = sim.queries.games.pageOfVendor.all(vendor, pageSize, offset);
    return ok(c, {
      games: rows.map((row) => toGame(row)),
      totalPages: totalPages(total, pageSize),
      total,
      pageNo,
    });
  });

  const winners = (c: Ctx, order: 'recent' | 'amount'): Response => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const limit = optionalInt(query, 'limitNum', { min: 1, max: 50 }) ?? 20;
    const category = gameTypeParam(optionalString(query, 'gameCategory'));
    const filter = { gameType: category && category !== 'ESPORTS' ? category : null, limit };
    const rows = (
      order === 'recent' ? sim.queries.games.recentWinners : sim.queries.games.largestWinners
    ).all(filter);
    const list: WinnerEntry[] = rows.map((r) => ({
      vo: {
        customerName: r.customer_name,
        gameName: r.name,
        winAmount: r.win_amount,
        vassalage: r.vendor_code,
        winTime: new Date(r.win_at).toISOString(),
      },
    }));
    return ok(c, { list });
  };
  routes.get(API_PATHS.winners, (c) => winners(c, 'recent'));
  routes.get(API_PATHS.winnerRank, (c) => winners(c, 'amount'));

  routes.get(API_PATHS.hotMatches, (c) => {
    const sim = c.get('sim');
    const seededAt = Date.parse(
      sim.queries.games.seededAt.get()?.value ?? new Date(sim.now()).toISOString(),
    );
    // matches stay in the future: they roll forward a week at a time
    const week = 7 * 86_400_000;
    const list: HotMatch[] = sim.queries.games.hotMatches
      .all()
      .map((r) => {
        let at = seededAt + r.hours_from_seed * 3600_000;
        while (at < sim.now()) at += week;
        return {
          matchId: r.id,
          title: `${r.home_team} vs ${r.away_team}`,
          league: r.league,
          homeTeam: r.home_team,
          awayTeam: r.away_team,
          homeTeamImageUrl: `/sim-assets/team/${encodeURIComponent(r.home_team)}.svg`,
          awayTeamImageUrl: `/sim-assets/team/${encodeURIComponent(r.away_team)}.svg`,
          matchTime: new Date(at).toISOString(),
          vassalage: r.vendor_code,
        };
      })
      .sort((a, b) => a.matchTime.localeCompare(b.matchTime));
    return ok(c, { list });
  });

  return routes;
}
