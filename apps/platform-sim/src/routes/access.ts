import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { randomInt } from 'node:crypto';
import { lengthProblem, matchesAcceptedPattern, testPattern } from '@wl/validation';
import { bearerToken, requireMember, TRIAL_TYPE } from '../auth/guards';
import { checkLoginPassword } from '../auth/loginPassword';
import {
  accountSubject,
  checkIpWait,
  checkLoginWait,
  ipSubject,
  loginNeedsCaptcha,
  recordFailure,
} from '../auth/limits';
import { weakPasswordProblem } from '../auth/passwordPolicy';
import { recordingRefusal, recordSignInAttempt } from '../auth/signInHistory';
import { loginAnswer } from '../auth/tokens';
import { drawTrialAccount, takeTrialQuota } from '../auth/trials';
import { linkNewAccount } from '../responsibleGaming/exclusions';
import {
  API_PATHS,
  ERROR_CODES,
  type LoginFailureValue,
  type LoginResponse,
  type AffiliateCheckResponse,
  type RegisterField,
  type RegisterResponse,
} from '../contract';
import { readPayload } from '../lib/encryptedBody';
import {
  badRequest,
  isJsonContentType,
  ok,
  optionalString,
  readJson,
  refuse,
  requiredString,
  SimHttpError,
  visitorIp,
} from '../lib/http';
import {
  hashPassword,
  publicKeyInfo,
  sha256,
  unknownAccountPasswordHash,
  verifyPassword,
} from '../lib/security';
import { COUNTRIES, registerRules } from '../merchants/config';
import { merchantFlags, merchantOf, requireFlag } from '../merchants/resolve';
import type { MemberRow } from '../db/rows';
import type { AppEnv, Ctx, Sim } from '../sim';
import { checkCaptcha } from '../verification/captcha';
import { mailCooldownOver, takeSendQuota } from '../verification/sendQuotas';
import { consumeSmsCode, parseMobile, smsCodeMatches } from '../verification/sms';
import { checkAgainstRules, fieldValue } from '../domain/registrationRules';

function takenRefusal(error: unknown, mode: 'username' | 'mobile'): SimHttpError | undefined {
  if (!(error instanceof Database.SqliteError) || error.code !== 'SQLITE_CONSTRAINT_UNIQUE')
    return undefined;
  if (mode === 'username' && error.message.includes('members.account'))
    return refuse(ERROR_CODES.USERNAME_TAKEN, 'Username already exists');
  return refuse(
    mode === 'mobile' ? ERROR_CODES.USERNAME_TAKEN : ERROR_CODES.MOBILE_TAKEN,
    'This mobile number is already registered',
  );
}

async function register(c: Ctx, mode: 'username' | 'mobile'): Promise<Response> {
  const sim = c.get('sim');
  const merchant = merchantOf(c);
  const flags = merchantFlags(sim, merchant.code);
  if (mode === 'username') requireFlag(sim, merchant.code, 'USERNAMEREG3', 'Username registration');
  else requireFlag(sim, merchant.code, 'MOBILENUMREG3', 'Mobile registration');
  const body = await readPayload(c);
  const rules = registerRules(merchant.code, flags);
  if (mode === 'mobile') rules.mobileNum = { ...rules.mobileNum, enabled: true, required: true };
  const skip = new Set<RegisterField>(['captcha', 'verificationCode']);
  if (mode === 'mobile') {
    skip.add('username');
    if (!flags.MOBILENUMPASSREG3)
      ['password', 'confirmPassword'].forEach((f) => skip.add(f as RegisterField));
  }
  const values = checkAgainstRules(rules, body, skip);
  if (
    !skip.has('confirmPassword') &&
    rules.confirmPassword.enabled &&
    values.confirmPassword !== values.password
  ) {
    throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Incorrect confirmation input', {
      field: 'confirmPassword',
    });
  }
  if (values.password) {
    const weak = weakPasswordProblem(values.password, values.username ?? values.mobileNum);
    if (weak) throw refuse(ERROR_CODES.VALIDATION_FAILED, weak, { field: 'password' });
  }
  if (rules.captcha.enabled)
    checkCaptcha(sim, optionalString(body, 'captchaKey'), fieldValue(body, 'captcha'));

  const ip = visitorIp(c, sim.trustProxy);
  const mobile = values.mobileNum
    ? parseMobile(values.mobileNum, optionalString(body, 'countryDialingCode'))
    : undefined;
  if (rules.verificationCode.enabled && mobile) {
    consumeSmsCode(
      sim,
      merchant.code,
      mobile.dialing,
      mobile.mobile,
      'register',
      fieldValue(body, 'verificationCode'),
      ip,
    );
  }
  const members = sim.queries.access;
  const account = mode === 'mobile' ? (mobile?.mobile ?? '') : (values.username ?? '');
  if (members.accountTaken.get(merchant.code, account)) {
    throw refuse(
      ERROR_CODES.USERNAME_TAKEN,
      mode === 'mobile' ? 'This mobile number is already registered' : 'Username already exists',
    );
  }
  if (mobile && members.memberByMobile.get(merchant.code, mobile.dialing, mobile.mobile)) {
    throw refuse(ERROR_CODES.MOBILE_TAKEN, 'This mobile number is already registered');
  }
  // A wrong invitation or referral code counts against the IP as the affiliate check's misses do:
  // registration is no side door for trying codes in bulk.
  const referralCode = optionalString(body, 'referralCode', 40);
  if (values.affiliateCode || referralCode) checkIpWait(sim, ip);
  let uplineId: number | null = null;
  if (values.affiliateCode) {
    const agent = members.agentByAffiliateCode.get(merchant.code, values.affiliateCode);
    if (!agent) {
      recordFailure(sim, ipSubject(ip));
      throw refuse(ERROR_CODES.AFFILIATE_INVALID, 'Invalid invitation code');
    }
    uplineId = agent.id;
  }
  if (referralCode && !members.referralCodeExists.get(merchant.code, referralCode)) {
    recordFailure(sim, ipSubject(ip));
    throw refuse(ERROR_CODES.AFFILIATE_INVALID, 'Invalid referral code');
  }
  // A mobile registration without a password gets a random one: the player signs in by SMS.
  const password = values.password ?? `Sms${randomInt(1e8, 1e9)}`;
  const passwordHash = await hashPassword(password);
  const paymentHash = values.paymentPassword ? await hashPassword(values.paymentPassword) : null;
  const profile = Object.fromEntries(
    (['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'] as const)
      .filter((f) => values[f])
      .map((f) => [f, values[f]]),
  );
  const now = sim.now();
  let memberId: number;
  try {
    memberId = Number(
      members.insertRegisteredMember.run(
        merchant.code,
        account,
        passwordHash,
        paymentHash,
        account,
        mobile?.mobile ?? null,
        mobile?.dialing ?? null,
        values.email ?? null,
        values.payeeName ?? null,
        JSON.stringify(profile),
        now,
        uplineId,
        `R${merchant.code}${account.toUpperCase()}`,
        optionalString(body, 'domain', 200) ?? null,
        now,
      ).lastInsertRowid,
    );
  } catch (error) {
    // Another registration took the name or number while this one hashed its password.
    throw takenRefusal(error, mode) ?? error;
  }
  const member = members.memberById.get(memberId) as MemberRow;
  linkNewAccount(sim, member);
  const login =
    body.login === true || body.login === 'true'
      ? loginAnswer(c, member, 'register', { passwordLogin: mode === 'username' })
      : null;
  const answer: RegisterResponse = {
    account,
    token: login?.token ?? null,
    firstTimeLogin: login?.firstTimeLogin ?? true,
    passwordExpired: false,
  };
  return ok(
    c,
    answer,
    mode === 'mobile'
      ? `Registration successful, your account is ${account}`
      : 'Registration successful',
  );
}

/** Sign-in, sign-out, registration, passwords, registration settings and the language choice. */
export function accessRoutes(): Hono<AppEnv> {
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

  routes.put(API_PATHS.register, (c) => register(c, 'username'));
  routes.put(API_PATHS.registerMobile, (c) => register(c, 'mobile'));

  routes.get(API_PATHS.registerSettings, (c) => {
    const merchant = merchantOf(c);
    return ok(c, registerRules(merchant.code, merchantFlags(c.get('sim'), merchant.code)));
  });

  const affiliateCheck = async (c: Ctx): Promise<Response> => {
    const source =
      c.req.method === 'GET' ? (c.req.query() as Record<string, unknown>) : await readJson(c);
    const code = requiredString(source, 'code', 40);
    optionalString(source, 'domain', 200);
    const sim = c.get('sim');
    const ip = visitorIp(c, sim.trustProxy);
    // A miss counts against the IP like a failed login, so codes cannot be tried in bulk; the answer
    // names no agent.
    checkIpWait(sim, ip);
    if (!sim.queries.access.agentByAffiliateCode.get(merchantOf(c).code, code)) {
      recordFailure(sim, ipSubject(ip));
      throw refuse(ERROR_CODES.AFFILIATE_INVALID, 'Invalid invitation code');
    }
    const answer: AffiliateCheckResponse = { valid: true };
    return ok(c, answer);
  };
  routes.get(API_PATHS.affiliateCheck, affiliateCheck);
  routes.post(API_PATHS.affiliateCheck, affiliateCheck);

  routes.post(API_PATHS.changePassword, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readPayload(c);
    const oldPassword = fieldValue(body, 'oldPassword');
    const newPassword = fieldValue(body, 'newPassword');
    const confirm = fieldValue(body, 'confirmNewPassword');
    if (!oldPassword || !newPassword || !confirm)
      throw badRequest('oldPassword, newPassword and confirmNewPassword are required');
    checkNewPassword(sim, member.merchant_code, newPassword, member.account);
    if (confirm !== newPassword) {
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Incorrect confirmation input', {
        field: 'confirmNewPassword',
      });
    }
    await checkLoginPassword(sim, member, oldPassword, 'The old password is incorrect');
    if (oldPassword === newPassword) {
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The new password must differ from the old one', {
        field: 'newPassword',
      });
    }
    const passwordHash = await hashPassword(newPassword);
    const now = sim.now();
    // Every other session of the member ends: a thief holding an old token is out with the old password.
    sim.db.transaction(() => {
      sim.queries.access.setPassword.run(passwordHash, now, member.id);
      sim.queries.access.revokeOtherTokens.run(now, member.id, sha256(bearerToken(c) ?? ''));
      sim.queries.access.deleteMemberHandoverCodes.run(member.id);
      sim.queries.access.liftPasswordChange.run(sha256(bearerToken(c) ?? ''));
    })();
    return ok(c, null, 'Password changed successfully');
  });

  routes.post(API_PATHS.forgotPasswordEmail, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    // The site offers the mail form whenever it offers a forgotten password (either switch on): with
    // only the verification switch, mail is its one way (the phone way needs both).
    const flags = merchantFlags(sim, merchant.code);
    if (!flags.CHNGPASSMAIL3 && !flags.CHNGPASSVERIF3)
      throw refuse(
        ERROR_CODES.FEATURE_DISABLED,
        'Password reset by email is not enabled for this site',
      );
    // The spec sends this one form-encoded; JSON is taken too. Nothing else (multipart, text).
    const type = c.req.header('content-type') ?? '';
    let form: Record<string, unknown>;
    if (isJsonContentType(c)) form = await readJson(c);
    else if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
      form = (await c.req.parseBody()) as Record<string, unknown>;
    else
      throw new SimHttpError(
        415,
        ERROR_CODES.BAD_REQUEST,
        'Send username and email as a form (application/x-www-form-urlencoded)',
      );
    const username = requiredString(form, 'username', 64);
    const email = requiredString(form, 'email', 100);
    takeSendQuota(sim, 'mail', visitorIp(c, sim.trustProxy));
    const member = sim.queries.access.memberByAccountAndEmail.get(merchant.code, username, email);
    // The same answer whether or not the pair exists (or its mail waits for the cooldown): this form
    // must not tell who has an account.
    if (member && mailCooldownOver(sim, merchant.code, member.account)) {
      const text = `Hello ${member.account}, follow the link to reset your password.`;
      sim.queries.access.sendEmail.run(merchant.code, email, 'Password reset', text, sim.now());
    }
    return ok(
      c,
      null,
      'If the username and email match an account, a reset link has been sent: please check your email',
    );
  });

  routes.post(API_PATHS.resetPasswordByPhone, async (c) => {
    const sim = c.get('sim');
    const members = sim.queries.access;
    const merchant = merchantOf(c);
    requireFlag(sim, merchant.code, 'CHNGPASSVERIF3', 'Password reset by mobile');
    const body = await readPayload(c);
    const { mobile, dialing } = parseMobile(
      optionalString(body, 'mobileNum'),
      optionalString(body, 'countryDialingCode'),
    );
    const newPassword = fieldValue(body, 'newPassword');
    if (!newPassword) throw badRequest('newPassword is required');
    const captchaKey = optionalString(body, 'captchaKey');
    if (sim.phoneResetCaptcha || captchaKey)
      checkCaptcha(sim, captchaKey, optionalString(body, 'captcha'));
    const member = members.memberByMobile.get(merchant.code, dialing, mobile);
    const code = optionalString(body, 'verificationCode');
    // The code first: before it proves the caller holds the phone, nothing is said about the account
    // (the password rules name its username). A right code is used only once the password passes.
    if (smsCodeMatches(sim, merchant.code, dialing, mobile, 'password', code))
      checkNewPassword(sim, merchant.code, newPassword, member?.account);
    consumeSmsCode(
      sim,
      merchant.code,
      dialing,
      mobile,
      'password',
      code,
      visitorIp(c, sim.trustProxy),
    );
    // Codes go to registered numbers only, so a code that matched has a member behind it.
    if (!member)
      throw refuse(ERROR_CODES.SMS_CODE_INVALID, 'Verification code not valid or missing');
    const passwordHash = await hashPassword(newPassword);
    const now = sim.now();
    sim.db.transaction(() => {
      members.setPassword.run(passwordHash, now, member.id);
      members.revokeMemberTokens.run(now, member.id);
      members.deleteMemberHandoverCodes.run(member.id);
    })();
    const fresh = members.memberById.get(member.id) as MemberRow;
    return ok(c, loginAnswer(c, fresh, 'resetByPhone'), 'Password reset successfully');
  });

  routes.get(API_PATHS.countries, (c) => ok(c, COUNTRIES));

  routes.on(['PUT', 'POST'], API_PATHS.language, async (c) => {
    const member = requireMember(c, { allowTrial: true });
    const body = await readJson(c);
    const language = requiredString(body, 'language', 10).toUpperCase();
    if (!/^[A-Z]{2}(-[A-Z]{2})?$/.test(language))
      throw badRequest('language must be a code such as EN or ZH-TW');
    c.get('sim').queries.access.setLanguage.run(language, member.id);
    return ok(c, { language }, 'Language updated');
  });

  return routes;
}

function checkNewPassword(
  sim: Sim,
  merchantCode: string,
  password: string,
  account: string | undefined,
): void {
  const rule = registerRules(merchantCode, merchantFlags(sim, merchantCode)).password;
  const length = lengthProblem('password', rule, password);
  if (length) throw refuse(ERROR_CODES.VALIDATION_FAILED, length, { field: 'newPassword' });
  if (
    !testPattern(rule.patternId, password) ||
    !matchesAcceptedPattern(rule.acceptedPattern, password)
  ) {
    throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The new password format is incorrect', {
      field: 'newPassword',
    });
  }
  const weak = weakPasswordProblem(password, account);
  if (weak) throw refuse(ERROR_CODES.VALIDATION_FAILED, weak, { field: 'newPassword' });
}
