import { randomInt } from 'node:crypto';
import { isMobileNumber } from '@wl/validation';
import type { Sim } from '../context';
import { badRequest, rateLimited, refuse } from '../lib/http';
import { ERROR_CODES } from '../contract';
import { newCaptchaAnswer } from '../lib/captcha';

export const SMS_EXPIRY_MINUTES = 5;
export const SMS_RESEND_GAP_MS = 60_000;
export const CAPTCHA_REFRESH_GAP_MS = 1000;
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;
export const DEFAULT_DIALING_CODE = '84';

export type SmsPurpose = 'login' | 'register' | 'password';

/** Normalises a mobile number (digits only) and its dialing code, refusing malformed input. */
export function parseMobile(
  rawMobile: string | undefined,
  rawDialing: string | undefined,
): { mobile: string; dialing: string } {
  if (!rawMobile) throw badRequest('Please enter a valid mobile number');
  const mobile = rawMobile.replace(/[\s-]/g, '');
  if (!isMobileNumber(mobile)) throw badRequest('Please enter a valid mobile number');
  const dialing = (rawDialing ?? DEFAULT_DIALING_CODE).replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(dialing)) throw badRequest('countryDialingCode must be 1 to 4 digits');
  return { mobile, dialing };
}

/** Stores a 6-digit code in the outbox; one send per number per 60 s. */
export function sendSmsCode(
  sim: Sim,
  merchantCode: string,
  dialing: string,
  mobile: string,
  purpose: SmsPurpose,
): { expiresAt: number } {
  const now = sim.now();
  const last = sim.db
    .prepare(
      'SELECT sent_at FROM sms_outbox WHERE merchant_code = ? AND dialing_code = ? AND mobile = ? ORDER BY sent_at DESC LIMIT 1',
    )
    .get(merchantCode, dialing, mobile) as { sent_at: number } | undefined;
  if (last && now - last.sent_at < SMS_RESEND_GAP_MS) {
    const wait = Math.ceil((SMS_RESEND_GAP_MS - (now - last.sent_at)) / 1000);
    throw rateLimited(
      `Too many requests: please wait ${wait} seconds before requesting another code`,
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + SMS_EXPIRY_MINUTES * 60_000;
  sim.db
    .prepare(
      'INSERT INTO sms_outbox (merchant_code, dialing_code, mobile, purpose, code, text, sent_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      merchantCode,
      dialing,
      mobile,
      purpose,
      code,
      `Your verification code is ${code}. It expires in ${SMS_EXPIRY_MINUTES} minutes.`,
      now,
      expiresAt,
    );
  return { expiresAt };
}

/** Uses up a code sent for `purpose`; refuses a wrong, used or expired one. */
export function consumeSmsCode(
  sim: Sim,
  merchantCode: string,
  dialing: string,
  mobile: string,
  purpose: SmsPurpose,
  code: string | undefined,
): void {
  if (!code || !/^\d{6}$/.test(code))
    throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Please enter a valid verification code');
  const row = sim.db
    .prepare(
      `SELECT id, expires_at FROM sms_outbox WHERE merchant_code = ? AND dialing_code = ? AND mobile = ? AND purpose = ? AND code = ? AND used_at IS NULL
       ORDER BY sent_at DESC LIMIT 1`,
    )
    .get(merchantCode, dialing, mobile, purpose, code) as
    { id: number; expires_at: number } | undefined;
  if (!row) throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code not valid or missing');
  if (row.expires_at <= sim.now())
    throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code expired, please send again');
  sim.db.prepare('UPDATE sms_outbox SET used_at = ? WHERE id = ?').run(sim.now(), row.id);
}

export function validCaptchaKey(key: string | undefined): string {
  if (!key || !/^[A-Za-z0-9-]{8,64}$/.test(key))
    throw badRequest('key must be 8 to 64 letters, digits or dashes (a uuid)');
  return key;
}

/** A new answer for the key; refreshing the same key more than once a second is refused. */
export function newCaptcha(sim: Sim, key: string): string {
  const now = sim.now();
  const existing = sim.db
    .prepare('SELECT created_at FROM captchas WHERE captcha_key = ?')
    .get(key) as { created_at: number } | undefined;
  if (existing && now - existing.created_at < CAPTCHA_REFRESH_GAP_MS)
    throw rateLimited('Captcha refreshed too quickly: wait one second');
  const answer = newCaptchaAnswer();
  sim.db
    .prepare('INSERT OR REPLACE INTO captchas (captcha_key, answer, created_at) VALUES (?, ?, ?)')
    .run(key, answer, now);
  return answer;
}

/** Checks and uses up a captcha answer (one attempt per image). */
export function checkCaptcha(
  sim: Sim,
  key: string | undefined,
  answer: string | undefined,
  captchaFlag = false,
): void {
  const value = captchaFlag ? { captcha: true } : null;
  if (!key || !answer)
    throw refuse(ERROR_CODES.CAPTCHA_REQUIRED, 'Please enter the captcha', value);
  const row = sim.db
    .prepare('SELECT answer, created_at FROM captchas WHERE captcha_key = ?')
    .get(key) as { answer: string; created_at: number } | undefined;
  sim.db.prepare('DELETE FROM captchas WHERE captcha_key = ?').run(key);
  if (!row || sim.now() - row.created_at > CAPTCHA_LIFETIME_MS || row.answer !== answer.trim()) {
    throw refuse(ERROR_CODES.CAPTCHA_INVALID, 'The captcha is incorrect, please try again', value);
  }
}
