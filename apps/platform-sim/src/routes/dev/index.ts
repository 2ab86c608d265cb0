import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { bulkGameRoutes } from './bulkGames';
import { faultRoutes } from './faults';
import { limitRoutes } from './limits';
import { lotteryClockRoutes } from './lotteryClock';
import { outboxRoutes } from './outbox';
import { platformStateRoutes } from './platformState';

export { DROPPED_FAULT_HEADER, faultMiddleware } from './faults';
export { devClockRoutes } from './now';

/** `/__sim/*`: test helpers that reveal secrets (SMS codes, captcha answers); mounted only when enabled. */
export function devRoutes(): Hono<AppEnv> {
  return areaRoutes(
    outboxRoutes(),
    limitRoutes(),
    faultRoutes(),
    lotteryClockRoutes(),
    bulkGameRoutes(),
    platformStateRoutes(),
  );
}
