import type { Db } from '../index';
import type { Count, PromotionWithEntryRow } from '../rows';

const WITH_ENTRY = `SELECT p.*, e.id AS entry_id, e.status AS entry_status, e.joined_at, e.bonus_id,
  b.status AS bonus_status
  FROM promotions p
  LEFT JOIN promotion_entries e ON e.promotion_id = p.id AND e.member_id = @memberId
  LEFT JOIN bonuses b ON b.id = e.bonus_id`;

/** Promotions with each member's entry; entries link to the bonus a reward became. */
export function promotionQueries(db: Db) {
  return {
    /** Every promotion with the member's entry (memberId 0 for a guest: no entries). */
    list: db.prepare<{ memberId: number; category: string | null }, PromotionWithEntryRow>(
      `${WITH_ENTRY} WHERE (@category IS NULL OR p.category = @category) ORDER BY p.sort, p.id`,
    ),
    byId: db.prepare<{ memberId: number; id: number }, PromotionWithEntryRow>(
      `${WITH_ENTRY} WHERE p.id = @id`,
    ),
    /** Settled valid bets of a member since a time (a join promotion's progress). */
    validBetSince: db.prepare<[memberId: number, since: number], Count>(
      "SELECT COALESCE(SUM(valid_bet), 0) AS n FROM bets WHERE member_id = ? AND status = 'SETTLED' AND bet_at >= ?",
    ),
    /** Joins once: 0 changes when the member has an entry already (a parallel join). */
    insertEntry: db.prepare<[memberId: number, promotionId: number, status: string, at: number]>(
      'INSERT OR IGNORE INTO promotion_entries (member_id, promotion_id, status, joined_at) VALUES (?, ?, ?, ?)',
    ),
    /** Links the reward's bonus once: 0 changes when the entry has one already. */
    linkBonus: db.prepare<[bonusId: number, entryId: number]>(
      'UPDATE promotion_entries SET bonus_id = ? WHERE id = ? AND bonus_id IS NULL',
    ),
    /** The platform's review of an application: 0 changes unless it is still applying. */
    reviewEntry: db.prepare<[status: string, entryId: number]>(
      "UPDATE promotion_entries SET status = ? WHERE id = ? AND status = 'applying'",
    ),
    insertBonus: db.prepare<
      [memberId: number, name: string, amount: number, status: string, at: number]
    >('INSERT INTO bonuses (member_id, name, amount, status, created_at) VALUES (?, ?, ?, ?, ?)'),
    titleById: db.prepare<[id: number], { title: string }>(
      'SELECT title FROM promotions WHERE id = ?',
    ),
    memberByAccount: db.prepare<[merchantCode: string, account: string], { id: number }>(
      'SELECT id FROM members WHERE merchant_code = ? AND account = ?',
    ),
  };
}
