/**
 * Two-step sign-in: the member's authenticator key (auth/totp.ts), the recovery codes and the ticket
 * between a sign-in's first step and its code. Every code checked anywhere (sign-in, turning it on or
 * off, a new set of recovery codes) counts its misses twice: under the account's sign-in limit (the
 * password's), and under its own limit, 5 misses in an hour and the account waits. A correct
 * password clears the first, never the second, so knowing the password buys no more guesses.
 */
import { randomInt } from 'node:crypto';
import { ERROR_CODES, RECOVERY_CODE_COUNT, type TwoFactorChallenge } from '../contract';
import type { MemberRow } from '../db/rows';
import { refuse } from '../lib/http';
import { newToken, sha256 } from '../lib/security';
import type { Sim } from '../sim';
import { accountSubject, recordFailure, tooManyFailures, waitMs, type WindowLimit } from './limits';
import { matchingStep } from './totp';

const MINUTE = 60_000;

/** Wrong codes of an account: after 5 in an hour, a wait of 15 minutes, doubling up to an hour. */
export const TWO_FACTOR_LIMIT: Omit<WindowLimit, 'captchaAfter'> = {
  windowMs: 60 * MINUTE,
  lockAfter: 5,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
};
export const twoFactorSubject = (merchantCode: string, account: string): string =>
  `2fa:${merchantCode}:${account.toLowerCase()}`;

/** How long the second step may follow the first. */
export const SIGN_IN_TICKET_TTL_MS = 5 * MINUTE;

export const WRONG_CODE_MESSAGE = 'The code is wrong or has expired, please try again';
const WAIT_WHAT = 'Too many wrong codes for this account';

/** True when the member has two-step sign-in on (a key confirmed with a first code). */
export function twoFactorOn(sim: Sim, memberId: number): boolean {
  return sim.queries.security.totpOf.get(memberId)?.enabled_at != null;
}

/** Refuses (429) while the account waits after too many wrong codes. */
export function checkTwoFactorWait(sim: Sim, member: MemberRow): void {
  const wait = waitMs(
    sim,
    twoFactorSubject(member.merchant_code, member.account),
    TWO_FACTOR_LIMIT,
  );
  if (wait > 0) throw tooManyFailures(WAIT_WHAT, wait);
}

/** A miss: counted under both limits; the miss that starts the wait answers it (429). */
function wrongCode(sim: Sim, member: MemberRow): never {
  const subject = twoFactorSubject(member.merchant_code, member.account);
  recordFailure(sim, subject);
  recordFailure(sim, accountSubject(member.merchant_code, member.account));
  const wait = waitMs(sim, subject, TWO_FACTOR_LIMIT);
  if (wait > 0) throw tooManyFailures(WAIT_WHAT, wait);
  throw refuse(ERROR_CODES.TWO_FACTOR_INVALID, WRONG_CODE_MESSAGE);
}

/** A ticket for the second step of a sign-in whose first step passed; only its hash is kept. */
export function issueSignInTicket(
  sim: Sim,
  member: MemberRow,
  method: string,
  passwordLogin: boolean,
): TwoFactorChallenge {
  const q = sim.queries.security;
  const now = sim.now();
  q.pruneTickets.run(now);
  const ticket = newToken();
  q.insertTicket.run(
    sha256(ticket),
    member.id,
    member.merchant_code,
    method,
    passwordLogin ? 1 : 0,
    now,
    now + SIGN_IN_TICKET_TTL_MS,
  );
  return { ticket, expiresIn: SIGN_IN_TICKET_TTL_MS / 1000 };
}

/**
 * Checks a current authenticator code of the member's key in force (or of `secret`, a key being set
 * up) and takes its step, so the same code never works twice. Misses count (see above).
 */
export function checkAuthenticatorCode(
  sim: Sim,
  member: MemberRow,
  code: string,
  secret?: string,
): number {
  checkTwoFactorWait(sim, member);
  const q = sim.queries.security;
  const key = secret ?? q.totpOf.get(member.id)?.secret;
  const step = key ? matchingStep(key, code, sim.now()) : null;
  if (step === null) wrongCode(sim, member);
  // a key being set up is taken by enableTotp, with this step
  if (secret === undefined && q.useTotpStep.run(step, member.id, step).changes === 0)
    wrongCode(sim, member);
  return step;
}

/** Recovery codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), shown as XXXXX-XXXXX. */
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const recoveryCodeHash = (memberId: number, code: string) =>
  sha256(`${memberId}:${normaliseRecoveryCode(code)}`);

/** A new set of recovery codes; the old set is void. Only their hashes are kept. */
export function newRecoveryCodes(sim: Sim, memberId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const q = sim.queries.security;
  sim.db.transaction(() => {
    q.deleteRecoveryCodes.run(memberId);
    for (const code of codes) q.insertRecoveryCode.run(memberId, recoveryCodeHash(memberId, code));
  })();
  return codes;
}

/** Uses one unused recovery code of the member; a miss counts like a wrong code. */
export function useRecoveryCode(sim: Sim, member: MemberRow, code: string): void {
  checkTwoFactorWait(sim, member);
  const taken = sim.queries.security.useRecoveryCode.run(
    sim.now(),
    member.id,
    recoveryCodeHash(member.id, code),
  );
  if (taken.changes === 0) wrongCode(sim, member);
}

/** A correct second step lifts the count of wrong codes. */
export function clearWrongCodes(sim: Sim, member: MemberRow): void {
  sim.queries.protection.clearFailures.run(twoFactorSubject(member.merchant_code, member.account));
}
