import { Hono } from 'hono';
import { requireMember, TRIAL_TYPE } from '../../auth/guards';
import { accountSubject, checkLoginWait, ipSubject, recordFailure } from '../../auth/limits';
import {
  ERROR_CODES,
  RG_PATHS,
  type RgExclusionPeriod,
  type RgExclusionRequest,
  type RgTimeOutPeriod,
} from '../../contract';
import { readPayload } from '../../lib/encryptedBody';
import { badRequest, ok, readJson, refuse, requiredString, visitorIp } from '../../lib/http';
import { unknownAccountPasswordHash, verifyPassword } from '../../lib/security';
import { merchantOf } from '../../merchants/resolve';
import { exclude, requestReturn } from '../../responsibleGaming/exclusions';
import type { AppEnv } from '../../sim';
import { EXCLUSIONS, TIME_OUTS } from './state';

/** Time-outs and self-exclusions, and the return after one ends. */
export function exclusionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(RG_PATHS.exclusion, async (c) => {
    const member = requireMember(c);
    const body = await readJson(c);
    const kind = requiredString(body, 'kind', 20);
    const period = requiredString(body, 'period', 20);
    let request: RgExclusionRequest;
    if (kind === 'timeOut' && (TIME_OUTS as readonly string[]).includes(period))
      request = { kind, period: period as RgTimeOutPeriod };
    else if (kind === 'selfExclusion' && (EXCLUSIONS as readonly string[]).includes(period))
      request = { kind, period: period as RgExclusionPeriod };
    else throw badRequest("kind must be 'timeOut' or 'selfExclusion', with one of its periods");
    const exclusion = exclude(c.get('sim'), member, request);
    return ok(
      c,
      exclusion,
      kind === 'timeOut' ? 'Your time-out has started' : 'Your self-exclusion has started',
    );
  });

  // No session here: an excluded player cannot sign in. The password is checked under the sign-in
  // limits (each try logged before its scrypt check, an unknown account costing the same).
  routes.post(RG_PATHS.exclusionReturn, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const body = await readPayload(c);
    const username = requiredString(body, 'username', 64);
    const password = requiredString(body, 'password', 128);
    const ip = visitorIp(c, sim.trustProxy);
    const account = accountSubject(merchant.code, username);
    checkLoginWait(sim, account, ip);
    recordFailure(sim, account);
    const ipAttempt = recordFailure(sim, ipSubject(ip));
    const member = sim.queries.access.memberByAccount.get(merchant.code, username);
    const usable = member !== undefined && member.type !== TRIAL_TYPE && member.password_hash;
    const matches = await verifyPassword(
      password,
      usable ? member.password_hash : unknownAccountPasswordHash(),
    );
    if (!usable || !matches || !member)
      throw refuse(ERROR_CODES.LOGIN_FAILED, 'wrong account, password or email format');
    sim.queries.protection.clearFailures.run(account);
    sim.queries.protection.forgetFailure.run(ipAttempt);
    const answer = requestReturn(sim, member);
    return ok(c, answer, 'Your request to return is recorded');
  });

  return routes;
}
