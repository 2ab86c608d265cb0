import { Hono } from 'hono';
import type { AppEnv } from '../../sim';
import { teamBettingRoutes } from './betting';
import { incomeRoutes } from './income';
import { teamRoutes } from './team';

/**
 * The agent centre's team pages: overview, add account, team betting, user loss, my income and account
 * details. Each needs a signed-in agent (`requireAgent`) and reads only that agent's team.
 */
export function agentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of [teamRoutes(), teamBettingRoutes(), incomeRoutes()])
    routes.route('/', resource);
  return routes;
}
