import { describe, expect, it } from 'vitest';
import type { UplineInfo } from '../../contract';
import { makeSim } from '../../testing';
import { balanceOf } from './funds.test-helper';

describe('transferUpline', () => {
  it('moves money to the upline atomically, and refuses members without one', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const info = (await sim.call<UplineInfo>('/wps/member/transfer/upline', { token })).body
      .value as UplineInfo;
    expect(info.upline).toBe('agent1');
    const agentToken = await sim.login('agent1', 'Agent1234');
    const agentBefore = await balanceOf(sim, agentToken);
    sim.app.sim.db
      .prepare(
        "UPDATE members SET balance_cents = 10000 WHERE account = 'player1' AND merchant_code = 'AUR01'",
      )
      .run();
    const transfer = (amount: number, paymentPassword = '123456') =>
      sim.call<{ balance: number }>('/wps/member/transfer/upline', {
        token,
        body: { amount, paymentPassword },
      });
    expect((await transfer(30, '111111')).body.code).toBe('PASSWORD_INVALID');
    expect((await transfer(0.5)).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    // Four at once (each attempt counts against the payment-password limit while it is checked).
    const answers = await Promise.all(Array.from({ length: 4 }, () => transfer(30)));
    const done = answers.filter((a) => a.body.success);
    expect(done).toHaveLength(3);
    expect(done[0]?.body.message).toBe('Transfer to upline agent1 of 30.00 succeeded');
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_BALANCE')).toHaveLength(1);
    expect(await balanceOf(sim, token)).toBe(10);
    expect(await balanceOf(sim, agentToken)).toBe(agentBefore + 90);

    // expired1 has no upline; a fresh password, since an expired one only serves its change
    sim.app.sim.db
      .prepare("UPDATE members SET password_changed_at = ? WHERE account = 'expired1'")
      .run(sim.clock.now);
    const loner = await sim.login('expired1', 'Expired123');
    expect(
      (await sim.call<UplineInfo>('/wps/member/transfer/upline', { token: loner })).body.value
        ?.upline,
    ).toBeNull();
    expect(
      (
        await sim.call('/wps/member/transfer/upline', {
          token: loner,
          body: { amount: 10, paymentPassword: '123456' },
        })
      ).body,
    ).toMatchObject({ code: 'NO_UPLINE', message: 'You have no upline to transfer to' });
  });
});
