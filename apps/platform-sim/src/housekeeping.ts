/**
 * Pruning of rows that only grow otherwise: captcha answers, the failed sign-in log, the SMS outbox,
 * expired tokens and handover codes, and trial players nobody can sign in to any more. Runs on a request at most once a
 * minute (simulator clock), so tests see it happen by moving their clock.
 */
import { ACCOUNT_LIMIT, IP_LIMIT, SMS_NUMBER_LIMIT } from './auth/limits';
import type { Sim } from './sim';
import { CAPTCHA_LIFETIME_MS } from './verification/captcha';

export const PRUNE_EVERY_MS = 60_000;
/** The SMS outbox keeps a day of messages: codes live 5 minutes, the rest is for reading in tests. */
export const SMS_OUTBOX_KEEP_MS = 24 * 3_600_000;
const FAILURE_LOG_KEEP_MS = Math.max(
  ACCOUNT_LIMIT.windowMs,
  IP_LIMIT.windowMs,
  SMS_NUMBER_LIMIT.windowMs,
);

export interface Pruned {
  failures: number;
  captchas: number;
  sms: number;
  tokens: number;
  handoverCodes: number;
  trialMembers: number;
}

/** Deletes what no limit, code, captcha or session can use any more; answers how many rows went. */
export function pruneExpired(sim: Sim): Pruned {
  const q = sim.queries.protection;
  const now = sim.now();
  return sim.db.transaction(() => {
    // a trial player lives as long as its token: afterwards nobody can sign in to it again
    const trials = q.staleTrialIds.all(now - sim.tokenTtlMs, now);
    for (const { id } of trials) {
      q.deleteTokensOf.run(id);
      q.deleteHandoverCodesOf.run(id);
      q.deleteFavouritesOf.run(id);
      q.deleteRecentsOf.run(id);
      q.deleteLotteryRecentsOf.run(id);
      q.deleteTransactionsOf.run(id);
      q.deleteMember.run(id);
    }
    return {
      failures: q.pruneFailures.run(now - FAILURE_LOG_KEEP_MS).changes,
      captchas: q.pruneCaptchas.run(now - CAPTCHA_LIFETIME_MS).changes,
      sms: q.pruneSms.run(now - SMS_OUTBOX_KEEP_MS).changes,
      tokens: q.pruneTokens.run(now).changes,
      handoverCodes: q.pruneHandoverCodes.run(now).changes,
      trialMembers: trials.length,
    };
  })();
}

/** Prunes when the last run is at least PRUNE_EVERY_MS old. */
export function pruneWhenDue(sim: Sim): void {
  const now = sim.now();
  if (now - sim.prunedAt < PRUNE_EVERY_MS) return;
  sim.prunedAt = now;
  pruneExpired(sim);
}
