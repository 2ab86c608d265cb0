import { Hono } from 'hono';
import { limitsSummary } from '../../auth/limits';
import { badRequest, ok, optionalNumber, readJson } from '../../lib/http';
import type { AppEnv } from '../../sim';
import { DEV_PREFIX } from '../../lib/devPrefix';

/** The sign-in limits: read, scale, forget. */
export function limitRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Sign-in limits: read them, scale the per-IP and overall ones, or forget every failure so far
  // (a test that tripped a limit on purpose leaves the others a clean slate).
  routes.get(`${DEV_PREFIX}/limits`, (c) => ok(c, limitsSummary(c.get('sim'))));
  routes.post(`${DEV_PREFIX}/limits`, async (c) => {
    const sim = c.get('sim');
    const scale = optionalNumber(await readJson(c), 'scale');
    if (scale === undefined || scale <= 0 || scale > 1_000_000)
      throw badRequest('scale must be a number above 0 (1 = the defaults)');
    sim.authLimits.scale = scale;
    return ok(c, limitsSummary(sim), 'Limits scaled');
  });
  routes.delete(`${DEV_PREFIX}/limits`, (c) => {
    const { changes } = c.get('sim').queries.protection.clearAllFailures.run();
    return ok(c, { forgotten: changes }, 'Failure log cleared');
  });

  return routes;
}
