import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { randomInt } from 'node:crypto';
import { checkIpWait, ipSubject, recordFailure } from '../../auth/limits';
import { weakPasswordProblem } from '../../auth/passwordPolicy';
import { loginAnswer } from '../../auth/tokens';
import { linkNewAccount } from '../../responsibleGaming/exclusions';
import {
  API_PATHS,
  ERROR_CODES,
  type AffiliateCheckResponse,
  type RegisterField,
  type RegisterResponse,
} from '../../contract';
import { readPayload } from '../../lib/encryptedBody';
import {
  ok,
  optionalString,
  readJson,
  refuse,
  requiredString,
  type SimHttpError,
  visitorIp,
} from '../../lib/http';
import { hashPassword } from '../../lib/security';
import { registerRules } from '../../merchants/config';
import { merchantFlags, merchantOf, requireFlag } from '../../merchants/resolve';
import type { MemberRow } from '../../db/rows';
import type { AppEnv, Ctx } from '../../sim';
import { checkCaptcha } from '../../verification/captcha';
import { consumeSmsCode, parseMobile } from '../../verification/sms';
import { checkAgainstRules, fieldValue } from '../../domain/registrationRules';

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

/** Registration by username or mobile, its published rules, and the invitation code check. */
export function registrationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
