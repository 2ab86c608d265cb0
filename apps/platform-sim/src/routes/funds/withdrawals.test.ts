import { describe, expect, it } from 'vitest';
import type { Withdrawal, WithdrawConfig } from '../../contract';
import { makeSim } from '../../testing';
import { balanceOf, firstCardId, PNG, PNG_DATA_URL, type Page } from './funds.test-helper';

describe('withdraw', () => {
  it('debits the main wallet at once, within the limits and the balance', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const config = (await sim.call<WithdrawConfig>('/wps/member/withdraw/config', { token })).body
      .value;
    expect(config).toEqual({
      minAmount: 100,
      maxAmount: 50000,
      dailyCount: 5,
      remainingToday: 4,
      autoReceiveMinutes: 30,
    });
    const cardId = await firstCardId(sim, token);
    const balance = await balanceOf(sim, token);
    const withdraw = (amount: number, extra: Record<string, unknown> = {}) =>
      sim.call<Withdrawal>('/wps/member/withdraw', {
        token,
        body: { cardId, amount, paymentPassword: '123456', ...extra },
      });
    expect((await withdraw(50)).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await withdraw(balance + 100)).body).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    });
    expect((await withdraw(100, { cardId: 99999 })).body.code).toBe('NOT_FOUND_ENTITY');
    expect((await withdraw(100, { paymentPassword: undefined })).status).toBe(400);
    const done = await withdraw(300);
    expect(done.body.value).toMatchObject({
      amount: 300,
      confirmation: 'PENDING',
      cardNumber: '**** **** **** 7801',
      allowedConfirmations: ['RECEIVED', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED'],
      autoReceiveAt: new Date(sim.clock.now + 30 * 60_000).toISOString(),
    });
    expect(await balanceOf(sim, token)).toBe(Math.round((balance - 300) * 100) / 100);
    const ledger = await sim.call<Page<{ amount: number; remark: string }>>(
      '/wps/member/transactions?type=WITHDRAW&pageSize=1',
      { token },
    );
    expect(ledger.body.value?.list[0]).toMatchObject({
      amount: -300,
      remark: expect.stringContaining(done.body.value?.orderNo ?? '?'),
    });
  });

  it('never pays out more than the balance when withdrawals race', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    const cardId = await firstCardId(sim, token);
    // leave exactly 1,000 in the wallet
    const start = await balanceOf(sim, token);
    sim.app.sim.db
      .prepare(
        "UPDATE members SET balance_cents = 100000 WHERE account = 'vip1' AND merchant_code = 'AUR01'",
      )
      .run();
    expect(start).toBeGreaterThan(1000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        sim.call('/wps/member/withdraw', {
          token,
          body: { cardId, amount: 400, paymentPassword: '123456' },
        }),
      ),
    );
    const paid = answers.filter((a) => a.body.success).length;
    expect(paid).toBe(2);
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_BALANCE')).toHaveLength(2);
    expect(await balanceOf(sim, token)).toBe(1000 - paid * 400);
  });
});

describe('withdraw confirmation', () => {
  it('walks the confirmation states: partially received, not received with proof, fully paid, received, and the timeout', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    const cardId = await firstCardId(sim, token);
    const create = async () =>
      (
        await sim.call<Withdrawal>('/wps/member/withdraw', {
          token,
          body: { cardId, amount: 500, paymentPassword: '123456' },
        })
      ).body.value as Withdrawal;
    const confirm = (body: Record<string, unknown>) =>
      sim.call<Withdrawal>('/wps/member/withdraw/confirm', { token, body });

    const first = await create();
    expect(
      (
        await confirm({
          withdrawalId: first.id,
          confirmation: 'PARTIALLY_RECEIVED',
          receivedAmount: 500,
        })
      ).body,
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The received amount must be above 0 and below 500.00',
    });
    const partial = await confirm({
      withdrawalId: first.id,
      confirmation: 'PARTIALLY_RECEIVED',
      receivedAmount: 200,
    });
    expect(partial.body.value).toMatchObject({
      confirmation: 'PARTIALLY_RECEIVED',
      receivedAmount: 200,
      allowedConfirmations: ['RECEIVED'],
      autoReceiveAt: null,
    });
    const paid = await sim.call<Withdrawal>('/__sim/withdraw/paid', {
      body: { withdrawalId: first.id },
    });
    expect(paid.body.value).toMatchObject({ confirmation: 'FULLY_PAID', allowedConfirmations: [] });
    expect(
      (await confirm({ withdrawalId: first.id, confirmation: 'RECEIVED' })).body,
    ).toMatchObject({
      code: 'INVALID_STATE',
      message: 'This withdrawal is already fully paid',
    });

    const second = await create();
    expect(
      (await confirm({ withdrawalId: second.id, confirmation: 'NOT_RECEIVED' })).body,
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Upload a proof image',
    });
    expect(
      (
        await confirm({
          withdrawalId: second.id,
          confirmation: 'NOT_RECEIVED',
          proofImage: 'data:image/png;base64,aGVsbG8=',
        })
      ).body.message,
    ).toBe('Only png or jpg images can be uploaded');
    const form = new FormData();
    form.set('withdrawalId', String(second.id));
    form.set('confirmation', 'NOT_RECEIVED');
    form.set('proofImage', new File([PNG], 'proof.png', { type: 'image/png' }));
    const notReceived = await sim.call<Withdrawal>('/wps/member/withdraw/confirm', {
      token,
      body: form,
    });
    expect(notReceived.body.value).toMatchObject({ confirmation: 'NOT_RECEIVED', hasProof: true });
    const proof = await sim.app.request(`/wps/member/withdraw/proof?withdrawalId=${second.id}`, {
      headers: { Merchant: 'AUR01', Authorization: `Bearer ${token}` },
    });
    expect(proof.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await proof.arrayBuffer()).equals(PNG)).toBe(true);
    const received = await confirm({ withdrawalId: second.id, confirmation: 'RECEIVED' });
    expect(received.body.value).toMatchObject({ confirmation: 'RECEIVED', autoReceived: false });

    const third = await create();
    const jsonProof = await confirm({
      withdrawalId: third.id,
      confirmation: 'NOT_RECEIVED',
      proofImage: PNG_DATA_URL,
    });
    expect(jsonProof.body.value?.hasProof).toBe(true);

    // left alone, a withdrawal counts as received after the configured minutes
    const fourth = await create();
    sim.advance(29 * 60_000);
    const list = async () =>
      (await sim.call<Page<Withdrawal>>('/wps/member/withdraw/records?pageSize=50', { token })).body
        .value?.list ?? [];
    expect((await list()).find((w) => w.id === fourth.id)?.confirmation).toBe('PENDING');
    sim.advance(60_000);
    expect((await list()).find((w) => w.id === fourth.id)).toMatchObject({
      confirmation: 'RECEIVED',
      autoReceived: true,
    });
    expect(
      (
        await confirm({
          withdrawalId: fourth.id,
          confirmation: 'NOT_RECEIVED',
          proofImage: PNG_DATA_URL,
        })
      ).body.code,
    ).toBe('INVALID_STATE');
    // the seed holds every state
    const states = new Set((await list()).map((w) => w.confirmation));
    expect([...states].sort()).toEqual([
      'FULLY_PAID',
      'NOT_RECEIVED',
      'PARTIALLY_RECEIVED',
      'RECEIVED',
    ]);
  });

  it('follows the clock /__sim/clock moves for the timeout', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const pending = async () =>
      (
        await sim.call<Page<Withdrawal>>('/wps/member/withdraw/records?confirmation=PENDING', {
          token,
        })
      ).body.value?.total;
    expect(await pending()).toBe(1);
    await sim.call('/__sim/clock', { body: { advanceMs: 21 * 60_000 } });
    expect(await pending()).toBe(0);
  });
});
