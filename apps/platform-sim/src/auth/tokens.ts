import type { LoginResponse, LoginType } from '../contract';
import type { MemberRow } from '../db/rows';
import { PASSWORD_MAX_AGE_MS } from '../db/seed';
import { newToken, sha256 } from '../lib/security';
import { merchantFlags } from '../merchants/resolve';
import { checkSignIn } from '../responsibleGaming/exclusions';
import type { Sim } from '../sim';

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
 * Logs a member in: a new token, the first-login flag, and the forced-change flags, which count only
 * for password logins (never sms), and the expiry only with PWDEXPFORCECHANGE3 on.
 */
export function loginAnswer(
  sim: Sim,
  member: MemberRow,
  type: LoginType | 'freeplay',
): LoginResponse {
  const passwordLogin = type === 'username';
  const flags = merchantFlags(sim, member.merchant_code);
  const passwordExpired =
    passwordLogin && flags.PWDEXPFORCECHANGE3 && isPasswordExpired(sim, member);
  const temporaryPassword = passwordLogin && member.temporary_password === 1;
  const token = issueToken(sim, member.id, passwordExpired || temporaryPassword);
  const firstTimeLogin = member.last_login_at === null;
  sim.queries.access.setLastLogin.run(sim.now(), member.id);
  return { token, firstTimeLogin, passwordExpired, temporaryPassword };
}
