import { API_PATHS, ERROR_CODES, HEADERS } from '../contract';
import type { MemberRow } from '../db/rows';
import { refuse, unauthorized } from '../lib/http';
import { sha256 } from '../lib/security';
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

function sessionMember(c: Ctx) {
  const sim = c.get('sim');
  const token = bearerToken(c);
  if (!token) return undefined;
  return sim.queries.access.memberByToken.get(sha256(token), sim.now(), merchantOf(c).code);
}

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
  if (!member) throw unauthorized();
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
  return member;
}
