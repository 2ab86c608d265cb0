import type { Db } from '../index';
import type { Count, EmailRow, SmsRow } from '../rows';

/** What the `/__sim/*` test helpers read and change. */
export function devQueries(db: Db) {
  return {
    /** An unread message for a member, as the back office sends one. */
    sendMessage: db.prepare<[memberId: number, title: string, content: string, at: number]>(
      'INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, NULL, ?)',
    ),
    smsOutbox: db.prepare<[mobile: string], SmsRow>(
      'SELECT * FROM sms_outbox WHERE mobile = ? ORDER BY sent_at DESC, id DESC',
    ),
    clearSmsOutbox: db.prepare<[mobile: string]>('DELETE FROM sms_outbox WHERE mobile = ?'),
    emailOutbox: db.prepare<[email: string], EmailRow>(
      'SELECT merchant_code AS merchantCode, email, subject, body, sent_at AS sentAt FROM email_outbox WHERE email = ? COLLATE NOCASE ORDER BY id DESC',
    ),
    expireToken: db.prepare<[at: number, tokenHash: string]>(
      'UPDATE tokens SET expires_at = ? WHERE token_hash = ?',
    ),
    expireMemberTokens: db.prepare<[at: number, merchantCode: string, account: string]>(
      'UPDATE tokens SET expires_at = ? WHERE member_id IN (SELECT id FROM members WHERE merchant_code = ? AND account = ?)',
    ),

    // the bulk vendor of `/__sim/games/bulk`
    vendorGameCount: db.prepare<[vendor: string], Count>(
      'SELECT COUNT(*) AS n FROM games WHERE vendor_code = ?',
    ),
    nextVendorSort: db.prepare<[], { sort: number; card: number }>(
      'SELECT COALESCE(MAX(sort), 0) + 1 AS sort, COALESCE(MAX(card_id), 100) + 1 AS card FROM vendors',
    ),
    insertVendor: db.prepare<
      [
        code: string,
        gameType: string,
        name: string,
        accountTypeName: string,
        cardId: number,
        sort: number,
      ]
    >(
      'INSERT INTO vendors (code, game_type, display_name, account_type_name, card_id, is_hot, is_esports, sort) VALUES (?, ?, ?, ?, ?, 0, 0, ?)',
    ),
    insertGame: db.prepare<
      [
        id: number,
        nodeId: number,
        vendor: string,
        gameType: string,
        name: string,
        classify: string,
        minBet: number,
        supportPlay: number,
        isHot: number,
        isNew: number,
        sort: number,
      ]
    >(
      "INSERT INTO games (id, node_id, vendor_code, game_type, name, classify, min_bet, support_play, is_hot, is_new, is_vassalage, sort, launch_answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 'game_url')",
    ),
    deleteFavouritesOfVendor: db.prepare<[vendor: string]>(
      'DELETE FROM favourites WHERE game_id IN (SELECT id FROM games WHERE vendor_code = ?)',
    ),
    deleteRecentsOfVendor: db.prepare<[vendor: string]>(
      'DELETE FROM recents WHERE game_id IN (SELECT id FROM games WHERE vendor_code = ?)',
    ),
    deleteGamesOfVendor: db.prepare<[vendor: string]>('DELETE FROM games WHERE vendor_code = ?'),
    deleteVendor: db.prepare<[vendor: string]>('DELETE FROM vendors WHERE code = ?'),
  };
}
