import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS } from '../../contract';
import type { GameRow, MemberRow } from '../../db/rows';
import { badRequest, ok, optionalString, paging, totalPages } from '../../lib/http';
import type { AppEnv, Ctx } from '../../sim';
import { favouriteIds, gameTypeParam, toGame, vendorParam, gameById } from './shapes';

/** The member's favourites (add, remove) and recent games. */
export function favouriteRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
