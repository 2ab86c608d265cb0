import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { favouriteRoutes } from './favourites';
import { launchRoutes } from './launch';
import { lobbyRoutes } from './lobby';
import { vendorRoutes } from './vendors';
import { winnerRoutes } from './winners';

/** Lobby list, hot games, favourites, recents, vendors, rooms, launch, popup list, winners, hot matches. */
export function gameRoutes(): Hono<AppEnv> {
  return areaRoutes(
    lobbyRoutes(),
    favouriteRoutes(),
    vendorRoutes(),
    launchRoutes(),
    winnerRoutes(),
  );
}
