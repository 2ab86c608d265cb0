/**
 * Account security (contract/security.ts): two-step sign-in with an authenticator app, passkeys, the
 * member's sessions and sign-in history. Every code and password checked here counts its misses under
 * the account's limits (auth/twoFactor.ts, auth/loginPassword.ts).
 */
import { Hono } from 'hono';
import { bearerToken, requireMember } from '../../auth/guards';
import { describeUserAgent } from '../../auth/devices';
import {
  SECURITY_PATHS,
  ERROR_CODES,
  SIGN_IN_HISTORY_LENGTH,
  type ActiveSession,
  type EndSessionsResponse,
  type SignInAttempt,
  type SignInMethodName,
  type SignInResult,
} from '../../contract';
import { badRequest, ok, optionalInt, readJson, refuse } from '../../lib/http';
import { sha256 } from '../../lib/security';
import type { AppEnv } from '../../sim';

/** The member's sessions (ending one or all others) and the sign-in history. */
export function sessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(SECURITY_PATHS.sessions, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const current = sha256(bearerToken(c) ?? '');
    const sessions: ActiveSession[] = sim.queries.security.liveSessions
      .all(member.id, sim.now())
      .map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        ip: row.ip,
        signedInAt: new Date(row.created_at).toISOString(),
        lastActiveAt: new Date(row.last_seen_at ?? row.created_at).toISOString(),
        current: row.token_hash === current,
      }));
    return ok(c, sessions);
  });

  routes.delete(SECURITY_PATHS.sessions, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const id = optionalInt(body, 'id', { min: 1 });
    const others = body.others === true;
    if ((id === undefined) === !others) throw badRequest('Send either id or others: true');
    const q = sim.queries.security;
    const keep = sha256(bearerToken(c) ?? '');
    const now = sim.now();
    const ended = sim.db.transaction(() => {
      const changes =
        id === undefined
          ? q.endOtherSessions.run(now, member.id, keep).changes
          : q.endSession.run(now, id, member.id, keep).changes;
      // what was minted from an ended session goes with it
      q.deleteEndedSessionCodes.run(member.id);
      return changes;
    })();
    if (id !== undefined && ended === 0)
      throw refuse(
        ERROR_CODES.NOT_FOUND_ENTITY,
        'No such session: it has ended already, or it is this one (log out instead)',
      );
    const answer: EndSessionsResponse = { ended };
    return ok(c, answer, ended === 1 ? 'Session ended' : `${ended} sessions ended`);
  });

  routes.get(SECURITY_PATHS.signInHistory, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const attempts: SignInAttempt[] = sim.queries.security.attemptsOf
      .all(member.id, SIGN_IN_HISTORY_LENGTH)
      .map((row) => ({
        at: new Date(row.at).toISOString(),
        result: row.result as SignInResult,
        method: row.method as SignInMethodName,
        ip: row.ip,
        ...describeUserAgent(row.user_agent),
      }));
    return ok(c, attempts);
  });

  return routes;
}
