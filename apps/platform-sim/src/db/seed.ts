import type Database from 'better-sqlite3';
import { createPrng } from '../lib/prng';
import { seedAgentTeams } from './seeders/agents';
import { seedFunds } from './seeders/funds';
import { seedResponsibleGaming } from './seeders/responsibleGaming';
import { seedContent } from './seeders/content';
import { seedGames } from './seeders/games';
import { seedLotteries } from './seeders/lottery';
import { seedMembers, seedPointRewards } from './seeders/members';
import { seedMerchants } from './seeders/merchants';
import { seedHash } from './seeders/seedHash';

export { AGENT_AFFILIATE_CODE, SEEDED_ACCOUNTS } from './data/accounts';

export const SEED = 20250101;
const DAY = 86_400_000;
/** Passwords older than this are expired (only enforced with PWDEXPFORCECHANGE3). */
export const PASSWORD_MAX_AGE_MS = 90 * DAY;

/** Fills an empty database; deterministic apart from timestamps (relative to `now`) and password salts. */
export function seed(db: Database.Database, now: number): void {
  const prng = createPrng(SEED);
  db.transaction(() => {
    // One seeder per area, in this order: they draw from one PRNG, and later ones read earlier rows.
    seedMerchants(db);
    const gameIds = seedGames(db, prng);
    seedContent(db, prng, now, gameIds);
    seedLotteries(db, prng);
    seedPointRewards(db);
    seedMembers(db, prng, now, gameIds);
    seedFunds(db, now);
    seedAgentTeams(db, now, seedHash);
    seedResponsibleGaming(db, now, seedHash);
  })();
}
