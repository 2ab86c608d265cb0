import { Hono } from 'hono';
import { bearerToken, requireMember, TRIAL_TYPE } from '../../auth/guards';
import {
  accountSubject,
  checkIpWait,
  checkLoginWait,
  ipSubject,
  loginNeedsCaptcha,
  recordFailure,
} from '../../auth/limits';
import { recordingRefusal, recordSignInAttempt } from '../../auth/signInHistory';
import { loginAnswer } from '../../auth/tokens';
import { drawTrialAccount, takeTrialQuota } from '../../auth/trials';
import { API_PATHS, ERROR_CODES, type LoginFailureValue, type LoginResponse } from '../../contract';
import { readPayload } from '../../lib/encryptedBody';
import {
  badRequest,
  ok,
  optionalString,
  readJson,
  refuse,
  requiredString,
  SimHttpError,
  visitorIp,
} from '../../lib/http';
import {
  publicKeyInfo,
  sha256,
  unknownAccountPasswordHash,
  verifyPassword,
} from '../../lib/security';
import { merchantOf, requireFlag } from '../../merchants/resolve';
import type { MemberRow } from '../../db/rows';
import type { AppEnv } from '../../sim';
import { checkCaptcha } from '../../verification/captcha';
import { consumeSmsCode, parseMobile } from '../../verification/sms';
import { fieldValue } from '../../domain/registrationRules';

/** The public key of the payload cipher, sign-in (password or SMS), free play and sign-out. */
export function sessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.publicKey, (c) => {
    const sim = c.get('sim');
    return ok(c, publicKeyInfo(sim.key, sim.now()));
  });

  routes.post(API_PATHS.login, async (c) => {
    const sim = c.get('sim');
    const members = sim.queries.access;
    const merchant = merchantOf(c);
    const body = await readPayload(c);
    const ip = visitorIp(c, sim.trustProxy);
    const type = optionalString(body, 'type') ?? 'username';
    if (type !== 'username' && type !== 'sms') throw badRequest("type must be 'username' or 'sms'");
    if (type === 'sms') {
      requireFlag(sim, merchant.code, 'MOBILEVERCODELOGIN3', 'SMS login');
      const { mobile, dialing } = parseMobile(
        optionalString(body, 'username') ?? optionalString(body, 'mobileNum'),
        optionalString(body, 'countryDialingCode'),
      );
      // No captcha here (the site's SMS tab sends none): the code's miss counter, the number's wait
      // and the IP's wait bound the guesses. An unknown number gets the answer of a wrong code.
      const member = members.memberByMobile.get(merchant.code, dialing, mobile);
      recordingRefusal(c, member, 'sms', () => {
        checkIpWait(sim, ip);
        consumeSmsCode(
          sim,
          merchant.code,
          dialing,
          mobile,
          'login',
          optionalString(body, 'password'),
          ip,
        );
      });
      if (!member)
        throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code not valid or missing');
      return ok(c, loginAnswer(c, member, 'sms'), 'Login successful');
    }
    const username = requiredString(body, 'username', 64);
    const password = fieldValue(body, 'password');
    if (!password) throw badRequest('password is required');
    const account = accountSubject(merchant.code, username);
    const member = members.memberByAccount.get(merchant.code, username);
    recordingRefusal(c, member, 'password', () => checkLoginWait(sim, account, ip));
    if (loginNeedsCaptcha(sim, account, ip)) {
      try {
        checkCaptcha(
          sim,
          optionalString(body, 'captchaKey'),
          optionalString(body, 'captcha'),
          true,
        );
      } catch (error) {
        // A wrong captcha counts against the IP, never the account: otherwise anyone could lock a
        // player out without solving a single captcha.
        if (error instanceof SimHttpError && error.code === ERROR_CODES.CAPTCHA_INVALID)
          recordFailure(sim, ipSubject(ip));
        throw error;
      }
    }
    // Counted as failures until the password proves right (see auth/limits.ts).
    recordFailure(sim, account);
    const ipAttempt = recordFailure(sim, ipSubject(ip));
    const usable = member !== undefined && member.type !== TRIAL_TYPE && member.password_hash;
    // An unknown account costs the same scrypt as a known one and answers the same message.
    const matches = await verifyPassword(
      password,
      usable ? member.password_hash : unknownAccountPasswordHash(),
    );
    if (!usable || !matches || !member) {
      if (usable) recordSignInAttempt(c, member, 'wrongPassword', 'password');
      throw refuse(ERROR_CODES.LOGIN_FAILED, 'wrong account, password or email format', {
        captcha: loginNeedsCaptcha(sim, account, ip),
      } satisfies LoginFailureValue);
    }
    sim.queries.protection.clearFailures.run(account);
    sim.queries.protection.forgetFailure.run(ipAttempt);
    const answer: LoginResponse = loginAnswer(c, member, 'password');
    return ok(c, answer, 'Login successful');
  });

  routes.post(API_PATHS.freePlay, async (c) => {
    const sim = c.get('sim');
    const members = sim.queries.access;
    const merchant = merchantOf(c);
    requireFlag(sim, merchant.code, 'FREEPLAY3', 'Free play');
    await readJson(c);
    takeTrialQuota(sim, visitorIp(c, sim.trustProxy));
    const now = sim.now();
    const account = drawTrialAccount(
      (candidate) => members.accountTaken.get(merchant.code, candidate) !== undefined,
    );
    const referral = `R${merchant.code}${account.toUpperCase()}`;
    const result = members.insertTrialMember.run(
      merchant.code,
      account,
      'Trial player',
      TRIAL_TYPE,
      now,
      referral,
      now,
    );
    const member = members.memberById.get(Number(result.lastInsertRowid)) as MemberRow;
    return ok(c, loginAnswer(c, member, 'freeplay'), 'Free play started');
  });

  routes.delete(API_PATHS.logout, (c) => {
    const sim = c.get('sim');
    requireMember(c, { allowTrial: true });
    const tokenHash = sha256(bearerToken(c) ?? '');
    sim.db.transaction(() => {
      sim.queries.access.revokeToken.run(sim.now(), tokenHash);
      sim.queries.access.deleteSessionHandoverCodes.run(tokenHash);
    })();
    return ok(c, null, 'Logged out');
  });

  return routes;
}
