import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { memberRoutes } from './member';
import { siteRoutes } from './site';
import { walletRoutes } from './wallets';

/** Member info, whitelabel tree, site status, domain routes, wallets, unread count and resources. */
export function accountRoutes(): Hono<AppEnv> {
  return areaRoutes(memberRoutes(), siteRoutes(), walletRoutes());
}
