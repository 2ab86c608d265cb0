/**
 * Authenticator codes (TOTP, RFC 6238) with the parameters every app understands: SHA-1, 6 digits,
 * 30-second steps, a drift of one step either way (`TOTP_PARAMETERS` of the contract). A code is taken
 * once: the step it matched is remembered, and only a later step is accepted after it.
 */
import { Secret, TOTP } from 'otpauth';
import { TOTP_PARAMETERS } from '../contract';

/** 160 random bits, the size RFC 4226 recommends for an HMAC-SHA-1 key, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: TOTP_PARAMETERS.algorithm,
    digits: TOTP_PARAMETERS.digits,
    period: TOTP_PARAMETERS.period,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://totp/<issuer>:<account>?secret=...&issuer=...` address an app scans. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totp(secret, issuer, account).toString();
}

/** The step (30-second counter) a time falls in. */
export const totpStep = (at: number): number =>
  TOTP.counter({ period: TOTP_PARAMETERS.period, timestamp: at });

/** The code of a step (tests, and the simulator's own checks). */
export function totpCode(secret: string, at: number): string {
  return totp(secret).generate({ timestamp: at });
}

/** A code is six digits; spaces a player typed between the groups are dropped. */
export function normaliseCode(code: string): string | null {
  const digits = code.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_PARAMETERS.digits}}$`).test(digits) ? digits : null;
}

/** The step a code matches at `at` (within the drift), or null. */
export function matchingStep(secret: string, code: string, at: number): number | null {
  const digits = normaliseCode(code);
  if (!digits) return null;
  const delta = totp(secret).validate({
    token: digits,
    timestamp: at,
    window: TOTP_PARAMETERS.window,
  });
  return delta === null ? null : totpStep(at) + delta;
}
