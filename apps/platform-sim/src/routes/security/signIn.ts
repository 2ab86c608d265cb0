/**
 * Account security (contract/security.ts): two-step sign-in with an authenticator app, passkeys, the
 * member's sessions and sign-in history. Every code and password checked here counts its misses under
 * the account's limits (auth/twoFactor.ts, auth/loginPassword.ts).
 */
import { Hono } from 'hono';
import {
  accountSubject,
  checkIpWait,
  checkLoginWait,
  ipSubject,
  recordFailure,
} from '../../auth/limits';
import {
  passkeyRefusal,
  relyingParty,
  signInOptions,
  takeAnsweredChallenge,
  verifySignIn,
} from '../../auth/passkeys';
import { recordingRefusal } from '../../auth/signInHistory';
import { loginAnswer, sessionAnswer } from '../../auth/tokens';
import { checkAuthenticatorCode, clearWrongCodes, useRecoveryCode } from '../../auth/twoFactor';
import {
  SECURITY_PATHS,
  ERROR_CODES,
  type PasskeySignInOptions,
  type SignInMethodName,
} from '../../contract';
import { takeHourlyQuota } from '../../lib/hourlyQuota';
import {
  badRequest,
  ok,
  optionalString,
  readJson,
  refuse,
  requiredString,
  visitorIp,
} from '../../lib/http';
import { sha256 } from '../../lib/security';
import { merchantOf } from '../../merchants/resolve';
import type { AppEnv } from '../../sim';

import { webAuthnAnswer } from './input';

/** Guest passkey sign-in options per hour (each keeps a challenge for 5 minutes); scaled like the sign-in limits. */
export const PASSKEY_OPTIONS_QUOTA = { perIp: 300, overall: 3000 } as const;

/** The second step of a sign-in, and passkey sign-in (no token). */
export function securitySignInRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(SECURITY_PATHS.twoFactorSignIn, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const body = await readJson(c);
    const ticket = requiredString(body, 'ticket', 200);
    const code = optionalString(body, 'code', 20);
    const recoveryCode = optionalString(body, 'recoveryCode', 40);
    if ((code === undefined) === (recoveryCode === undefined))
      throw badRequest('Send either code or recoveryCode');
    const ip = visitorIp(c, sim.trustProxy);
    checkIpWait(sim, ip);
    const q = sim.queries.security;
    const row = q.ticket.get(sha256(ticket), merchant.code, sim.now());
    const member = row ? sim.queries.access.memberById.get(row.member_id) : undefined;
    if (!row || !member) {
      recordFailure(sim, ipSubject(ip));
      throw refuse(
        ERROR_CODES.TWO_FACTOR_TICKET_INVALID,
        'This sign-in has expired, please log in again',
      );
    }
    const method: SignInMethodName = code === undefined ? 'recoveryCode' : 'twoFactor';
    recordingRefusal(c, member, method, () => {
      if (code !== undefined) checkAuthenticatorCode(sim, member, code);
      else useRecoveryCode(sim, member, recoveryCode ?? '');
    });
    clearWrongCodes(sim, member);
    q.deleteTicket.run(row.ticket_hash);
    return ok(c, sessionAnswer(c, member, method, row.password_login === 1), 'Login successful');
  });

  routes.post(SECURITY_PATHS.passkeySignInOptions, async (c) => {
    const sim = c.get('sim');
    await readJson(c);
    const rp = relyingParty(c);
    takeHourlyQuota(
      sim,
      'passkey',
      visitorIp(c, sim.trustProxy),
      PASSKEY_OPTIONS_QUOTA,
      'Too many passkey sign-ins started from your network: please try again later',
    );
    const answer: PasskeySignInOptions = {
      options: await signInOptions(sim, merchantOf(c).code, rp),
    };
    return ok(c, answer);
  });

  routes.post(SECURITY_PATHS.passkeySignIn, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const response = webAuthnAnswer(await readJson(c));
    const ip = visitorIp(c, sim.trustProxy);
    checkIpWait(sim, ip);
    const refused = () => {
      recordFailure(sim, ipSubject(ip));
      return passkeyRefusal();
    };
    const challenge = takeAnsweredChallenge(sim, response, 'signIn', merchant.code);
    if (!challenge) throw refused();
    const passkey = sim.queries.security.passkeyByCredential.get(
      merchant.code,
      response.id as string,
    );
    const member = passkey ? sim.queries.access.memberById.get(passkey.member_id) : undefined;
    if (!passkey || !member || passkey.rp_id !== challenge.rp_id) throw refused();
    const account = accountSubject(member.merchant_code, member.account);
    recordingRefusal(c, member, 'passkey', () => checkLoginWait(sim, account, ip));
    const counter = await verifySignIn(response, challenge, passkey);
    if (counter === undefined) {
      recordFailure(sim, account);
      throw refused();
    }
    sim.queries.security.usePasskey.run(counter, sim.now(), passkey.id);
    return ok(c, loginAnswer(c, member, 'passkey'), 'Login successful');
  });

  return routes;
}
