import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { exclusionRoutes } from './exclusions';
import { limitRoutes } from './limits';

export { responsibleGamingDevRoutes } from './dev';

/** Safer gambling: limits, the reality check's figures, time-outs and self-exclusions. */
export function responsibleGamingRoutes(): Hono<AppEnv> {
  return areaRoutes(limitRoutes(), exclusionRoutes());
}
