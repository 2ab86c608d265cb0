import { API_PATHS, ERROR_CODES, HEADERS } from '../contract';
import type { MemberRow } from '../db/rows';
import { refuse, SimHttpError, unauthorized } from '../lib/http';
import { sha256 } from '../lib/security';
import { agentTwoFactorRequired } from '../merchants/config';
import { merchantOf } from '../merchants/resolve';
import type { Ctx } from '../sim';

export const TRIAL_TYPE = 4;
export const AGENT_TYPES = [1, 2, 41, 42];
export const NEED_REAL_ACCOUNT =
  'need true account: please register a real account to use this feature';

/** The bearer token of the request, if any. */
export function bearerToken(c: Ctx): string | undefined {
  const header = c.req.header(HEADERS.authorization) ?? '';
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
}

/**
 * What a session that owes a password change (temporary or expired password) may still call: the
 * change itself, the member's own info and logout. The site shows only the forced-change dialog then;
 * the server holds to it too.
 */
const WHILE_PASSWORD_CHANGE_REQUIRED = new Set([
  `POST ${API_PATHS.changePassword}`,
  `GET ${API_PATHS.memberInfo}`,
  `DELETE ${API_PATHS.logout}`,
]);

/** A session's last activity is written at most this often (each write is an fsync). */
const SESSION_TOUCH_MS = 60_000;

function sessionMember(c: Ctx) {
  const sim = c.get('sim');
  const token = bearerToken(c);
  if (!token) return undefined;
  const tokenHash = sha256(token);
  const now = sim.now();
  const member = sim.queries.access.memberByToken.get(tokenHash, now, merchantOf(c).code);
  if (member && (member.session_seen_at ?? 0) <= now - SESSION_TOUCH_MS)
    sim.queries.security.touchSession.run(now, tokenHash);
  return member;
}

/** The 401 of a token the member ended from another session (the site says so at its login). */
const signedOutElsewhere = () =>
  new SimHttpError(
    401,
    ERROR_CODES.SIGNED_OUT_ELSEWHERE,
    'You were signed out on this device from another session, please log in again',
  );

/**
 * The member behind the bearer token, or undefined for a guest. A bad token is treated as none, and
 * so is a session that owes a password change (public content stays readable behind its dialog).
 */
export function optionalMember(c: Ctx): MemberRow | undefined {
  const member = sessionMember(c);
  return member?.password_change_required ? undefined : member;
}

/**
 * The logged-in member; 401 without a live token. Trial users are refused unless allowed, and a
 * session that owes a password change everywhere but `WHILE_PASSWORD_CHANGE_REQUIRED`.
 */
export function requireMember(c: Ctx, { allowTrial = false } = {}): MemberRow {
  const member = sessionMember(c);
  if (!member) {
    const token = bearerToken(c);
    if (token && c.get('sim').queries.security.endedElsewhere.get(sha256(token)))
      throw signedOutElsewhere();
    throw unauthorized();
  }
  if (
    member.password_change_required &&
    !WHILE_PASSWORD_CHANGE_REQUIRED.has(`${c.req.method} ${c.req.routePath}`)
  )
    throw refuse(
      ERROR_CODES.PASSWORD_CHANGE_REQUIRED,
      'Please change your password before you continue',
    );
  if (!allowTrial && member.type === TRIAL_TYPE)
    throw refuse(ERROR_CODES.TRIAL_FORBIDDEN, NEED_REAL_ACCOUNT);
  return member;
}

export function requireAgent(c: Ctx): MemberRow {
  const member = requireMember(c);
  if (!AGENT_TYPES.includes(member.type))
    throw refuse(ERROR_CODES.NOT_AGENT, 'Non-agents cannot log in');
  // The brand requires two-step sign-in of its agents: the agent centre opens once it is on.
  if (
    agentTwoFactorRequired(member.merchant_code) &&
    c.get('sim').queries.security.totpOf.get(member.id)?.enabled_at == null
  )
    throw refuse(
      ERROR_CODES.TWO_FACTOR_REQUIRED,
      'Turn on two-step sign-in in the Security Centre before you open the agent centre',
    );
  return member;
}
