import { Hono } from 'hono';
import { badRequest, ok, optionalInt, optionalString, readJson } from '../../lib/http';
import { GLOBAL_CLOCK, scenarioOf } from '../../lotteryClock';
import type { AppEnv, Sim } from '../../sim';
import { DEV_PREFIX } from '../../lib/devPrefix';

/** The dev clock moves at most this far either way (5 years and a day: a 5-year self-exclusion ends). */
export const MAX_DEV_CLOCK_OFFSET_MS = (5 * 366 + 1) * 86_400_000;

function clockState(sim: Sim, scenario: string | undefined) {
  const offsetMs = sim.devClock.offsetOf(scenario);
  const nowMs = sim.devClock.nowOf(scenario);
  return { scenario: scenario ?? null, offsetMs, nowMs, now: new Date(nowMs).toISOString() };
}

/**
 * `/__sim/now` (dev endpoints only): the simulator's clock for every rule (src/devClock.ts). GET reads
 * it (`?scenario=`), POST moves it (`{ advanceMs }` or `{ offsetMs }`, optionally `scenario`: only
 * requests with the cookie `sim-scenario=<scenario>` see it), DELETE puts it back (`?scenario=` for one).
 */
export function devClockRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(`${DEV_PREFIX}/now`, (c) =>
    ok(c, clockState(c.get('sim'), c.req.query('scenario') || scenarioOf(c))),
  );
  routes.post(`${DEV_PREFIX}/now`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const scenario = optionalString(body, 'scenario', 80) ?? scenarioOf(c);
    const range = { min: -MAX_DEV_CLOCK_OFFSET_MS, max: MAX_DEV_CLOCK_OFFSET_MS };
    const offsetMs = optionalInt(body, 'offsetMs', range);
    const advanceMs = optionalInt(body, 'advanceMs', range);
    if ((offsetMs === undefined) === (advanceMs === undefined))
      throw badRequest('give one of offsetMs or advanceMs');
    const offset = offsetMs ?? sim.devClock.offsetOf(scenario) + (advanceMs ?? 0);
    if (Math.abs(offset) > MAX_DEV_CLOCK_OFFSET_MS)
      throw badRequest('the dev clock moves at most 5 years and a day');
    sim.devClock.offsets.set(scenario ?? GLOBAL_CLOCK, offset);
    return ok(c, clockState(sim, scenario), 'Clock moved');
  });
  routes.delete(`${DEV_PREFIX}/now`, (c) => {
    const offsets = c.get('sim').devClock.offsets;
    const scenario = c.req.query('scenario');
    if (scenario) offsets.delete(scenario);
    else offsets.clear();
    return ok(c, null, 'Clock back to real time');
  });
  return routes;
}
