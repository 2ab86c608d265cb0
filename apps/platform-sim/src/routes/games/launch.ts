import { Hono } from 'hono';
import { optionalMember, requireMember } from '../../auth/guards';
import { API_PATHS, ERROR_CODES, type LaunchGameResponse } from '../../contract';
import type { GameRow, LaunchAnswer } from '../../db/rows';
import {
  badRequest,
  ok,
  optionalInt,
  optionalString,
  paging,
  readJson,
  refuse,
  totalPages,
} from '../../lib/http';
import { merchantOf } from '../../merchants/resolve';
import { checkPlayLimits } from '../../responsibleGaming/limits';
import type { AppEnv, Ctx } from '../../sim';
import { toGame, vendorParam, gameById } from './shapes';

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

/** Launching a game (GET and v2), and a vendor's popup list. */
export function launchRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
