import { randomInt } from 'node:crypto';
import { isMobileNumber } from '@wl/validation';
import { ERROR_CODES } from '../contract';
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

/** Stores a 6-digit code in the outbox; one send per number per 60 s. */
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
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + SMS_EXPIRY_MINUTES * 60_000;
  const text = `Your verification code is ${code}. It expires in ${SMS_EXPIRY_MINUTES} minutes.`;
  sms.insertSms.run(merchantCode, dialing, mobile, purpose, code, text, now, expiresAt);
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
  const row = sim.queries.verification.unusedSms.get(merchantCode, dialing, mobile, purpose, code);
  if (!row) throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code not valid or missing');
  if (row.expires_at <= sim.now())
    throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code expired, please send again');
  sim.queries.verification.useSms.run(sim.now(), row.id);
}
