import { Hono } from 'hono';
import type { AppEnv } from '../sim';

/** A route area as one app: its resources' routes, mounted in the order given. */
export function areaRoutes(...resources: Hono<AppEnv>[]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of resources) routes.route('/', resource);
  return routes;
}
