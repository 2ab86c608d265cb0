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
import { verificationQueries } from './verification';

/** Every prepared statement of the simulator, grouped by area. */
export function createQueries(db: Db) {
  return {
    merchants: merchantQueries(db),
    access: accessQueries(db),
    verification: verificationQueries(db),
    account: accountQueries(db),
    games: gameQueries(db),
    content: contentQueries(db),
    lottery: lotteryQueries(db),
    centre: centreQueries(db),
    agent: agentQueries(db),
    funds: fundsQueries(db),
    promotions: promotionQueries(db),
    protection: protectionQueries(db),
    responsibleGaming: responsibleGamingQueries(db),
    dev: devQueries(db),
  };
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
