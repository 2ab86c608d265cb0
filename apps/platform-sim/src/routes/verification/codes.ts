import { Hono } from 'hono';
import { API_PATHS, ERROR_CODES } from '../../contract';
import { renderCaptcha } from '../../lib/captcha';
import { ok, optionalString, readJson, refuse, visitorIp } from '../../lib/http';
import { merchantOf, requireFlag } from '../../merchants/resolve';
import type { AppEnv, Ctx } from '../../sim';
import { newCaptcha, validCaptchaKey } from '../../verification/captcha';
import { takeSendQuota } from '../../verification/sendQuotas';
import {
  parseMobile,
  sendSmsCode,
  SMS_EXPIRY_MINUTES,
  type SmsPurpose,
} from '../../verification/sms';

/**
 * Sends a code by SMS: the register purpose needs a free number, the others a registered one; SMS
 * login and reset by mobile need their whitelabel flag. The forgot-password answer gives the expiry time.
 */
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
  const owner = sim.queries.access.memberByMobile.get(merchant.code, dialing, mobile);
  if (purpose === 'register' && owner)
    throw refuse(ERROR_CODES.MOBILE_TAKEN, 'This mobile number is already registered');
  if (purpose !== 'register' && !owner)
    throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'This mobile number is not registered');
  if (purpose === 'login') requireFlag(sim, merchant.code, 'MOBILEVERCODELOGIN3', 'SMS login');
  if (purpose === 'password')
    requireFlag(sim, merchant.code, 'CHNGPASSVERIF3', 'Password reset by mobile');
  takeSendQuota(sim, 'sms', visitorIp(c, sim.trustProxy));
  const { expiresAt } = sendSmsCode(sim, merchant.code, dialing, mobile, purpose);
  return variant === 'expiredMinutes'
    ? ok(c, { expiredMinutes: SMS_EXPIRY_MINUTES }, 'Verification code sent')
    : ok(c, { expirationTime: new Date(expiresAt).toISOString() }, 'Verification code sent');
}

/** Captcha images and SMS verification codes. */
export function verificationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.captcha, (c) => {
    const key = validCaptchaKey(c.req.query('key') ?? c.req.query('captchaKey'));
    const answer = newCaptcha(c.get('sim'), key);
    return ok(c, `data:image/png;base64,${renderCaptcha(answer).toString('base64')}`);
  });

  routes.post(API_PATHS.smsLoginCode, (c) => smsSend(c, 'login', 'expiredMinutes'));
  routes.post(API_PATHS.smsRegister, (c) => smsSend(c, 'register', 'expiredMinutes'));
  routes.post(API_PATHS.smsRegisterMobile, (c) => smsSend(c, 'register', 'expiredMinutes'));
  routes.post(API_PATHS.smsForgotPassword, (c) => smsSend(c, 'password', 'expirationTime'));

  return routes;
}
