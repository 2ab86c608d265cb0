import { describe, expect, it } from 'vitest';
import type {
  BankCardsResponse,
  DepositMethod,
  DepositOrder,
  RebateClaimResponse,
  RebateSummary,
  UplineInfo,
  Withdrawal,
  WithdrawConfig,
} from '../contract';
import { makeSim, type TestSim } from '../testing';

type Page<T> = { list: T[]; total: number };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

async function balanceOf(sim: TestSim, token: string): Promise<number> {
  return (await sim.call<{ sumBalance: number }>('/wps/v2/wallets/balance', { token })).body.value
    ?.sumBalance as number;
}

async function firstCardId(sim: TestSim, token: string): Promise<number> {
  const cards = await sim.call<BankCardsResponse>('/wps/member/bankCards', { token });
  return cards.body.value?.list[0]?.cardId as number;
}

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

describe('payment password and bank cards', () => {
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

  it('binds a card (masked in every answer) after checking its fields and the payment password', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const before = (await sim.call<BankCardsResponse>('/wps/member/bankCards', { token })).body
      .value;
    expect(before?.list).toHaveLength(1);
    expect(before?.list[0]?.cardNumber).toBe('**** **** **** 7801');
    expect(before?.banks).toContain('Techcombank');
    const bind = (body: Record<string, string>) =>
      sim.call<{ cardNumber: string; bankName: string }>('/wps/member/bankCards', { token, body });
    const card = {
      bankName: 'Techcombank',
      accountName: 'NGUYEN VAN AN',
      cardNumber: '1903 5566 7788 99',
      paymentPassword: '123456',
    };
    expect((await bind({ ...card, bankName: 'Bank of Nowhere' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose a bank from the list',
    });
    expect((await bind({ ...card, cardNumber: '12345' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The card number must be 10 to 19 digits',
    });
    expect((await bind({ ...card, paymentPassword: '999999' })).body.code).toBe('PASSWORD_INVALID');
    const bound = await bind(card);
    expect(bound.body.value).toMatchObject({
      bankName: 'Techcombank',
      cardNumber: '**** **** **** 8899',
    });
    expect(JSON.stringify(bound.body)).not.toContain('19035566778899');
    expect((await bind(card)).body.message).toBe('This card is already bound');
    expect((await sim.call('/wps/member/bankCards')).status).toBe(401);
  });
});

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

describe('manualRebate', () => {
  it('computes the rebate per game type since the last claim and credits it once, even under racing claims', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    const summary = (await sim.call<RebateSummary>('/wps/member/rebate', { token })).body
      .value as RebateSummary;
    expect(summary.list.length).toBeGreaterThan(0);
    for (const line of summary.list)
      expect(line.amount).toBe(Math.round(line.validBet * line.rate * 100) / 100);
    expect(summary.total).toBeGreaterThan(1);
    expect(summary.since).toBe(new Date(sim.clock.now - 3 * 86_400_000).toISOString());

    const before = await balanceOf(sim, token);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        sim.call<RebateClaimResponse>('/wps/member/rebate/claim', { token, method: 'POST' }),
      ),
    );
    const credited = claims.filter((c) => c.body.success);
    expect(credited).toHaveLength(1);
    expect(credited[0]?.body.value?.amount).toBe(summary.total);
    expect(
      claims.filter((c) => c.body.code === 'NOTHING_TO_CLAIM').map((c) => c.body.value),
    ).toEqual(Array(4).fill({ amount: 0 }));
    expect(await balanceOf(sim, token)).toBe(Math.round((before + summary.total) * 100) / 100);
    expect((await sim.call<RebateSummary>('/wps/member/rebate', { token })).body.value?.total).toBe(
      0,
    );
    const records = await sim.call<Page<{ amount: number }>>('/wps/member/rebate/records', {
      token,
    });
    expect(records.body.value?.list).toEqual([expect.objectContaining({ amount: summary.total })]);
    expect((await sim.call('/wps/member/rebate/claim', { method: 'POST' })).status).toBe(401);
  });
});
