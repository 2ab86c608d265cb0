/**
 * An authenticator app for tests: the codes of a two-step sign-in key (RFC 6238 with the contract's
 * parameters), which the simulator checks as it would a real app's.
 */
import { TOTP_PARAMETERS } from '@wl/api-client';
import { Secret, TOTP } from 'otpauth';

/** One step of the codes, in ms. */
export const AUTHENTICATOR_STEP_MS = TOTP_PARAMETERS.period * 1000;

/** The code the app shows for `secret` (base32) at `at`. */
export function authenticatorCode(secret: string, at = Date.now()): string {
  return new TOTP({ ...TOTP_PARAMETERS, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  });
}

/** Six digits that no step within the platform's drift accepts now. */
export function wrongAuthenticatorCode(secret: string): string {
  const valid = [-1, 0, 1].map((step) =>
    authenticatorCode(secret, Date.now() + step * AUTHENTICATOR_STEP_MS),
  );
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code)) ?? '';
}
