import { randomInt, timingSafeEqual } from 'node:crypto';
import { isMobileNumber } from '@wl/validation';
import { ERROR_CODES } from '../contract';
import {
  ipSubject,
  recordFailure,
  SMS_NUMBER_LIMIT,
  SMS_TRIES_PER_CODE,
  smsSubject,
  tooManyFailures,
  waitMs,
} from '../auth/limits';
import { badRequest, rateLimited, refuse } from '../lib/http';
import type { Sim } from '../sim';

export const SMS_EXPIRY_MINUTES = 5;
export const SMS_RESEND_GAP_MS = 60_000;
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

/**
 * Stores a 6-digit code in the outbox; one send per number per 60 s, none while the number and purpose
 * wait after too many wrong codes. Older codes of the number and purpose stop working.
 */
export function sendSmsCode(
  sim: Sim,
  merchantCode: string,
  dialing: string,
  mobile: string,
  purpose: SmsPurpose,
): { expiresAt: number } {
  const sms = sim.queries.verification;
  const now = sim.now();
  const last = sms.lastSmsSentAt.get(merchantCode, dialing, mobile);
  if (last && now - last.sent_at < SMS_RESEND_GAP_MS) {
    const wait = Math.ceil((SMS_RESEND_GAP_MS - (now - last.sent_at)) / 1000);
    throw rateLimited(
      `Too many requests: please wait ${wait} seconds before requesting another code`,
      wait,
    );
  }
  checkNumberWait(sim, smsSubject(merchantCode, dialing, mobile, purpose));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + SMS_EXPIRY_MINUTES * 60_000;
  const text = `Your verification code is ${code}. It expires in ${SMS_EXPIRY_MINUTES} minutes.`;
  sim.db.transaction(() => {
    sms.voidLiveSms.run(now, merchantCode, dialing, mobile, purpose);
    sms.insertSms.run(merchantCode, dialing, mobile, purpose, code, text, now, expiresAt);
  })();
  return { expiresAt };
}

function checkNumberWait(sim: Sim, subject: string): void {
  const wait = waitMs(sim, subject, SMS_NUMBER_LIMIT);
  if (wait > 0) throw tooManyFailures('Too many wrong codes for this number', wait);
}

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Uses up the code sent for `purpose` (only the newest one counts). A wrong code is a miss of the
 * number and purpose (and of the visitor's IP); the code is void after SMS_TRIES_PER_CODE misses, and
 * the number waits after SMS_NUMBER_LIMIT misses in an hour, so six digits cannot be guessed.
 */
/** True when `code` is the number's live code for the purpose; reads only (no use, no miss counted). */
export function smsCodeMatches(
  sim: Sim,
  merchantCode: string,
  dialing: string,
  mobile: string,
  purpose: SmsPurpose,
  code: string | undefined,
): boolean {
  if (!code || !/^\d{6}$/.test(code)) return false;
  const live = sim.queries.verification.liveSms.get(merchantCode, dialing, mobile, purpose);
  return Boolean(live && live.expires_at > sim.now() && sameCode(live.code, code));
}

export function consumeSmsCode(
  sim: Sim,
  merchantCode: string,
  dialing: string,
  mobile: string,
  purpose: SmsPurpose,
  code: string | undefined,
  ip: string,
): void {
  if (!code || !/^\d{6}$/.test(code))
    throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Please enter a valid verification code');
  const subject = smsSubject(merchantCode, dialing, mobile, purpose);
  checkNumberWait(sim, subject);
  const sms = sim.queries.verification;
  const now = sim.now();
  const live = sms.liveSms.get(merchantCode, dialing, mobile, purpose);
  if (live && live.expires_at <= now)
    throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code expired, please send again');
  if (live && sameCode(live.code, code) && sms.useSms.run(now, live.id).changes === 1) return;

  recordFailure(sim, subject);
  recordFailure(sim, ipSubject(ip));
  if (!live) throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code not valid or missing');
  sms.missSms.run(SMS_TRIES_PER_CODE, now, live.id);
  const left = SMS_TRIES_PER_CODE - (live.failed_attempts + 1);
  if (left <= 0) {
    throw refuse(
      ERROR_CODES.SMS_CODE_INVALID,
      'Too many wrong codes: this code no longer works, please request a new one',
    );
  }
  throw refuse(
    ERROR_CODES.SMS_CODE_INVALID,
    `Verification code not valid (${left} ${left === 1 ? 'try' : 'tries'} left)`,
  );
}
