import { getCookie } from 'hono/cookie';
import { SCENARIO_COOKIE, type Ctx, type Sim } from './sim';

/** Offsets key of the clock every visitor sees (a scenario's own offset overrides it). */
export const GLOBAL_CLOCK = '';

/** The test scenario named by the request's cookie (dev endpoints only). */
export function scenarioOf(c: Ctx): string | undefined {
  return c.get('sim').devEndpoints ? getCookie(c, SCENARIO_COOKIE) : undefined;
}

/** How far the lottery clock of a scenario (or every visitor's) is moved from the simulator's clock. */
export function lotteryOffset(sim: Sim, scenario: string | undefined): number {
  const own = scenario === undefined ? undefined : sim.lotteryClockOffsets.get(scenario);
  return own ?? sim.lotteryClockOffsets.get(GLOBAL_CLOCK) ?? 0;
}

/**
 * Now, as the lottery draws see it: the simulator's clock plus the offset a test set with
 * `/__sim/clock`, so a draw can close and reopen within seconds. Only the lottery routes use it.
 */
export function lotteryNow(c: Ctx): number {
  const sim = c.get('sim');
  return sim.now() + lotteryOffset(sim, scenarioOf(c));
}
