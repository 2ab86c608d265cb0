import type { Db } from '../index';
import type { Count, DomainRouteRow, Found, ResourceRow } from '../rows';

/** Wallets, the account's ledger, unread messages, resources and domain routes. */
export function accountQueries(db: Db) {
  return {
    resources: db.prepare<[], ResourceRow>('SELECT * FROM resources ORDER BY id'),
    resourceById: db.prepare<[id: number], ResourceRow>('SELECT * FROM resources WHERE id = ?'),
    domainRoutes: db.prepare<[merchantCode: string], DomainRouteRow>(
      `SELECT d.domain, d.merchant_code, d.is_primary, m.brand FROM domain_routes d JOIN merchants m ON m.code = d.merchant_code
       WHERE d.merchant_code = ? ORDER BY d.is_primary DESC, d.domain`,
    ),
    unreadMessages: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND read_at IS NULL',
    ),
    vendorExists: db.prepare<[code: string], Found>(
      'SELECT 1 AS found FROM vendors WHERE code = ?',
    ),
    /** Credits the main wallet (whole cents). */
    addBalance: db.prepare<[amountCents: number, id: number]>(
      'UPDATE members SET balance_cents = balance_cents + ? WHERE id = ?',
    ),
    /** Takes money only when the balance covers it: 0 changes otherwise (no read-then-write race). */
    debitBalance: db.prepare<[amountCents: number, id: number, amountAgain: number]>(
      'UPDATE members SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ?',
    ),
    balanceOf: db.prepare<[id: number], { balance_cents: number; points: number }>(
      'SELECT balance_cents, points FROM members WHERE id = ?',
    ),
    /** The member's vendor wallets (those ever used), in whole cents. */
    vendorWallets: db.prepare<[memberId: number], { vendor_code: string; balance_cents: number }>(
      'SELECT vendor_code, balance_cents FROM vendor_wallets WHERE member_id = ? ORDER BY rowid',
    ),
    creditVendorWallet: db.prepare<[memberId: number, vendor: string, amountCents: number]>(
      `INSERT INTO vendor_wallets (member_id, vendor_code, balance_cents) VALUES (?, ?, ?)
       ON CONFLICT (member_id, vendor_code) DO UPDATE SET balance_cents = balance_cents + excluded.balance_cents`,
    ),
    /** Takes money from a vendor wallet only when it covers it: 0 changes otherwise. */
    debitVendorWallet: db.prepare<
      [amountCents: number, memberId: number, vendor: string, amountAgain: number]
    >(
      'UPDATE vendor_wallets SET balance_cents = balance_cents - ? WHERE member_id = ? AND vendor_code = ? AND balance_cents >= ?',
    ),
    setNickname: db.prepare<[nickname: string, id: number]>(
      'UPDATE members SET nickname = ? WHERE id = ?',
    ),
    /** The member's uploaded picture replaces the last one, under a new id (its URL's version). */
    saveAvatar: db.prepare<[memberId: number, mime: string, bytes: Buffer, uploadedAt: number]>(
      'INSERT OR REPLACE INTO member_avatars (member_id, mime, bytes, uploaded_at) VALUES (?, ?, ?, ?)',
    ),
    /** The version (id) of the member's uploaded picture, if any. */
    avatarVersionOf: db.prepare<[memberId: number], { id: number }>(
      'SELECT id FROM member_avatars WHERE member_id = ?',
    ),
    /** An uploaded picture by its version, only under the account it belongs to. */
    avatarImage: db.prepare<[id: number, account: string], { mime: string; bytes: Buffer }>(
      `SELECT a.mime, a.bytes FROM member_avatars a JOIN members m ON m.id = a.member_id
       WHERE a.id = ? AND m.account = ?`,
    ),
    /** One line of a member's account record. */
    insertTransaction: db.prepare<
      [
        memberId: number,
        type: string,
        amountCents: number,
        balanceAfterCents: number,
        status: string,
        remark: string,
        createdAt: number,
      ]
    >(
      'INSERT INTO transactions (member_id, type, amount_cents, balance_after_cents, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
  };
}
