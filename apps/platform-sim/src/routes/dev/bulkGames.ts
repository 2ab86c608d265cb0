import { Hono } from 'hono';
import {
  BULK_DEFAULT_COUNT,
  BULK_FIRST_GAME_ID,
  BULK_MAX_COUNT,
  BULK_VENDOR,
  bulkGame,
} from '../../db/bulkGames';
import { nodeIdOf } from '../../db/seeders/games';
import { ok, optionalInt, readJson } from '../../lib/http';
import type { AppEnv, Sim } from '../../sim';
import { DEV_PREFIX } from '../../lib/devPrefix';

/** Removes a vendor with its games and the favourites and recents pointing at them. */
function removeVendor(sim: Sim, code: string): void {
  const dev = sim.queries.dev;
  dev.deleteFavouritesOfVendor.run(code);
  dev.deleteRecentsOfVendor.run(code);
  dev.deleteGamesOfVendor.run(code);
  dev.deleteVendor.run(code);
}

const bulkState = (count: number) => ({
  vendor: BULK_VENDOR.code,
  gameType: BULK_VENDOR.gameType,
  count,
  firstGameId: BULK_FIRST_GAME_ID,
  lastGameId: BULK_FIRST_GAME_ID + count - 1,
});

/** The bulk vendor of thousands of games: add (or replace) and remove. */
export function bulkGameRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // One vendor with thousands of games (virtualised lobby, benchmark); not in the seed, so start-up and
  // every other test keep the normal catalogue. Same count again: nothing to do; another: replaced.
  routes.post(`${DEV_PREFIX}/games/bulk`, async (c) => {
    const sim = c.get('sim');
    const dev = sim.queries.dev;
    const count =
      optionalInt(await readJson(c), 'count', { min: 1, max: BULK_MAX_COUNT }) ??
      BULK_DEFAULT_COUNT;
    const { code, name, gameType } = BULK_VENDOR;
    if (dev.vendorGameCount.get(code)?.n !== count) {
      sim.db.transaction(() => {
        removeVendor(sim, code);
        const next = dev.nextVendorSort.get() ?? { sort: 1, card: 101 };
        dev.insertVendor.run(code, gameType, name, code, next.card, next.sort);
        for (let i = 0; i < count; i++) {
          const game = bulkGame(i);
          dev.insertGame.run(
            game.id,
            nodeIdOf(game.id),
            code,
            gameType,
            game.name,
            game.classify,
            game.minBet,
            game.supportPlay,
            game.isHot,
            game.isNew,
            i,
          );
        }
      })();
    }
    return ok(c, bulkState(count), `${code} has ${count} games`);
  });
  routes.delete(`${DEV_PREFIX}/games/bulk`, (c) => {
    const sim = c.get('sim');
    sim.db.transaction(() => removeVendor(sim, BULK_VENDOR.code))();
    return ok(c, null, `${BULK_VENDOR.code} removed`);
  });

  return routes;
}
