import { Hono } from 'hono';
import { lengthProblem, matchesAcceptedPattern, testPattern } from '@wl/validation';
import { bearerToken, requireMember } from '../../auth/guards';
import { checkLoginPassword } from '../../auth/loginPassword';
import { weakPasswordProblem } from '../../auth/passwordPolicy';
import { loginAnswer } from '../../auth/tokens';
import { API_PATHS, ERROR_CODES } from '../../contract';
import { readPayload } from '../../lib/encryptedBody';
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
} from '../../lib/http';
import { hashPassword, sha256 } from '../../lib/security';
import { registerRules } from '../../merchants/config';
import { merchantFlags, merchantOf, requireFlag } from '../../merchants/resolve';
import type { MemberRow } from '../../db/rows';
import type { AppEnv, Sim } from '../../sim';
import { checkCaptcha } from '../../verification/captcha';
import { mailCooldownOver, takeSendQuota } from '../../verification/sendQuotas';
import { consumeSmsCode, parseMobile, smsCodeMatches } from '../../verification/sms';
import { fieldValue } from '../../domain/registrationRules';

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

/** Changing the password, the reset mail, and the reset by phone. */
export function passwordRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
