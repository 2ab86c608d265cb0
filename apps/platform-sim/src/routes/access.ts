import type { Hono } from 'hono';
import { randomInt } from 'node:crypto';
import { lengthProblem, matchesAcceptedPattern, testPattern } from '@wl/validation';
import {
  API_PATHS,
  ERROR_CODES,
  REGISTER_FIELDS,
  type LoginResponse,
  type RegisterField,
  type RegisterResponse,
  type RegisterRules,
} from '../contract';
import {
  loginAnswer,
  merchantFlags,
  merchantOf,
  readPayload,
  requireFlag,
  requireMember,
  TRIAL_TYPE,
  type AppEnv,
  type Ctx,
  type MemberRow,
  type Sim,
} from '../context';
import { badRequest, ok, optionalString, readJson, refuse, requiredString } from '../lib/http';
import { renderCaptcha } from '../lib/captcha';
import { hashPassword, publicKeyInfo, sha256, verifyPassword } from '../lib/security';
import { COUNTRIES, registerRules } from '../merchants/config';
import {
  checkCaptcha,
  consumeSmsCode,
  newCaptcha,
  parseMobile,
  sendSmsCode,
  SMS_EXPIRY_MINUTES,
  validCaptchaKey,
  type SmsPurpose,
} from './verification';

export const CAPTCHA_AFTER_FAILURES = 3;

const FIELD_LABELS: Record<RegisterField, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  payeeName: 'Real name',
  email: 'Email',
  qqNum: 'QQ',
  mobileNum: 'Mobile number',
  paymentPassword: 'Transaction password',
  line: 'LINE',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  affiliateCode: 'Invitation code',
  captcha: 'Captcha',
  verificationCode: 'Verification code',
};
const UNTRIMMED = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);

/** Passwords are checked exactly as typed; other fields trimmed. Non-string values are a 400. */
function fieldValue(body: Record<string, unknown>, field: string): string | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw badRequest(`${field} must be a string`);
  const text = UNTRIMMED.has(field as RegisterField) ? String(raw) : String(raw).trim();
  if (text.length > 500) throw badRequest(`${field} is too long`);
  return text === '' ? undefined : text;
}

/** Applies the published rules: required, length, pattern id and accepted pattern; first problem wins. */
export function checkAgainstRules(
  rules: RegisterRules,
  body: Record<string, unknown>,
  skip: ReadonlySet<RegisterField>,
): Partial<Record<RegisterField, string>> {
  const values: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const value = fieldValue(body, field);
    const rule = rules[field];
    if (skip.has(field) || !rule.enabled) continue;
    if (value === undefined) {
      if (rule.required)
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `${FIELD_LABELS[field]}: Input cannot be empty`,
          { field },
        );
      continue;
    }
    const lengthMessage = lengthProblem(field, rule, value);
    if (lengthMessage)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, `${FIELD_LABELS[field]}: ${lengthMessage}`, {
        field,
      });
    if (
      !testPattern(rule.patternId, value) ||
      !matchesAcceptedPattern(rule.acceptedPattern, value)
    ) {
      throw refuse(ERROR_CODES.VALIDATION_FAILED, `${FIELD_LABELS[field]} format is incorrect`, {
        field,
      });
    }
    values[field] = value;
  }
  return values;
}

function findAgentByAffiliate(sim: Sim, merchantCode: string, code: string): MemberRow | undefined {
  return sim.db
    .prepare(
      'SELECT * FROM members WHERE merchant_code = ? AND affiliate_code = ? COLLATE NOCASE AND type IN (1, 2, 41, 42)',
    )
    .get(merchantCode, code) as MemberRow | undefined;
}

function memberByMobile(
  sim: Sim,
  merchantCode: string,
  dialing: string,
  mobile: string,
): MemberRow | undefined {
  return sim.db
    .prepare('SELECT * FROM members WHERE merchant_code = ? AND dialing_code = ? AND mobile = ?')
    .get(merchantCode, dialing, mobile) as MemberRow | undefined;
}

function failureCount(sim: Sim, merchantCode: string, account: string): number {
  const row = sim.db
    .prepare('SELECT failures FROM login_failures WHERE merchant_code = ? AND account = ?')
    .get(merchantCode, account) as { failures: number } | undefined;
  return row?.failures ?? 0;
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
  if (rules.captcha.enabled)
    checkCaptcha(sim, optionalString(body, 'captchaKey'), fieldValue(body, 'captcha'));

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
    );
  }
  const account = mode === 'mobile' ? (mobile?.mobile ?? '') : (values.username ?? '');
  if (
    sim.db
      .prepare('SELECT 1 FROM members WHERE merchant_code = ? AND account = ?')
      .get(merchant.code, account)
  ) {
    throw refuse(
      ERROR_CODES.USERNAME_TAKEN,
      mode === 'mobile' ? 'This mobile number is already registered' : 'Username already exists',
    );
  }
  if (mobile && memberByMobile(sim, merchant.code, mobile.dialing, mobile.mobile)) {
    throw refuse(ERROR_CODES.MOBILE_TAKEN, 'This mobile number is already registered');
  }
  let uplineId: number | null = null;
  if (values.affiliateCode) {
    const agent = findAgentByAffiliate(sim, merchant.code, values.affiliateCode);
    if (!agent) throw refuse(ERROR_CODES.AFFILIATE_INVALID, 'Invalid invitation code');
    uplineId = agent.id;
  }
  const referralCode = optionalString(body, 'referralCode', 40);
  if (
    referralCode &&
    !sim.db
      .prepare('SELECT 1 FROM members WHERE merchant_code = ? AND referral_code = ?')
      .get(merchant.code, referralCode)
  ) {
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
  const result = sim.db
    .prepare(
      `INSERT INTO members (merchant_code, account, password_hash, payment_password_hash, nickname, type, rank_level, mobile, dialing_code, email, payee_name,
        profile, balance, points, password_changed_at, upline_id, referral_code, register_domain, created_at)
       VALUES (?, ?, ?, ?, ?, 0, 1, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?)`,
    )
    .run(
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
    );
  const member = sim.db
    .prepare('SELECT * FROM members WHERE id = ?')
    .get(Number(result.lastInsertRowid)) as MemberRow;
  const login =
    body.login === true || body.login === 'true'
      ? loginAnswer(sim, member, mode === 'mobile' ? 'sms' : 'username')
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

async function smsSend(
  c: Ctx,
  purpose: SmsPurpose,
  variant: 'expiredMinutes' | 'expirationTime',
): Promise<Response> {
  const sim = c.get('sim');
  const merchant = merchantOf(c);
  const body = await readJson(c);
  const { mobile, dialing } = parseMobile(
    optionalString(body, 'mobileNum') ?? optionalString(body, 'mobileNo'),
    optionalString(body, 'countryDialingCode'),
  );
  const owner = memberByMobile(sim, merchant.code, dialing, mobile);
  if (purpose === 'register' && owner)
    throw refuse(ERROR_CODES.MOBILE_TAKEN, 'This mobile number is already registered');
  if (purpose !== 'register' && !owner)
    throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'This mobile number is not registered');
  if (purpose === 'login') requireFlag(sim, merchant.code, 'MOBILEVERCODELOGIN3', 'SMS login');
  if (purpose === 'password')
    requireFlag(sim, merchant.code, 'CHNGPASSVERIF3', 'Password reset by mobile');
  const { expiresAt } = sendSmsCode(sim, merchant.code, dialing, mobile, purpose);
  return variant === 'expiredMinutes'
    ? ok(c, { expiredMinutes: SMS_EXPIRY_MINUTES }, 'Verification code sent')
    : ok(c, { expirationTime: new Date(expiresAt).toISOString() }, 'Verification code sent');
}

export function accessRoutes(app: Hono<AppEnv>): void {
  app.get(API_PATHS.publicKey, (c) => ok(c, publicKeyInfo(c.get('sim').key)));

  app.get(API_PATHS.captcha, (c) => {
    const key = validCaptchaKey(c.req.query('key') ?? c.req.query('captchaKey'));
    const answer = newCaptcha(c.get('sim'), key);
    return ok(c, `data:image/png;base64,${renderCaptcha(answer).toString('base64')}`);
  });

  app.post(API_PATHS.login, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const body = await readPayload(c);
    const type = optionalString(body, 'type') ?? 'username';
    if (type !== 'username' && type !== 'sms') throw badRequest("type must be 'username' or 'sms'");
    if (type === 'sms') {
      requireFlag(sim, merchant.code, 'MOBILEVERCODELOGIN3', 'SMS login');
      const { mobile, dialing } = parseMobile(
        optionalString(body, 'username') ?? optionalString(body, 'mobileNum'),
        optionalString(body, 'countryDialingCode'),
      );
      const member = memberByMobile(sim, merchant.code, dialing, mobile);
      if (!member) throw refuse(ERROR_CODES.LOGIN_FAILED, 'This mobile number is not registered');
      consumeSmsCode(
        sim,
        merchant.code,
        dialing,
        mobile,
        'login',
        optionalString(body, 'password'),
      );
      return ok(c, loginAnswer(sim, member, 'sms'), 'Login successful');
    }
    const username = requiredString(body, 'username', 64);
    const password = fieldValue(body, 'password');
    if (!password) throw badRequest('password is required');
    const failures = failureCount(sim, merchant.code, username);
    if (failures >= CAPTCHA_AFTER_FAILURES)
      checkCaptcha(sim, optionalString(body, 'captchaKey'), optionalString(body, 'captcha'), true);
    const member = sim.db
      .prepare('SELECT * FROM members WHERE merchant_code = ? AND account = ?')
      .get(merchant.code, username) as MemberRow | undefined;
    const valid =
      member !== undefined &&
      member.type !== TRIAL_TYPE &&
      (await verifyPassword(password, member.password_hash));
    if (!valid || !member) {
      sim.db
        .prepare(
          'INSERT INTO login_failures (merchant_code, account, failures) VALUES (?, ?, 1) ON CONFLICT(merchant_code, account) DO UPDATE SET failures = failures + 1',
        )
        .run(merchant.code, username);
      const captcha = failures + 1 >= CAPTCHA_AFTER_FAILURES;
      throw refuse(ERROR_CODES.LOGIN_FAILED, 'wrong account, password or email format', {
        captcha,
      });
    }
    sim.db
      .prepare('DELETE FROM login_failures WHERE merchant_code = ? AND account = ?')
      .run(merchant.code, username);
    const answer: LoginResponse = loginAnswer(sim, member, 'username');
    return ok(c, answer, 'Login successful');
  });

  app.post(API_PATHS.freePlay, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    requireFlag(sim, merchant.code, 'FREEPLAY3', 'Free play');
    await readJson(c);
    const now = sim.now();
    let account = '';
    do account = `trial${randomInt(100000, 999999)}`;
    while (
      sim.db
        .prepare('SELECT 1 FROM members WHERE merchant_code = ? AND account = ?')
        .get(merchant.code, account)
    );
    const result = sim.db
      .prepare(
        `INSERT INTO members (merchant_code, account, nickname, type, rank_level, balance, password_changed_at, referral_code, created_at)
         VALUES (?, ?, ?, ?, 1, 2000, ?, ?, ?)`,
      )
      .run(
        merchant.code,
        account,
        'Trial player',
        TRIAL_TYPE,
        now,
        `R${merchant.code}${account.toUpperCase()}`,
        now,
      );
    const member = sim.db
      .prepare('SELECT * FROM members WHERE id = ?')
      .get(Number(result.lastInsertRowid)) as MemberRow;
    return ok(c, loginAnswer(sim, member, 'freeplay'), 'Free play started');
  });

  app.delete(API_PATHS.logout, (c) => {
    const sim = c.get('sim');
    requireMember(c, { allowTrial: true });
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    sim.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ?')
      .run(sim.now(), sha256(token));
    return ok(c, null, 'Logged out');
  });

  app.post(API_PATHS.smsLoginCode, (c) => smsSend(c, 'login', 'expiredMinutes'));
  app.post(API_PATHS.smsRegister, (c) => smsSend(c, 'register', 'expiredMinutes'));
  app.post(API_PATHS.smsRegisterMobile, (c) => smsSend(c, 'register', 'expiredMinutes'));
  app.post(API_PATHS.smsForgotPassword, (c) => smsSend(c, 'password', 'expirationTime'));

  app.put(API_PATHS.register, (c) => register(c, 'username'));
  app.put(API_PATHS.registerMobile, (c) => register(c, 'mobile'));

  app.get(API_PATHS.registerSettings, (c) => {
    const merchant = merchantOf(c);
    return ok(c, registerRules(merchant.code, merchantFlags(c.get('sim'), merchant.code)));
  });

  const affiliateCheck = async (c: Ctx): Promise<Response> => {
    const source =
      c.req.method === 'GET' ? (c.req.query() as Record<string, unknown>) : await readJson(c);
    const code = requiredString(source, 'code', 40);
    optionalString(source, 'domain', 200);
    const agent = findAgentByAffiliate(c.get('sim'), merchantOf(c).code, code);
    if (!agent) throw refuse(ERROR_CODES.AFFILIATE_INVALID, 'Invalid invitation code');
    return ok(c, { valid: true, agentAccount: agent.account });
  };
  app.get(API_PATHS.affiliateCheck, affiliateCheck);
  app.post(API_PATHS.affiliateCheck, affiliateCheck);

  app.post(API_PATHS.changePassword, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readPayload(c);
    const oldPassword = fieldValue(body, 'oldPassword');
    const newPassword = fieldValue(body, 'newPassword');
    const confirm = fieldValue(body, 'confirmNewPassword');
    if (!oldPassword || !newPassword || !confirm)
      throw badRequest('oldPassword, newPassword and confirmNewPassword are required');
    checkNewPassword(sim, member.merchant_code, newPassword);
    if (confirm !== newPassword)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Incorrect confirmation input', {
        field: 'confirmNewPassword',
      });
    if (!(await verifyPassword(oldPassword, member.password_hash)))
      throw refuse(ERROR_CODES.PASSWORD_INVALID, 'The old password is incorrect');
    if (oldPassword === newPassword)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The new password must differ from the old one', {
        field: 'newPassword',
      });
    sim.db
      .prepare(
        'UPDATE members SET password_hash = ?, temporary_password = 0, password_changed_at = ? WHERE id = ?',
      )
      .run(await hashPassword(newPassword), sim.now(), member.id);
    return ok(c, null, 'Password changed successfully');
  });

  app.post(API_PATHS.forgotPasswordEmail, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    requireFlag(sim, merchant.code, 'CHNGPASSMAIL3', 'Password reset by email');
    const type = c.req.header('content-type') ?? '';
    const form: Record<string, unknown> = type.includes('application/json')
      ? await readJson(c)
      : type.includes('form')
        ? ((await c.req.parseBody()) as Record<string, unknown>)
        : (() => {
            throw badRequest(
              'Send username and email as a form (application/x-www-form-urlencoded)',
            );
          })();
    const username = requiredString(form, 'username', 64);
    const email = requiredString(form, 'email', 100);
    const member = sim.db
      .prepare(
        'SELECT * FROM members WHERE merchant_code = ? AND account = ? AND email = ? COLLATE NOCASE',
      )
      .get(merchant.code, username, email) as MemberRow | undefined;
    if (!member) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Username/Email does not exist');
    sim.db
      .prepare(
        'INSERT INTO email_outbox (merchant_code, email, subject, body, sent_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(
        merchant.code,
        email,
        'Password reset',
        `Hello ${member.account}, follow the link to reset your password.`,
        sim.now(),
      );
    return ok(c, null, 'The request has been sent, please check your email');
  });

  app.post(API_PATHS.resetPasswordByPhone, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    requireFlag(sim, merchant.code, 'CHNGPASSVERIF3', 'Password reset by mobile');
    const body = await readPayload(c);
    const { mobile, dialing } = parseMobile(
      optionalString(body, 'mobileNum'),
      optionalString(body, 'countryDialingCode'),
    );
    const newPassword = fieldValue(body, 'newPassword');
    if (!newPassword) throw badRequest('newPassword is required');
    if (optionalString(body, 'captchaKey'))
      checkCaptcha(sim, optionalString(body, 'captchaKey'), optionalString(body, 'captcha'));
    checkNewPassword(sim, merchant.code, newPassword);
    const member = memberByMobile(sim, merchant.code, dialing, mobile);
    if (!member) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'This mobile number is not registered');
    consumeSmsCode(
      sim,
      merchant.code,
      dialing,
      mobile,
      'password',
      optionalString(body, 'verificationCode'),
    );
    sim.db
      .prepare(
        'UPDATE members SET password_hash = ?, temporary_password = 0, password_changed_at = ? WHERE id = ?',
      )
      .run(await hashPassword(newPassword), sim.now(), member.id);
    sim.db
      .prepare('UPDATE tokens SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL')
      .run(sim.now(), member.id);
    const fresh = sim.db.prepare('SELECT * FROM members WHERE id = ?').get(member.id) as MemberRow;
    return ok(c, loginAnswer(sim, fresh, 'sms'), 'Password reset successfully');
  });

  app.get(API_PATHS.countries, (c) => ok(c, COUNTRIES));

  app.on(['PUT', 'POST'], API_PATHS.language, async (c) => {
    const member = requireMember(c, { allowTrial: true });
    const body = await readJson(c);
    const language = requiredString(body, 'language', 10).toUpperCase();
    if (!/^[A-Z]{2}(-[A-Z]{2})?$/.test(language))
      throw badRequest('language must be a code such as EN or ZH-TW');
    c.get('sim')
      .db.prepare('UPDATE members SET language = ? WHERE id = ?')
      .run(language, member.id);
    return ok(c, { language }, 'Language updated');
  });
}

function checkNewPassword(sim: Sim, merchantCode: string, password: string): void {
  const rule = registerRules(merchantCode, merchantFlags(sim, merchantCode)).password;
  const length = lengthProblem('password', rule, password);
  if (length) throw refuse(ERROR_CODES.VALIDATION_FAILED, length, { field: 'newPassword' });
  if (
    !testPattern(rule.patternId, password) ||
    !matchesAcceptedPattern(rule.acceptedPattern, password)
  ) {
    throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The new password must mix letters and digits', {
      field: 'newPassword',
    });
  }
}
