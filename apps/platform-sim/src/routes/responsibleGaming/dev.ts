import { Hono } from 'hono';
import { ERROR_CODES } from '../../contract';
import { badRequest, ok, optionalInt, readJson, refuse, requiredString } from '../../lib/http';
import { amountCentsOf, fromCents } from '../../lib/money';
import { checkPlayLimits } from '../../responsibleGaming/limits';
import type { AppEnv } from '../../sim';
import { DEV_PREFIX } from '../../lib/devPrefix';

/**
 * `/__sim/bets` (dev endpoints only): a game vendor settles a round of a member, as a seamless wallet
 * would ask the platform: `{ merchant, account, stake, win, gameId? }`. The stake is refused like a
 * launch once a wager or loss limit leaves less than it (`RG_PLAY_LIMIT`); the round is stored as a
 * settled bet at the simulator's now, so the reality check and the records see it.
 */
export function responsibleGamingDevRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(`${DEV_PREFIX}/bets`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const merchant = requiredString(body, 'merchant', 20);
    const member = sim.queries.access.memberByAccount.get(
      merchant,
      requiredString(body, 'account', 64),
    );
    if (!member) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'No such member');
    const stake = amountCentsOf(body, 'stake');
    const win = body.win === 0 ? 0 : amountCentsOf(body, 'win');
    const gameId =
      optionalInt(body, 'gameId', { min: 1 }) ??
      sim.queries.responsibleGaming.firstGameId.get()?.id ??
      0;
    checkPlayLimits(sim, member, stake);
    const id = Number(
      sim.queries.responsibleGaming.insertBet.run({
        memberId: member.id,
        gameId,
        stake: fromCents(stake),
        win: fromCents(win),
        betAt: sim.now(),
      }).lastInsertRowid,
    );
    return ok(c, { id, stake: fromCents(stake), win: fromCents(win) }, 'Round settled');
  });
  // A test that starts again: the player's limits, interval and exclusions, on every merchant, forgotten.
  routes.delete(`${DEV_PREFIX}/rg`, (c) => {
    const account = c.req.query('account');
    if (!account) throw badRequest('account is required');
    const accounts = c.get('sim').queries.responsibleGaming.forgetAccount(account);
    return ok(c, { accounts }, 'Safer-gambling state forgotten');
  });
  return routes;
}
