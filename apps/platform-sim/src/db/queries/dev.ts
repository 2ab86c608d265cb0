import type { Db } from '../index';
import type { EmailRow, SmsRow } from '../rows';

/** What the `/__sim/*` test helpers read and change. */
export function devQueries(db: Db) {
  return {
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
  };
}
