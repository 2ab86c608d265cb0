import type { LoginResponse, SignInMethodName } from '../contract';
import type { MemberRow } from '../db/rows';
import { PASSWORD_MAX_AGE_MS } from '../db/seed';
import { newToken, sha256 } from '../lib/security';
import { merchantFlags } from '../merchants/resolve';
import { checkSignIn } from '../responsibleGaming/exclusions';
import type { Ctx, Sim } from '../sim';
import { noteSignInDevice, requestDevice } from './devices';
import { TRIAL_TYPE } from './guards';
import { recordingRefusal, recordSignInAttempt } from './signInHistory';
import { checkTwoFactorWait, issueSignInTicket, twoFactorOn } from './twoFactor';

/** How a session was earned: the history's methods, and free play (a trial, which has no history). */
export type SignInMethod = SignInMethodName | 'freeplay';

/**
 * The first steps that two-step sign-in must follow when the member has it on. A passkey is two
 * factors in one; a handover code comes from a session that already passed both; a new registration
 * has none yet.
 */
const NEEDS_SECOND_STEP = new Set<SignInMethod>([
  'password',
  'sms',
  'identityProvider',
  'resetByPhone',
]);

/** Sign-ins after which a temporary or expired password must be changed first. */
const PASSWORD_METHODS = new Set<SignInMethod>(['password', 'handover']);

/**
 * A new session token for the member; only its hash is stored. `passwordChangeRequired` limits it to
 * the password change, the member's own info and logout (auth/guards.ts). Every way in mints its
 * token here, so safer gambling's one check runs for all of them: a time-out or self-exclusion
 * refuses the sign-in, and a session time limit shortens the session.
 */
export function issueToken(sim: Sim, memberId: number, passwordChangeRequired = false): string {
  const { sessionMs } = checkSignIn(sim, memberId);
  const token = newToken();
  const now = sim.now();
  sim.queries.access.insertToken.run(
    sha256(token),
    memberId,
    now,
    now + Math.min(sim.tokenTtlMs, sessionMs ?? sim.tokenTtlMs),
    passwordChangeRequired ? 1 : 0,
  );
  return token;
}

export function isPasswordExpired(sim: Sim, member: MemberRow): boolean {
  return sim.now() - member.password_changed_at > PASSWORD_MAX_AGE_MS;
}

/**
 * Every way in ends here once its first step passed. With two-step sign-in on (and a first step that
 * needs it), the answer is a ticket for the code (`twoFactor`, no token); otherwise a session.
 * `passwordLogin`: the forced change of a temporary or expired password applies.
 */
export function loginAnswer(
  c: Ctx,
  member: MemberRow,
  method: SignInMethod,
  { passwordLogin = PASSWORD_METHODS.has(method) }: { passwordLogin?: boolean } = {},
): LoginResponse {
  const sim = c.get('sim');
  // A time-out or self-exclusion refuses the sign-in before any second step is asked for.
  checkSignIn(sim, member.id);
  if (NEEDS_SECOND_STEP.has(method) && twoFactorOn(sim, member.id)) {
    recordingRefusal(c, member, 'twoFactor', () => checkTwoFactorWait(sim, member));
    return {
      token: '',
      firstTimeLogin: false,
      passwordExpired: false,
      temporaryPassword: false,
      twoFactor: issueSignInTicket(sim, member, method, passwordLogin),
    };
  }
  return sessionAnswer(c, member, method, passwordLogin);
}

/**
 * Logs a member in: a new token that remembers its device and address, the first-login flag, and the
 * forced-change flags, which count only for password logins (never sms), and the expiry only with
 * PWDEXPFORCECHANGE3 on. The attempt goes into the history, and a new device into the message box.
 */
export function sessionAnswer(
  c: Ctx,
  member: MemberRow,
  method: SignInMethod,
  passwordLogin: boolean,
): LoginResponse {
  const sim = c.get('sim');
  const flags = merchantFlags(sim, member.merchant_code);
  const passwordExpired =
    passwordLogin && flags.PWDEXPFORCECHANGE3 && isPasswordExpired(sim, member);
  const temporaryPassword = passwordLogin && member.temporary_password === 1;
  const token = issueToken(sim, member.id, passwordExpired || temporaryPassword);
  const device = requestDevice(c);
  const now = sim.now();
  sim.queries.security.describeSession.run(device.userAgent, device.ip, now, sha256(token));
  const firstTimeLogin = member.last_login_at === null;
  sim.queries.access.setLastLogin.run(now, member.id);
  if (method !== 'freeplay' && member.type !== TRIAL_TYPE) {
    recordSignInAttempt(c, member, 'signedIn', method);
    noteSignInDevice(sim, member.id, device);
  }
  return { token, firstTimeLogin, passwordExpired, temporaryPassword };
}
