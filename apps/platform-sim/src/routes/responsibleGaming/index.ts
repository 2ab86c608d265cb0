import { Hono } from 'hono';
import type { AppEnv } from '../../sim';
import { exclusionRoutes } from './exclusions';
import { limitRoutes } from './limits';

export { responsibleGamingDevRoutes } from './dev';

/** Safer gambling: limits, the reality check's figures, time-outs and self-exclusions. */
export function responsibleGamingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of [limitRoutes(), exclusionRoutes()]) routes.route('/', resource);
  return routes;
}
