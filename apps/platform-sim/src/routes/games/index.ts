import { Hono } from 'hono';
import type { AppEnv } from '../../sim';
import { favouriteRoutes } from './favourites';
import { launchRoutes } from './launch';
import { lobbyRoutes } from './lobby';
import { vendorRoutes } from './vendors';
import { winnerRoutes } from './winners';

/** Lobby list, hot games, favourites, recents, vendors, rooms, launch, popup list, winners, hot matches. */
export function gameRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of [
    lobbyRoutes(),
    favouriteRoutes(),
    vendorRoutes(),
    launchRoutes(),
    winnerRoutes(),
  ])
    routes.route('/', resource);
  return routes;
}
