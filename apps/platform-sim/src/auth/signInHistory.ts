/**
 * The member's sign-in history: every attempt on a known account (signed in, wrong password, wrong
 * code, locked) with its address and user agent. Each member keeps the newest SIGN_IN_HISTORY_LENGTH,
 * so a stranger trying passwords cannot grow the table.
 */
import {
  ERROR_CODES,
  SIGN_IN_HISTORY_LENGTH,
  type SignInMethodName,
  type SignInResult,
} from '../contract';
import type { MemberRow } from '../db/rows';
import { SimHttpError } from '../lib/http';
import type { Ctx } from '../sim';
import { TRIAL_TYPE } from './guards';
import { requestDevice } from './devices';

export function recordSignInAttempt(
  c: Ctx,
  member: MemberRow | undefined,
  result: SignInResult,
  method: SignInMethodName,
): void {
  // trial accounts are the device's demo (and pruned with their session): they keep no history
  if (!member || member.type === TRIAL_TYPE) return;
  const sim = c.get('sim');
  const { userAgent, ip } = requestDevice(c);
  const q = sim.queries.security;
  q.insertAttempt.run(member.id, sim.now(), result, method, ip, userAgent);
  q.trimAttempts.run(member.id, member.id, SIGN_IN_HISTORY_LENGTH);
}

/** The history's result for a refusal of a sign-in step, if it is one the member should see. */
function resultOf(error: unknown): SignInResult | undefined {
  if (!(error instanceof SimHttpError)) return undefined;
  if (error.code === ERROR_CODES.RATE_LIMITED) return 'locked';
  if (error.code === ERROR_CODES.LOGIN_FAILED) return 'wrongPassword';
  if (error.code === ERROR_CODES.SMS_CODE_INVALID || error.code === ERROR_CODES.TWO_FACTOR_INVALID)
    return 'wrongCode';
  return undefined;
}

/** Runs a check of a sign-in; a refusal of it (a wait, a wrong code) goes into the member's history. */
export function recordingRefusal<T>(
  c: Ctx,
  member: MemberRow | undefined,
  method: SignInMethodName,
  check: () => T,
): T {
  try {
    return check();
  } catch (error) {
    const result = resultOf(error);
    if (result) recordSignInAttempt(c, member, result, method);
    throw error;
  }
}
