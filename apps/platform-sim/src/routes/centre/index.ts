import { Hono } from 'hono';
import type { AppEnv } from '../../sim';
import { agentCentreRoutes } from './agentCentre';
import { contractRoutes } from './contracts';
import { messageRoutes } from './messages';
import { missionRoutes } from './missions';
import { pointRoutes } from './points';
import { recordRoutes } from './records';

/** Member centre records, bonuses, messages, missions and contracts; agent centre; points mall. */
export function centreRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of [
    recordRoutes(),
    messageRoutes(),
    missionRoutes(),
    contractRoutes(),
    agentCentreRoutes(),
    pointRoutes(),
  ])
    routes.route('/', resource);
  return routes;
}
