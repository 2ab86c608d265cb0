/**
 * Session handover: a signed-in member asks for a one-time code (`POST /wps/session/handover`) and
 * another browser opens the site with `?handover=<code>`, which the site exchanges for a session of
 * its own (`POST /wps/session/handover/exchange`), after asking a guest whose account it is
 * (`POST /wps/session/handover/preview`). The session token itself never goes into a URL,
 * where it would stay in history, logs and the Referer of the first call; a stolen link is worth one
 * sign-in within a minute, and a code that was already used, expired or never issued is refused.
 */
import { Hono, type Context } from 'hono';
import { bearerToken, requireMember } from '../../auth/guards';
import { checkIpWait, ipSubject, recordFailure } from '../../auth/limits';
import { loginAnswer } from '../../auth/tokens';
import { API_PATHS, ERROR_CODES, type HandoverCode, type HandoverPreview } from '../../contract';
import { ok, readJson, refuse, requiredString, visitorIp } from '../../lib/http';
import { newToken, sha256 } from '../../lib/security';
import { merchantOf } from '../../merchants/resolve';
import type { AppEnv } from '../../sim';

/** How long a handover code stays valid. */
export const HANDOVER_CODE_TTL_MS = 60_000;
export const HANDOVER_INVALID_MESSAGE =
  'This sign-in link is invalid, expired or already used, please log in';

export function handoverRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(API_PATHS.sessionHandover, (c) => {
    const sim = c.get('sim');
    // trial players are refused: their session is the device's demo, not an account to hand on
    const member = requireMember(c);
    const code = newToken(); // 256 random bits; only the hash is stored
    const now = sim.now();
    sim.queries.access.insertHandoverCode.run(
      sha256(code),
      member.id,
      member.merchant_code,
      now,
      now + HANDOVER_CODE_TTL_MS,
      sha256(bearerToken(c) ?? ''),
    );
    const answer: HandoverCode = { code, expiresIn: HANDOVER_CODE_TTL_MS / 1000 };
    return ok(c, answer);
  });

  /** The member of a live code of this merchant; a miss counts against the IP like a failed login. */
  const liveCodeMember = async (c: Context<AppEnv>, use: 'peek' | 'take') => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const ip = visitorIp(c, sim.trustProxy);
    const code = requiredString(await readJson(c), 'code', 200);
    checkIpWait(sim, ip);
    const lookup = {
      codeHash: sha256(code),
      merchantCode: merchant.code,
      now: sim.now(),
    };
    const found =
      use === 'take'
        ? sim.queries.access.takeHandoverCode.get(lookup)
        : sim.queries.access.peekHandoverCode.get(lookup);
    const member = found ? sim.queries.access.memberById.get(found.member_id) : undefined;
    if (!member) {
      // guessing codes, by preview or exchange, ends in the IP's wait
      recordFailure(sim, ipSubject(ip));
      throw refuse(ERROR_CODES.HANDOVER_INVALID, HANDOVER_INVALID_MESSAGE);
    }
    return member;
  };

  // Whose sign-in the code hands over, the code kept: the site asks a guest before using it (a link
  // from someone else would otherwise sign the guest into that account unnoticed: login CSRF).
  routes.post(API_PATHS.sessionHandoverPreview, async (c) => {
    const member = await liveCodeMember(c, 'peek');
    const answer: HandoverPreview = { account: member.account };
    return ok(c, answer);
  });

  routes.post(API_PATHS.sessionHandoverExchange, async (c) => {
    const member = await liveCodeMember(c, 'take');
    // A new token of that member; a temporary or expired password still owes its change.
    return ok(c, loginAnswer(c, member, 'handover'), 'Login successful');
  });

  return routes;
}
