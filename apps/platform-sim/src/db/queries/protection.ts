import type { Db } from '../index';

/** The failed sign-in log the limits slide over, and the pruning of rows nobody needs any more. */
export function protectionQueries(db: Db) {
  return {
    recordFailure: db.prepare<[subject: string, failedAt: number]>(
      'INSERT INTO auth_failures (subject, failed_at) VALUES (?, ?)',
    ),
    /** Failures of one subject since a time, and the newest one (backoff counts from it). */
    failuresSince: db.prepare<[subject: string, since: number], { n: number; last: number | null }>(
      'SELECT COUNT(*) AS n, MAX(failed_at) AS last FROM auth_failures WHERE subject = ? AND failed_at > ?',
    ),
    /** Failures of every subject starting with a prefix (e.g. every IP) since a time. */
    failuresWithPrefixSince: db.prepare<[since: number, prefix: string], { n: number }>(
      "SELECT COUNT(*) AS n FROM auth_failures WHERE failed_at > ? AND subject LIKE ? || '%'",
    ),
    forgetFailure: db.prepare<[id: number]>('DELETE FROM auth_failures WHERE id = ?'),
    clearFailures: db.prepare<[subject: string]>('DELETE FROM auth_failures WHERE subject = ?'),
    clearAllFailures: db.prepare('DELETE FROM auth_failures'),

    pruneFailures: db.prepare<[before: number]>('DELETE FROM auth_failures WHERE failed_at < ?'),
    pruneCaptchas: db.prepare<[before: number]>('DELETE FROM captchas WHERE created_at < ?'),
    pruneSms: db.prepare<[before: number]>('DELETE FROM sms_outbox WHERE sent_at < ?'),
    pruneTokens: db.prepare<[before: number]>('DELETE FROM tokens WHERE expires_at < ?'),
    pruneHandoverCodes: db.prepare<[now: number]>(
      'DELETE FROM handover_codes WHERE expires_at <= ?',
    ),
    /**
     * Trial players (agent flag 4) without a live session, created before a time: free play makes a
     * member per click and nobody can sign in to one again once its token is gone.
     */
    staleTrialIds: db.prepare<[createdBefore: number, now: number], { id: number }>(
      `SELECT m.id FROM members m WHERE m.type = 4 AND m.created_at < ?
       AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.member_id = m.id AND t.revoked_at IS NULL AND t.expires_at > ?)`,
    ),
    deleteTokensOf: db.prepare<[memberId: number]>('DELETE FROM tokens WHERE member_id = ?'),
    deleteHandoverCodesOf: db.prepare<[memberId: number]>(
      'DELETE FROM handover_codes WHERE member_id = ?',
    ),
    deleteFavouritesOf: db.prepare<[memberId: number]>(
      'DELETE FROM favourites WHERE member_id = ?',
    ),
    deleteRecentsOf: db.prepare<[memberId: number]>('DELETE FROM recents WHERE member_id = ?'),
    deleteLotteryRecentsOf: db.prepare<[memberId: number]>(
      'DELETE FROM lottery_recents WHERE member_id = ?',
    ),
    deleteTransactionsOf: db.prepare<[memberId: number]>(
      'DELETE FROM transactions WHERE member_id = ?',
    ),
    deleteMember: db.prepare<[id: number]>('DELETE FROM members WHERE id = ?'),
  };
}
