/**
 * Sign-in limits over a sliding window of the failure log (`auth_failures`): per account, per IP and
 * over everyone, plus SMS code misses per number and purpose. Past a limit the subject waits, and every
 * further failure doubles the wait (backoff) up to a cap; a captcha comes earlier than that.
 *
 * An attempt is written to the log *before* its password is checked (the check awaits scrypt), so
 * parallel requests see each other and cannot all slip under a limit; a success takes it back.
 */
import { rateLimited, type SimHttpError } from '../lib/http';
import type { Sim } from '../sim';

export interface WindowLimit {
  windowMs: number;
  /** from this many failures in the window, a captcha is required */
  captchaAfter: number;
  /** from this many failures in the window, the subject waits */
  lockAfter: number;
  /** the first wait; each further failure doubles it */
  firstLockMs: number;
  maxLockMs: number;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Per account (merchant + username): the captcha after 3 failures, as before; a wait from 10. */
export const ACCOUNT_LIMIT: WindowLimit = {
  windowMs: HOUR,
  captchaAfter: 3,
  lockAfter: 10,
  firstLockMs: 30_000,
  maxLockMs: 15 * MINUTE,
};

/**
 * Per IP, across accounts (password spraying). Multiplied by the scale (SIM_AUTH_LIMIT_SCALE), since
 * every e2e worker signs in from 127.0.0.1.
 */
export const IP_LIMIT: WindowLimit = {
  windowMs: HOUR,
  captchaAfter: 30,
  lockAfter: 150,
  firstLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
};

/** Failures from every IP together: past this, everyone answers a captcha (no wait: that would lock the site). */
export const EVERYONE_CAPTCHA = { windowMs: 5 * MINUTE, captchaAfter: 500 };

/** SMS codes: wrong tries before a code is void, and misses per number and purpose before a wait. */
export const SMS_TRIES_PER_CODE = 5;
export const SMS_NUMBER_LIMIT: Omit<WindowLimit, 'captchaAfter'> = {
  windowMs: HOUR,
  lockAfter: 15,
  firstLockMs: 15 * MINUTE,
  maxLockMs: HOUR,
};

/**
 * Wrong payment passwords of a member: 6 digits are few, so after 5 misses in an hour the member
 * waits 15 minutes (doubling, at most an hour) before the next try.
 */
export const PAYMENT_PASSWORD_LIMIT: Omit<WindowLimit, 'captchaAfter'> = {
  windowMs: 60 * MINUTE,
  lockAfter: 5,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
};
export const paymentPasswordSubject = (memberId: number): string => `paypass:${memberId}`;
export const accountSubject = (merchantCode: string, account: string): string =>
  `account:${merchantCode}:${account.toLowerCase()}`;
export const ipSubject = (ip: string): string => `ip:${ip}`;
export const smsSubject = (
  merchantCode: string,
  dialing: string,
  mobile: string,
  purpose: string,
): string => `sms:${merchantCode}:${dialing}:${mobile}:${purpose}`;

const scaled = (sim: Sim, value: number): number => Math.ceil(value * sim.authLimits.scale);

/** Writes one failure of a subject; answers its id (a success can take it back). */
export function recordFailure(sim: Sim, subject: string): number {
  return Number(sim.queries.protection.recordFailure.run(subject, sim.now()).lastInsertRowid);
}

export function failuresOf(sim: Sim, subject: string, windowMs: number): number {
  return sim.queries.protection.failuresSince.get(subject, sim.now() - windowMs)?.n ?? 0;
}

/** How long the subject still has to wait (0: it may try). */
export function waitMs(
  sim: Sim,
  subject: string,
  limit: Omit<WindowLimit, 'captchaAfter'>,
  lockAfter = limit.lockAfter,
): number {
  const now = sim.now();
  const row = sim.queries.protection.failuresSince.get(subject, now - limit.windowMs);
  const failures = row?.n ?? 0;
  if (failures < lockAfter || row?.last == null) return 0;
  const lockMs = Math.min(limit.firstLockMs * 2 ** (failures - lockAfter), limit.maxLockMs);
  return Math.max(0, row.last + lockMs - now);
}

const inWords = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** A 429 naming the wait in words, with `Retry-After` and `value.retryAfterSeconds`. */
export function tooManyFailures(what: string, ms: number): SimHttpError {
  return rateLimited(`${what}: please try again in ${inWords(ms)}`, Math.ceil(ms / 1000));
}

/** Refuses the attempt (429) while the IP has to wait. */
export function checkIpWait(sim: Sim, ip: string): void {
  const ipWait = waitMs(sim, ipSubject(ip), IP_LIMIT, scaled(sim, IP_LIMIT.lockAfter));
  if (ipWait > 0) throw tooManyFailures('Too many failed logins from your network', ipWait);
}

/** Refuses the attempt (429) while the IP or the account (its `accountSubject`) has to wait. */
export function checkLoginWait(sim: Sim, accountKey: string, ip: string): void {
  checkIpWait(sim, ip);
  const accountWait = waitMs(sim, accountKey, ACCOUNT_LIMIT);
  if (accountWait > 0)
    throw tooManyFailures('Too many failed logins for this account', accountWait);
}

/** True when a login of this account (its `accountSubject`) from this IP must carry a captcha. */
export function loginNeedsCaptcha(sim: Sim, accountKey: string, ip: string): boolean {
  if (failuresOf(sim, accountKey, ACCOUNT_LIMIT.windowMs) >= ACCOUNT_LIMIT.captchaAfter)
    return true;
  if (failuresOf(sim, ipSubject(ip), IP_LIMIT.windowMs) >= scaled(sim, IP_LIMIT.captchaAfter))
    return true;
  const everyone =
    sim.queries.protection.failuresWithPrefixSince.get(
      sim.now() - EVERYONE_CAPTCHA.windowMs,
      ipSubject(''),
    )?.n ?? 0;
  return everyone >= scaled(sim, EVERYONE_CAPTCHA.captchaAfter);
}

/** The figures `/__sim/limits` shows. */
export function limitsSummary(sim: Sim) {
  return {
    scale: sim.authLimits.scale,
    account: ACCOUNT_LIMIT,
    ip: {
      ...IP_LIMIT,
      captchaAfter: scaled(sim, IP_LIMIT.captchaAfter),
      lockAfter: scaled(sim, IP_LIMIT.lockAfter),
    },
    everyone: { ...EVERYONE_CAPTCHA, captchaAfter: scaled(sim, EVERYONE_CAPTCHA.captchaAfter) },
    sms: { triesPerCode: SMS_TRIES_PER_CODE, ...SMS_NUMBER_LIMIT },
  };
}
