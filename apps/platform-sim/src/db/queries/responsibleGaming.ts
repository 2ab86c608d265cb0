import type { Db } from '../index';

export interface RgLimitRow {
  member_id: number;
  kind: string;
  period: string;
  /** whole cents, or minutes for the session limit */
  amount: number;
  anchor_at: number;
  pending_amount: number | null;
  pending_removal: number;
  pending_requested_at: number | null;
  pending_effective_at: number | null;
}

export interface RgSettingsRow {
  member_id: number;
  reality_check_minutes: number | null;
  prompt_answer: string | null;
  prompt_answered_at: number | null;
}

export interface RgExclusionRow {
  id: number;
  person_id: number;
  merchant_code: string;
  kind: string;
  period: string;
  started_at: number;
  ends_at: number | null;
  return_requested_at: number | null;
  returns_at: number | null;
}

type Window = { memberId: number; start: number; end: number };

/** People across brands, limits and what they count. */
function countingQueries(db: Db) {
  return {
    personOf: db.prepare<[memberId: number], { person_id: number }>(
      'SELECT person_id FROM rg_person_accounts WHERE member_id = ?',
    ),
    insertPerson: db.prepare<[operator: string]>('INSERT INTO rg_people (operator) VALUES (?)'),
    linkAccount: db.prepare<[memberId: number, personId: number]>(
      'INSERT INTO rg_person_accounts (member_id, person_id) VALUES (?, ?)',
    ),
    /** Every account of the person, on every brand of its operator. */
    accountsOf: db.prepare<[personId: number], { member_id: number; merchant_code: string }>(
      `SELECT a.member_id, m.merchant_code FROM rg_person_accounts a JOIN members m ON m.id = a.member_id
       WHERE a.person_id = ? ORDER BY m.merchant_code`,
    ),

    limitsOf: db.prepare<[memberId: number], RgLimitRow>(
      'SELECT * FROM rg_limits WHERE member_id = ? ORDER BY kind, period',
    ),
    limit: db.prepare<[memberId: number, kind: string, period: string], RgLimitRow>(
      'SELECT * FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?',
    ),
    insertLimit: db.prepare<
      [memberId: number, kind: string, period: string, amount: number, anchorAt: number]
    >('INSERT INTO rg_limits (member_id, kind, period, amount, anchor_at) VALUES (?, ?, ?, ?, ?)'),
    /** Applies an amount at once and forgets any pending change. */
    setLimit: db.prepare<[amount: number, memberId: number, kind: string, period: string]>(
      `UPDATE rg_limits SET amount = ?, pending_amount = NULL, pending_removal = 0,
         pending_requested_at = NULL, pending_effective_at = NULL
       WHERE member_id = ? AND kind = ? AND period = ?`,
    ),
    setPending: db.prepare<
      [
        pendingAmount: number | null,
        removal: number,
        requestedAt: number,
        effectiveAt: number,
        memberId: number,
        kind: string,
        period: string,
      ]
    >(
      `UPDATE rg_limits SET pending_amount = ?, pending_removal = ?, pending_requested_at = ?, pending_effective_at = ?
       WHERE member_id = ? AND kind = ? AND period = ?`,
    ),
    clearPending: db.prepare<[memberId: number, kind: string, period: string]>(
      `UPDATE rg_limits SET pending_amount = NULL, pending_removal = 0, pending_requested_at = NULL,
         pending_effective_at = NULL WHERE member_id = ? AND kind = ? AND period = ?`,
    ),
    deleteLimit: db.prepare<[memberId: number, kind: string, period: string]>(
      'DELETE FROM rg_limits WHERE member_id = ? AND kind = ? AND period = ?',
    ),

    /** Gross deposits of a window in cents: every order but the failed ones, pending included. */
    depositedCents: db.prepare<Window, { cents: number }>(
      `SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM deposit_orders
       WHERE member_id = @memberId AND status <> 'FAILED' AND created_at >= @start AND created_at < @end`,
    ),
    /** Stakes and wins of a window in cents. */
    betTotals: db.prepare<Window, { stakes: number; wins: number }>(
      `SELECT CAST(ROUND(COALESCE(SUM(bet_amount), 0) * 100) AS INTEGER) AS stakes,
              CAST(ROUND(COALESCE(SUM(win_amount), 0) * 100) AS INTEGER) AS wins
       FROM bets WHERE member_id = @memberId AND bet_at >= @start AND bet_at < @end`,
    ),
    insertBet: db.prepare<{
      memberId: number;
      gameId: number;
      stake: number;
      win: number;
      betAt: number;
    }>(
      `INSERT INTO bets (member_id, game_id, bet_amount, valid_bet, win_amount, status, bet_at)
       VALUES (@memberId, @gameId, @stake, @stake, @win, 'SETTLED', @betAt)`,
    ),
  };
}

/** Settings, exclusions and the sessions they end. */
function settingQueries(db: Db) {
  return {
    firstGameId: db.prepare<[], { id: number }>('SELECT MIN(id) AS id FROM games'),

    settingsOf: db.prepare<[memberId: number], RgSettingsRow>(
      'SELECT * FROM rg_settings WHERE member_id = ?',
    ),
    setRealityCheck: db.prepare<[memberId: number, minutes: number]>(
      `INSERT INTO rg_settings (member_id, reality_check_minutes) VALUES (?, ?)
       ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes`,
    ),
    answerPrompt: db.prepare<[memberId: number, answer: string, at: number]>(
      `INSERT INTO rg_settings (member_id, prompt_answer, prompt_answered_at) VALUES (?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET prompt_answer = excluded.prompt_answer,
         prompt_answered_at = excluded.prompt_answered_at`,
    ),
    depositCount: db.prepare<[memberId: number], { n: number }>(
      'SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ?',
    ),

    /** The person's exclusions, the one ending last first (an indefinite one before any other). */
    exclusionsOf: db.prepare<[personId: number], RgExclusionRow>(
      `SELECT * FROM rg_exclusions WHERE person_id = ?
       ORDER BY ends_at IS NULL DESC, ends_at DESC, id DESC`,
    ),
    insertExclusion: db.prepare<
      [
        personId: number,
        merchantCode: string,
        kind: string,
        period: string,
        startedAt: number,
        endsAt: number | null,
      ]
    >(
      `INSERT INTO rg_exclusions (person_id, merchant_code, kind, period, started_at, ends_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    requestReturn: db.prepare<[requestedAt: number, returnsAt: number, id: number]>(
      'UPDATE rg_exclusions SET return_requested_at = ?, returns_at = ? WHERE id = ? AND return_requested_at IS NULL',
    ),

    /** Dev: forget every limit and exclusion of the accounts of that name, on every merchant. */
    forgetAccount: (account: string) => {
      const ids = db
        .prepare<[string], { id: number }>('SELECT id FROM members WHERE account = ?')
        .all(account)
        .map((row) => row.id);
      db.transaction(() => {
        for (const id of ids) {
          db.prepare('DELETE FROM rg_limits WHERE member_id = ?').run(id);
          db.prepare(
            'DELETE FROM rg_exclusions WHERE person_id IN (SELECT person_id FROM rg_person_accounts WHERE member_id = ?)',
          ).run(id);
          db.prepare('UPDATE rg_settings SET reality_check_minutes = NULL WHERE member_id = ?').run(
            id,
          );
        }
      })();
      return ids.length;
    },

    /** The session a token opened: when it started and when it ends. */
    session: db.prepare<[tokenHash: string], { created_at: number; expires_at: number }>(
      'SELECT created_at, expires_at FROM tokens WHERE token_hash = ?',
    ),
    /** Ends every live session of the member, and what was minted from them. */
    revokeSessions: db.prepare<[at: number, memberId: number]>(
      'UPDATE tokens SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL',
    ),
    deleteHandoverCodes: db.prepare<[memberId: number]>(
      'DELETE FROM handover_codes WHERE member_id = ?',
    ),
    /** A lower session limit applies to the sessions already open. */
    capSessions: db.prepare<[limitMs: number, memberId: number, now: number]>(
      `UPDATE tokens SET expires_at = MIN(expires_at, created_at + ?)
       WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ?`,
    ),
  };
}

/** Safer gambling: people across brands, limits and what they count, settings, exclusions. */
export function responsibleGamingQueries(db: Db) {
  return { ...countingQueries(db), ...settingQueries(db) };
}
