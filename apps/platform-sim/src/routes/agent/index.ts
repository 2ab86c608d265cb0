import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { teamBettingRoutes } from './betting';
import { incomeRoutes } from './income';
import { teamRoutes } from './team';

/**
 * The agent centre's team pages: overview, add account, team betting, user loss, my income and account
 * details. Each needs a signed-in agent (`requireAgent`) and reads only that agent's team.
 */
export function agentRoutes(): Hono<AppEnv> {
  return areaRoutes(teamRoutes(), teamBettingRoutes(), incomeRoutes());
}
