import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, GAME_TYPES, type VendorGroup, type VendorLane } from '../../contract';
import { ok } from '../../lib/http';
import type { AppEnv, Sim } from '../../sim';
import { toVendor, vendorParam } from './shapes';

/** Vendors by game type, the vendor lanes, PvP rooms. */
export function vendorRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
