import type { Db } from '../index';
import { accessQueries } from './access';
import { accountQueries } from './account';
import { agentQueries } from './agent';
import { centreQueries } from './centre';
import { contentQueries } from './content';
import { devQueries } from './dev';
import { fundsQueries } from './funds';
import { gameQueries } from './games';
import { lotteryQueries } from './lottery';
import { merchantQueries } from './merchants';
import { promotionQueries } from './promotions';
import { protectionQueries } from './protection';
import { responsibleGamingQueries } from './responsibleGaming';
import { securityQueries } from './security';
import { verificationQueries } from './verification';

const AREAS = {
  merchants: merchantQueries,
  access: accessQueries,
  verification: verificationQueries,
  account: accountQueries,
  games: gameQueries,
  content: contentQueries,
  lottery: lotteryQueries,
  centre: centreQueries,
  agent: agentQueries,
  funds: fundsQueries,
  promotions: promotionQueries,
  protection: protectionQueries,
  responsibleGaming: responsibleGamingQueries,
  security: securityQueries,
  dev: devQueries,
};

type Areas = typeof AREAS;

/**
 * Every prepared statement of the simulator, grouped by area; an area's statements are prepared when
 * a route first uses one of them (an in-process platform of a site test uses a few areas of 15).
 */
export function createQueries(db: Db): { [Area in keyof Areas]: ReturnType<Areas[Area]> } {
  const prepared: Partial<Record<keyof Areas, unknown>> = {};
  const queries = {};
  for (const area of Object.keys(AREAS) as (keyof Areas)[])
    Object.defineProperty(queries, area, {
      enumerable: true,
      get: () => (prepared[area] ??= AREAS[area](db)),
    });
  return queries as { [Area in keyof Areas]: ReturnType<Areas[Area]> };
}
export type Queries = ReturnType<typeof createQueries>;

const preparedPerDb = new WeakMap<Db, Queries>();

/**
 * The statements of a database, prepared on first use and then reused (several apps over one
 * database share them). SQLite re-prepares a statement by itself after a schema change (reset).
 */
export function queriesFor(db: Db): Queries {
  let queries = preparedPerDb.get(db);
  if (!queries) {
    queries = createQueries(db);
    preparedPerDb.set(db, queries);
  }
  return queries;
}
