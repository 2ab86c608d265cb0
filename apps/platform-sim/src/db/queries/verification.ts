import type { Db } from '../index';
import type { CaptchaRow } from '../rows';

/** The SMS outbox and captcha answers. */
export function verificationQueries(db: Db) {
  return {
    lastSmsSentAt: db.prepare<
      [merchantCode: string, dialingCode: string, mobile: string],
      { sent_at: number }
    >(
      'SELECT sent_at FROM sms_outbox WHERE merchant_code = ? AND dialing_code = ? AND mobile = ? ORDER BY sent_at DESC LIMIT 1',
    ),
    insertSms: db.prepare<
      [
        merchantCode: string,
        dialingCode: string,
        mobile: string,
        purpose: string,
        code: string,
        text: string,
        sentAt: number,
        expiresAt: number,
      ]
    >(
      'INSERT INTO sms_outbox (merchant_code, dialing_code, mobile, purpose, code, text, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    /** The newest unused code of that number, purpose and value. */
    unusedSms: db.prepare<
      [merchantCode: string, dialingCode: string, mobile: string, purpose: string, code: string],
      { id: number; expires_at: number }
    >(
      `SELECT id, expires_at FROM sms_outbox WHERE merchant_code = ? AND dialing_code = ? AND mobile = ? AND purpose = ? AND code = ? AND used_at IS NULL
       ORDER BY sent_at DESC LIMIT 1`,
    ),
    useSms: db.prepare<[usedAt: number, id: number]>(
      'UPDATE sms_outbox SET used_at = ? WHERE id = ?',
    ),

    captchaCreatedAt: db.prepare<[key: string], { created_at: number }>(
      'SELECT created_at FROM captchas WHERE captcha_key = ?',
    ),
    captcha: db.prepare<[key: string], CaptchaRow>(
      'SELECT answer, created_at FROM captchas WHERE captcha_key = ?',
    ),
    saveCaptcha: db.prepare<[key: string, answer: string, createdAt: number]>(
      'INSERT OR REPLACE INTO captchas (captcha_key, answer, created_at) VALUES (?, ?, ?)',
    ),
    deleteCaptcha: db.prepare<[key: string]>('DELETE FROM captchas WHERE captcha_key = ?'),
  };
}
