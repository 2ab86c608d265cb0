import { Hono } from 'hono';
import { ERROR_CODES } from '../../contract';
import { badRequest, ok, refuse } from '../../lib/http';
import type { AppEnv } from '../../sim';
import { DEV_PREFIX } from '../../lib/devPrefix';

/** What the platform sent: SMS (and emptying a number's outbox), mails, captcha answers. */
export function outboxRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(`${DEV_PREFIX}/sms`, (c) => {
    const mobile = c.req.query('mobile')?.replace(/[\s-]/g, '');
    if (!mobile) throw badRequest('mobile is required');
    const rows = c.get('sim').queries.dev.smsOutbox.all(mobile);
    return ok(
      c,
      rows.map((r) => ({
        merchantCode: r.merchant_code,
        countryDialingCode: r.dialing_code,
        mobile: r.mobile,
        purpose: r.purpose,
        code: r.code,
        text: r.text,
        sentAt: new Date(r.sent_at).toISOString(),
        expiresAt: new Date(r.expires_at).toISOString(),
        // no longer accepted: used, or voided by a newer code or too many wrong tries
        used: r.used_at !== null || r.voided_at !== null,
        voided: r.voided_at !== null,
        failedAttempts: r.failed_attempts,
      })),
    );
  });

  // Empties a number's outbox, which also lifts its 60 s resend gap: a test that registered a number
  // (one code) can then ask for a password-reset code without waiting a minute.
  routes.delete(`${DEV_PREFIX}/sms`, (c) => {
    const mobile = c.req.query('mobile')?.replace(/[\s-]/g, '');
    if (!mobile) throw badRequest('mobile is required');
    const { changes } = c.get('sim').queries.dev.clearSmsOutbox.run(mobile);
    return ok(c, { deleted: changes }, 'SMS outbox cleared');
  });

  routes.get(`${DEV_PREFIX}/email`, (c) => {
    const email = c.req.query('email');
    if (!email) throw badRequest('email is required');
    return ok(c, c.get('sim').queries.dev.emailOutbox.all(email));
  });

  routes.get(`${DEV_PREFIX}/captcha`, (c) => {
    const key = c.req.query('key');
    if (!key) throw badRequest('key is required');
    const row = c.get('sim').queries.verification.captcha.get(key);
    if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'No captcha for that key');
    return ok(c, { answer: row.answer });
  });

  return routes;
}
