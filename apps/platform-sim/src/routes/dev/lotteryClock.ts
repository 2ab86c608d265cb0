import { Hono } from 'hono';
import { badRequest, ok, optionalInt, optionalString, readJson } from '../../lib/http';
import type { LotteryRow } from '../../db/rows';
import { drawsAround, type DrawSchedule } from '../../lib/draws';
import { GLOBAL_CLOCK, lotteryOffset, scenarioOf } from '../../lotteryClock';
import type { AppEnv, Sim } from '../../sim';
import { menuItem } from '../../domain/lotteryMenu';
import { DEV_PREFIX } from '../../lib/devPrefix';

const MAX_CLOCK_OFFSET_MS = 366 * 86_400_000;

function lotteryGame(sim: Sim, gameCode: string): LotteryRow {
  const game = sim.queries.lottery.byCode.get(gameCode);
  if (!game) throw badRequest(`Unknown lottery game ${gameCode}`);
  return game;
}

/**
 * The lottery time at or after `from` when the game's next draw is `remainMs` away. Refused when
 * another draw would come first (remainMs longer than the round).
 */
function offsetForRemaining(sim: Sim, game: LotteryRow, remainMs: number, from: number): number {
  const schedule = JSON.parse(game.schedule) as DrawSchedule;
  const draw = drawsAround(schedule, from + remainMs - 1).next;
  const at = draw - remainMs;
  if (drawsAround(schedule, at).next !== draw) {
    throw badRequest(`remainMs is longer than a round of ${game.code}`);
  }
  return at;
}

/** The lottery clock as a scenario sees it, and a game's menu state at that time. */
function clockState(sim: Sim, scenario: string | undefined, game: LotteryRow | undefined) {
  const offsetMs = lotteryOffset(sim, scenario);
  // on the scenario's dev clock (/__sim/now), which the lottery clock moves further
  const nowMs = sim.devClock.nowOf(scenario) + offsetMs;
  const item = game ? menuItem(game, nowMs) : undefined;
  return {
    scenario: scenario ?? null,
    offsetMs,
    nowMs,
    now: new Date(nowMs).toISOString(),
    game: item
      ? {
          gameCode: item.code,
          remainTime: item.remainTime,
          lockTime: item.lockTime,
          isSale: item.isSale,
          nextDrawTime: new Date(nowMs + item.remainTime).toISOString(),
          previousWinningNumber: item.previousWinningNumber,
        }
      : null,
  };
}

/** The lottery clock (`/__sim/clock`): read, set or move it, or put a game's next draw a given time away. */
export function lotteryClockRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The lottery clock: `{ offsetMs }` sets, `{ advanceMs }` moves, `{ gameCode, remainMs }` puts that game's
  // next draw remainMs away; `scenario` (or the cookie) limits it to one test's browser.
  routes.get(`${DEV_PREFIX}/clock`, (c) => {
    const scenario = c.req.query('scenario') || scenarioOf(c);
    const gameCode = c.req.query('gameCode');
    return ok(
      c,
      clockState(
        c.get('sim'),
        scenario,
        gameCode ? lotteryGame(c.get('sim'), gameCode) : undefined,
      ),
    );
  });
  routes.post(`${DEV_PREFIX}/clock`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const scenario = optionalString(body, 'scenario', 80) ?? scenarioOf(c);
    const offsetMs = optionalInt(body, 'offsetMs', {
      min: -MAX_CLOCK_OFFSET_MS,
      max: MAX_CLOCK_OFFSET_MS,
    });
    const advanceMs = optionalInt(body, 'advanceMs', {
      min: -MAX_CLOCK_OFFSET_MS,
      max: MAX_CLOCK_OFFSET_MS,
    });
    const gameCode = optionalString(body, 'gameCode', 40);
    const given = [offsetMs !== undefined, advanceMs !== undefined, gameCode !== undefined].filter(
      Boolean,
    ).length;
    if (given !== 1) throw badRequest('give one of offsetMs, advanceMs, or gameCode with remainMs');
    const current = lotteryOffset(sim, scenario);
    let offset: number;
    let game: LotteryRow | undefined;
    if (offsetMs !== undefined) offset = offsetMs;
    else if (advanceMs !== undefined) offset = current + advanceMs;
    else {
      game = lotteryGame(sim, gameCode as string);
      const remainMs = optionalInt(body, 'remainMs', { min: 1, max: MAX_CLOCK_OFFSET_MS });
      if (remainMs === undefined) throw badRequest('remainMs is required with gameCode');
      const now = sim.devClock.nowOf(scenario);
      offset = offsetForRemaining(sim, game, remainMs, now + current) - now;
    }
    if (Math.abs(offset) > MAX_CLOCK_OFFSET_MS)
      throw badRequest('the lottery clock moves at most 366 days');
    sim.lotteryClockOffsets.set(scenario ?? GLOBAL_CLOCK, offset);
    return ok(c, clockState(sim, scenario, game), 'Lottery clock moved');
  });
  routes.delete(`${DEV_PREFIX}/clock`, (c) => {
    const offsets = c.get('sim').lotteryClockOffsets;
    const scenario = c.req.query('scenario');
    if (scenario) offsets.delete(scenario);
    else offsets.clear();
    return ok(c, null, 'Lottery clock back to real time');
  });

  return routes;
}
