import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';
import { firstCardId } from './funds.test-helper';

describe('payment password', () => {
  it('sets a payment password with the login password, then changes it with the old one', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    sim.app.sim.db
      .prepare("UPDATE members SET payment_password_hash = NULL WHERE account = 'vip1'")
      .run();
    expect((await sim.call('/wps/member/password/payment', { token })).body.value).toEqual({
      isSet: false,
    });
    expect(
      (
        await sim.call('/wps/member/withdraw', {
          token,
          body: { cardId: 1, amount: 100, paymentPassword: '123456' },
        })
      ).body.code,
    ).toBe('NOT_FOUND_ENTITY');
    const cardId = await firstCardId(sim, token);
    expect(
      (
        await sim.call('/wps/member/withdraw', {
          token,
          body: { cardId, amount: 100, paymentPassword: '123456' },
        })
      ).body,
    ).toMatchObject({
      code: 'PAYMENT_PASSWORD_NOT_SET',
      message: 'Please set a payment password first',
    });

    const set = (body: Record<string, string>) =>
      sim.call('/wps/member/password/payment', { token, body });
    expect(
      (
        await set({
          newPaymentPassword: '12ab56',
          confirmPaymentPassword: '12ab56',
          password: 'Player123',
        })
      ).body,
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The payment password must be 6 digits',
    });
    expect(
      (
        await set({
          newPaymentPassword: '246810',
          confirmPaymentPassword: '246811',
          password: 'Player123',
        })
      ).body,
    ).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Incorrect confirmation input' });
    expect(
      (
        await set({
          newPaymentPassword: '246810',
          confirmPaymentPassword: '246810',
          password: 'wrong',
        })
      ).body,
    ).toMatchObject({ code: 'PASSWORD_INVALID', message: 'The login password is incorrect' });
    expect(
      (
        await set({
          newPaymentPassword: '246810',
          confirmPaymentPassword: '246810',
          password: 'Player123',
        })
      ).body,
    ).toMatchObject({ success: true, message: 'Payment password set' });

    expect(
      (
        await set({
          newPaymentPassword: '135790',
          confirmPaymentPassword: '135790',
          oldPaymentPassword: '000000',
        })
      ).body,
    ).toMatchObject({ code: 'PASSWORD_INVALID', message: 'The payment password is incorrect' });
    expect(
      (
        await set({
          newPaymentPassword: '135790',
          confirmPaymentPassword: '135790',
          oldPaymentPassword: '246810',
        })
      ).body,
    ).toMatchObject({ success: true, message: 'Payment password changed' });
    expect(
      (
        await sim.call('/wps/member/withdraw', {
          token,
          body: { cardId, amount: 100, paymentPassword: '135790' },
        })
      ).body.success,
    ).toBe(true);
  });

  it('makes a member wait after 5 wrong payment passwords', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    const cardId = await firstCardId(sim, token);
    const attempt = (paymentPassword: string) =>
      sim.call('/wps/member/withdraw', { token, body: { cardId, amount: 100, paymentPassword } });
    for (let i = 0; i < 5; i++)
      expect((await attempt('000000')).body.code).toBe('PASSWORD_INVALID');
    const locked = await attempt('123456');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'Too many wrong payment passwords: please try again in 15 minutes',
    );
    sim.advance(15 * 60_000);
    expect((await attempt('123456')).body.success).toBe(true);
  });
});
