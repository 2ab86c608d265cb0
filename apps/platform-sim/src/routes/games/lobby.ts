import { Hono } from 'hono';
import { optionalMember } from '../../auth/guards';
import {
  API_PATHS,
  GAME_CLASSIFIES,
  GAME_SEARCH_DEFAULT_LIMIT,
  GAME_SEARCH_MAX_LIMIT,
  GAME_SEARCH_MAX_QUERY_LENGTH,
  type GameClassify,
  type GameSearchResponse,
  type GameListResponse,
} from '../../contract';
import type { GameListFilter } from '../../db/queries/games';
import {
  badRequest,
  ok,
  optionalInt,
  optionalNumber,
  optionalString,
  paging,
  totalPages,
  unauthorized,
} from '../../lib/http';
import type { AppEnv } from '../../sim';
import { favouriteIds, gameTypeParam, toGame, vendorParam } from './shapes';

/** The lobby list, the search across vendors, hot games. */
export function lobbyRoutes(): Hono<AppEnv> {
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

  return routes;
}
