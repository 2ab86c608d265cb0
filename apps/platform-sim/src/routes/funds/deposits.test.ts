import { describe, expect, it } from 'vitest';
import type { DepositMethod, DepositOrder } from '../../contract';
import { makeSim } from '../../testing';
import { balanceOf, type Page } from './funds.test-helper';

describe('depositv2', () => {
  it('lists methods with limits, takes a pending order within them and settles it by the dev switch', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    const methods = (
      await sim.call<{ list: DepositMethod[] }>('/wps/member/deposit/methods', { token })
    ).body.value?.list as DepositMethod[];
    expect(methods.map((m) => m.code)).toEqual(['BANK_TRANSFER', 'MOMO', 'VIETQR', 'USDT_TRC20']);
    const bank = methods[0] as DepositMethod;
    expect(bank).toMatchObject({ minAmount: 100, maxAmount: 50000 });
    expect(bank.presetAmounts.every((a) => a >= bank.minAmount && a <= bank.maxAmount)).toBe(true);

    expect(
      (
        await sim.call('/wps/member/deposit', {
          token,
          body: { methodId: bank.methodId, amount: 99.99 },
        })
      ).body,
    ).toMatchObject({
      success: false,
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount must be between 100.00 and 50000.00',
    });
    expect(
      (await sim.call('/wps/member/deposit', { token, body: { methodId: 999, amount: 500 } })).body,
    ).toMatchObject({
      success: false,
      code: 'NOT_FOUND_ENTITY',
      message: 'Deposit method not found',
    });
    expect(
      (
        await sim.call('/wps/member/deposit', {
          token,
          body: { methodId: bank.methodId, amount: 10.001 },
        })
      ).status,
    ).toBe(400);

    const before = await balanceOf(sim, token);
    const created = await sim.call<DepositOrder>('/wps/member/deposit', {
      token,
      body: { methodId: bank.methodId, amount: 1500 },
    });
    const order = created.body.value as DepositOrder;
    expect(order).toMatchObject({
      amount: 1500,
      status: 'PENDING',
      methodName: 'Local bank transfer',
    });
    expect(order.orderNo).toMatch(/^D20250602\d{6}$/);
    expect(order.payee.accountNumber).toBeTruthy();
    expect(await balanceOf(sim, token)).toBe(before);

    const pending = await sim.call<Page<DepositOrder>>(
      '/wps/member/deposit/orders?status=PENDING',
      {
        token,
      },
    );
    expect(pending.body.value?.list.map((o) => o.orderId)).toContain(order.orderId);

    const settled = await sim.call<DepositOrder>('/__sim/deposit/settle', {
      body: { orderNo: order.orderNo, outcome: 'success' },
    });
    expect(settled.body.value?.status).toBe('SUCCESS');
    expect(await balanceOf(sim, token)).toBe(before + 1500);
    const records = await sim.call<Page<{ type: string; amount: number; remark: string }>>(
      '/wps/member/transactions?type=DEPOSIT&pageSize=1',
      { token },
    );
    expect(records.body.value?.list[0]).toMatchObject({
      amount: 1500,
      remark: expect.stringContaining(order.orderNo),
    });
    // settled once only
    expect(
      (await sim.call('/__sim/deposit/settle', { body: { orderId: order.orderId } })).body.code,
    ).toBe('INVALID_STATE');
    expect(await balanceOf(sim, token)).toBe(before + 1500);

    const other = (
      await sim.call<DepositOrder>('/wps/member/deposit', {
        token,
        body: { methodId: 2, amount: 100 },
      })
    ).body.value as DepositOrder;
    const failed = await sim.call<DepositOrder>('/__sim/deposit/settle', {
      body: { orderId: other.orderId, outcome: 'failed' },
    });
    expect(failed.body.value?.status).toBe('FAILED');
    expect(await balanceOf(sim, token)).toBe(before + 1500);
  });

  it('needs a real member, and the dev switch exists only with the dev endpoints', async () => {
    const sim = makeSim();
    expect((await sim.call('/wps/member/deposit/methods')).status).toBe(401);
    expect(
      (await sim.call('/wps/member/deposit', { body: { methodId: 1, amount: 500 } })).status,
    ).toBe(401);
    const trial = (await sim.call<{ token: string }>('/wps/session/login/freeplay', { body: {} }))
      .body.value?.token;
    expect((await sim.call('/wps/member/withdraw/config', { token: trial })).body.code).toBe(
      'TRIAL_FORBIDDEN',
    );
    const prod = makeSim({ devEndpoints: false });
    expect((await prod.call('/__sim/deposit/settle', { body: { orderId: 1 } })).status).toBe(404);
  });
});
