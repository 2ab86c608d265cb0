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
    /** Codes of that number and purpose still waiting to be used: a new send voids them. */
    voidLiveSms: db.prepare<
      [voidedAt: number, merchantCode: string, dialingCode: string, mobile: string, purpose: string]
    >(
      `UPDATE sms_outbox SET voided_at = ? WHERE merchant_code = ? AND dialing_code = ? AND mobile = ? AND purpose = ?
       AND used_at IS NULL AND voided_at IS NULL`,
    ),
    /** The code that counts for that number and purpose: the newest one neither used nor voided. */
    liveSms: db.prepare<
      [merchantCode: string, dialingCode: string, mobile: string, purpose: string],
      { id: number; code: string; expires_at: number; failed_attempts: number }
    >(
      `SELECT id, code, expires_at, failed_attempts FROM sms_outbox
       WHERE merchant_code = ? AND dialing_code = ? AND mobile = ? AND purpose = ? AND used_at IS NULL AND voided_at IS NULL
       ORDER BY sent_at DESC, id DESC LIMIT 1`,
    ),
    /** Uses a code once: 0 changes when another request used or voided it first. */
    useSms: db.prepare<[usedAt: number, id: number]>(
      'UPDATE sms_outbox SET used_at = ? WHERE id = ? AND used_at IS NULL AND voided_at IS NULL',
    ),
    /** Counts a wrong try; the try that reaches the limit voids the code. */
    missSms: db.prepare<[limit: number, voidedAt: number, id: number]>(
      `UPDATE sms_outbox SET failed_attempts = failed_attempts + 1,
       voided_at = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE voided_at END WHERE id = ?`,
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
