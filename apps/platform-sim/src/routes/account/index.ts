import { Hono } from 'hono';
import type { AppEnv } from '../../sim';
import { memberRoutes } from './member';
import { siteRoutes } from './site';
import { walletRoutes } from './wallets';

/** Member info, whitelabel tree, site status, domain routes, wallets, unread count and resources. */
export function accountRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of [memberRoutes(), siteRoutes(), walletRoutes()])
    routes.route('/', resource);
  return routes;
}
