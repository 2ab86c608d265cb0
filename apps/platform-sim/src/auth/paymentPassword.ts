/**
 * The one payment-password check of every money move (withdrawal, bank card, transfer to the upline,
 * agent transfer to a downline, points conversion and redemption, changing the payment password).
 * Misses are limited per member by one limiter (`PAYMENT_PASSWORD_LIMIT`: 5 misses, then a wait), so a
 * guess on one route counts on all of them. The login password is never a payment credential.
 */
import { ERROR_CODES } from '../contract';
import type { MemberRow } from '../db/rows';
import { badRequest, refuse } from '../lib/http';
import { verifyPassword } from '../lib/security';
import type { Sim } from '../sim';
import {
  PAYMENT_PASSWORD_LIMIT,
  paymentPasswordSubject,
  recordFailure,
  tooManyFailures,
  waitMs,
} from './limits';

/** The password as typed (not trimmed); anything but a non-empty string is absent. */
export const typedPassword = (body: Record<string, unknown>, name: string): string | undefined =>
  typeof body[name] === 'string' && body[name] !== '' && body[name].length <= 64
    ? body[name]
    : undefined;

/**
 * Refuses a member without a payment password (`PAYMENT_PASSWORD_NOT_SET`), a missing one (400), a
 * member who must wait (429) and a wrong one (`PASSWORD_INVALID`). The try is logged before the scrypt
 * check, so parallel guesses count, and taken back when it matches.
 */
export async function checkPaymentPassword(
  sim: Sim,
  member: MemberRow,
  password: string | undefined,
  field = 'paymentPassword',
): Promise<void> {
  const stored = sim.queries.access.memberById.get(member.id)?.payment_password_hash ?? null;
  if (!stored)
    throw refuse(ERROR_CODES.PAYMENT_PASSWORD_NOT_SET, 'Please set a payment password first');
  if (!password) throw badRequest(`${field} is required`);
  const subject = paymentPasswordSubject(member.id);
  const wait = waitMs(sim, subject, PAYMENT_PASSWORD_LIMIT);
  if (wait > 0) throw tooManyFailures('Too many wrong payment passwords', wait);
  const attempt = recordFailure(sim, subject);
  if (!(await verifyPassword(password, stored)))
    throw refuse(ERROR_CODES.PASSWORD_INVALID, 'The payment password is incorrect');
  sim.queries.protection.forgetFailure.run(attempt);
}
