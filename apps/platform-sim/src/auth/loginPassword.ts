import { ERROR_CODES } from '../contract';
import type { MemberRow } from '../db/rows';
import { refuse } from '../lib/http';
import { verifyPassword } from '../lib/security';
import type { Sim } from '../sim';
import { ACCOUNT_LIMIT, accountSubject, recordFailure, tooManyFailures, waitMs } from './limits';

/**
 * Checks a signed-in member's login password (changing the password, setting the first payment
 * password). A miss counts under the account's sign-in limit, like a failed login: a stolen session
 * cannot guess the password for free, and the account's wait (429) stops both. The try is logged
 * before the scrypt check, so parallel guesses count, and taken back when it matches.
 */
export async function checkLoginPassword(
  sim: Sim,
  member: MemberRow,
  password: string,
  wrongMessage: string,
): Promise<void> {
  const subject = accountSubject(member.merchant_code, member.account);
  const wait = waitMs(sim, subject, ACCOUNT_LIMIT);
  if (wait > 0) throw tooManyFailures('Too many failed logins for this account', wait);
  const attempt = recordFailure(sim, subject);
  if (!(await verifyPassword(password, member.password_hash)))
    throw refuse(ERROR_CODES.PASSWORD_INVALID, wrongMessage);
  sim.queries.protection.forgetFailure.run(attempt);
}
