import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { checkLoginPassword } from '../../auth/loginPassword';
import { checkPaymentPassword } from '../../auth/paymentPassword';
import { API_PATHS, ERROR_CODES, PAYMENT_PASSWORD_PATTERN } from '../../contract';
import { badRequest, ok, readJson, refuse } from '../../lib/http';
import { hashPassword } from '../../lib/security';
import type { AppEnv } from '../../sim';

/** Whether a payment password is set, and setting or changing it. */
export function paymentPasswordRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // payment password
  routes.get(API_PATHS.paymentPassword, (c) =>
    ok(c, { isSet: requireMember(c).payment_password_hash !== null }),
  );

  routes.post(API_PATHS.paymentPassword, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    // not trimmed: a password is taken as typed
    const field = (name: string): string | undefined =>
      typeof body[name] === 'string' && body[name] !== '' ? body[name] : undefined;
    const next = field('newPaymentPassword');
    const confirm = field('confirmPaymentPassword');
    if (!next || !confirm)
      throw badRequest('newPaymentPassword and confirmPaymentPassword are required');
    if (!PAYMENT_PASSWORD_PATTERN.test(next))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The payment password must be 6 digits', {
        field: 'newPaymentPassword',
      });
    if (confirm !== next)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Incorrect confirmation input', {
        field: 'confirmPaymentPassword',
      });
    if (member.payment_password_hash) {
      await checkPaymentPassword(sim, member, field('oldPaymentPassword'));
    } else {
      const password = field('password');
      if (!password) throw badRequest('password (the login password) is required');
      await checkLoginPassword(sim, member, password, 'The login password is incorrect');
    }
    sim.queries.funds.setPaymentPassword.run(await hashPassword(next), member.id);
    return ok(
      c,
      { isSet: true },
      member.payment_password_hash ? 'Payment password changed' : 'Payment password set',
    );
  });

  return routes;
}
