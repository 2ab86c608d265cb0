import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { agentCentreRoutes } from './agentCentre';
import { contractRoutes } from './contracts';
import { messageRoutes } from './messages';
import { missionRoutes } from './missions';
import { pointRoutes } from './points';
import { recordRoutes } from './records';

/** Member centre records, bonuses, messages, missions and contracts; agent centre; points mall. */
export function centreRoutes(): Hono<AppEnv> {
  return areaRoutes(
    recordRoutes(),
    messageRoutes(),
    missionRoutes(),
    contractRoutes(),
    agentCentreRoutes(),
    pointRoutes(),
  );
}
