import { describe, expect, it } from 'vitest';
import { makeSim } from '../testing';
import type { ConsolidatedContractInfo, Contract, ContractListResponse } from '../contract';

type Page<T> = { list: T[]; total: number; totalPages: number };

describe('member centre', () => {
  it('pages transactions and bets, and sums profit', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const tx = await sim.call<Page<{ amount: number }>>(
      '/wps/member/transactions?pageNo=1&pageSize=10',
      { token },
    );
    expect(tx.body.value?.list).toHaveLength(10);
    expect(tx.body.value?.total).toBeGreaterThan(10);
    const deposits = await sim.call<Page<{ type: string }>>(
      '/wps/member/transactions?type=DEPOSIT&pageSize=100',
      { token },
    );
    expect(deposits.body.value?.list.every((t) => t.type === 'DEPOSIT')).toBe(true);
    expect(
      (await sim.call('/wps/member/transactions?startDate=2025-13-01', { token })).status,
    ).toBe(400);
    const bets = await sim.call<Page<{ gameName: string; profit: number }>>(
      '/wps/member/bets?pageSize=5',
      { token },
    );
    expect(bets.body.value?.list[0]?.gameName).toBeTruthy();
    const profit = await sim.call<{ totalBet: number; profit: number; byGameType: unknown[] }>(
      '/wps/member/profit',
      { token },
    );
    expect(profit.body.value?.totalBet).toBeGreaterThan(0);
    expect(profit.body.value?.byGameType.length).toBeGreaterThan(0);
  });

  it('lists bonuses, claims an issued one, and reads messages', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const bonuses = await sim.call<Page<{ id: number; status: string }>>('/wps/member/bonuses', {
      token,
    });
    const issued = bonuses.body.value?.list.find((b) => b.status === 'issued');
    expect(
      (await sim.call('/wps/promotion/raffle/claim', { token, body: { bonusId: issued?.id } })).body
        .success,
    ).toBe(true);
    expect(
      (await sim.call('/wps/promotion/raffle/claim', { token, body: { bonusId: issued?.id } })).body
        .success,
    ).toBe(false);
    const messages = await sim.call<Page<{ id: number; read: boolean }>>('/wps/member/messages', {
      token,
    });
    const unread = messages.body.value?.list.find((m) => !m.read);
    await sim.call('/wps/member/messages/read', { token, body: { id: unread?.id } });
    expect((await sim.call<number>('/wps/relay/CSP_unreadCount', { token })).body.value).toBe(2);
    const referral = await sim.call<{ referralCode: string }>('/wps/member/referral', { token });
    expect(referral.body.value?.referralCode).toBe('RAUR01PLAYER1');
    expect(
      (await sim.call<{ missionCount: number }>('/wps/member/mission/summary', { token })).body
        .value?.missionCount,
    ).toBe(3);
    expect(
      (await sim.call<{ list: unknown[] }>('/wps/member/mission/leaderboard', { token })).body.value
        ?.list.length,
    ).toBeGreaterThan(0);
  });

  it('lets a member accept an offered contract, which turns on the consolidated flags', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const before = await sim.call<ConsolidatedContractInfo>('/wps/member/info/funds/consolidated', {
      token,
    });
    expect(before.body.value?.dailysalreqtype).toBe(0);
    const offered = (
      await sim.call<{ list: Contract[] }>('/wps/member/contracts', { token })
    ).body.value?.list.find((c) => c.status === 'offered');
    expect(offered?.upline).toBe('agent1');
    const accepted = await sim.call<Contract>('/wps/member/contracts/decision', {
      token,
      body: { contractId: offered?.id, decision: 'accept' },
    });
    expect(accepted.body.value?.status).toBe('accepted');
    const after = await sim.call<ConsolidatedContractInfo>('/wps/member/info/funds/consolidated', {
      token,
    });
    expect(after.body.value).toMatchObject({
      dailysalreqtype: 1,
      enableSalary: true,
      enableContract: true,
    });
    expect(
      (
        await sim.call('/wps/member/contracts/decision', {
          token,
          body: { contractId: offered?.id, decision: 'reject' },
        })
      ).body.success,
    ).toBe(false);
  });
});

describe('agent centre', () => {
  it('is refused to non-agents and trial users', async () => {
    const sim = makeSim();
    const member = await sim.call('/wps/agent/downlines', { token: await sim.login() });
    expect(member.body).toMatchObject({
      success: false,
      code: 'NOT_AGENT',
      message: 'Non-agents cannot log in',
    });
    const trial = (await sim.call<{ token: string }>('/wps/session/login/freeplay', { body: {} }))
      .body.value?.token;
    expect((await sim.call('/wps/member/transactions', { token: trial })).body.code).toBe(
      'TRIAL_FORBIDDEN',
    );
  });

  it('lists downlines, transfers to one, and offers contracts of each kind', async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    const downlines = await sim.call<Page<{ account: string }>>(
      '/wps/agent/downlines?pageSize=50',
      { token },
    );
    expect(downlines.body.value?.list.map((d) => d.account)).toEqual(
      expect.arrayContaining(['player1', 'vip1', 'down01']),
    );
    const transfer = await sim.call<{ balance: number; downlineBalance: number }>(
      '/wps/agent/transfer',
      { token, body: { downline: 'down05', amount: 100, paymentPassword: '123456' } },
    );
    expect(transfer.body).toMatchObject({
      success: true,
      value: { balance: 24900, downlineBalance: 850 },
    });
    expect(
      (
        await sim.call('/wps/agent/transfer', {
          token,
          body: { downline: 'down05', amount: 1, paymentPassword: '000000' },
        })
      ).body.code,
    ).toBe('PASSWORD_INVALID');
    expect(
      (
        await sim.call('/wps/agent/transfer', {
          token,
          body: { downline: 'nobody', amount: 1, paymentPassword: '123456' },
        })
      ).body.success,
    ).toBe(false);
    for (const path of ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary']) {
      const list = await sim.call<ContractListResponse>(`/wps/agent/contract/${path}`, { token });
      expect(list.body.value?.contracts.length).toBeGreaterThan(0);
      expect(list.body.value?.records.length).toBe(5);
    }
    const offer = await sim.call<Contract>('/wps/agent/contract/hourlySalary', {
      token,
      body: { downline: 'down06', rate: 0.003 },
    });
    expect(offer.body.value).toMatchObject({
      kind: 'hourlySalary',
      status: 'offered',
      period: 'H',
    });
    expect(
      (
        await sim.call('/wps/agent/contract/hourlySalary', {
          token,
          body: { downline: 'down06', rate: 0.003 },
        })
      ).body.success,
    ).toBe(false);
    expect(
      (
        await sim.call('/wps/agent/contract/dividend', {
          token,
          body: { downline: 'down06', rate: 2 },
        })
      ).status,
    ).toBe(400);
  });
});

describe('points mall', () => {
  it('redeems and converts points only with the right password', async () => {
    const sim = makeSim();
    const token = await sim.login();
    expect(
      (await sim.call<{ points: number }>('/wps/points/balance', { token })).body.value?.points,
    ).toBe(5000);
    const rewards = await sim.call<{ list: { rewardId: number; points: number; stock: number }[] }>(
      '/wps/points/rewards',
    );
    const cheap = rewards.body.value?.list[0];
    expect(
      (
        await sim.call('/wps/points/redeem', {
          token,
          body: { rewardId: cheap?.rewardId, password: 'wrong' },
        })
      ).body.code,
    ).toBe('PASSWORD_INVALID');
    const redeemed = await sim.call<{ status: string }>('/wps/points/redeem', {
      token,
      body: { rewardId: cheap?.rewardId, password: '123456' },
    });
    expect(redeemed.body.value?.status).toBe('In Process');
    const expensive = rewards.body.value?.list.find((r) => r.points > 5000 && r.stock > 0);
    expect(
      (
        await sim.call('/wps/points/redeem', {
          token,
          body: { rewardId: expensive?.rewardId, password: '123456' },
        })
      ).body.code,
    ).toBe('INSUFFICIENT_POINTS');
    const history = await sim.call<Page<{ status: string }>>('/wps/points/redemptions', { token });
    expect(history.body.value?.list.map((r) => r.status)).toEqual(
      expect.arrayContaining(['In Process', 'Approved', 'Rejected']),
    );
    const converted = await sim.call<{ points: number; credited: number }>('/wps/points/convert', {
      token,
      body: { points: 1000, password: '123456' },
    });
    expect(converted.body.value).toEqual({
      points: 5000 - (cheap?.points ?? 0) - 1000,
      credited: 10,
    });
    expect(
      (
        await sim.call('/wps/points/convert', {
          token,
          body: { points: 150, password: '123456' },
        })
      ).body.success,
    ).toBe(false);
    expect(
      (await sim.call<{ exchangeRatio: number }>('/wps/points/config', { token })).body.value
        ?.exchangeRatio,
    ).toBe(100);
    expect(
      (await sim.call<Page<unknown>>('/wps/points/transactions', { token })).body.value?.total,
    ).toBeGreaterThan(10);
  });
});

describe('money under parallel requests', () => {
  const PARALLEL = 10;
  const successes = (answers: { body: { success: boolean } }[]) =>
    answers.filter((answer) => answer.body.success).length;

  it('converts points once when the same points are converted ten times at once', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        sim.call('/wps/points/convert', { token, body: { points: 5000, password: '123456' } }),
      ),
    );
    expect(successes(answers)).toBe(1);
    // tries still being checked count against the payment-password limit, so some wait (429)
    for (const answer of answers.filter((a) => !a.body.success))
      expect(['INSUFFICIENT_POINTS', 'RATE_LIMITED']).toContain(answer.body.code);
    const points = await sim.call<{ points: number }>('/wps/points/balance', { token });
    expect(points.body.value?.points).toBe(0);
    const balance = await sim.call<{ sumBalance: number }>('/wps/v2/wallets/balance', { token });
    expect(balance.body.value?.sumBalance).toBe(2469 + 50); // rank 2 seed balance + 5000 / 100
  });

  it('redeems no more than the points and the stock allow', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const rewards = await sim.call<{ list: { rewardId: number; name: string; stock: number }[] }>(
      '/wps/points/rewards',
    );
    const reward = (name: string) =>
      rewards.body.value?.list.find((r) => r.name === name)?.rewardId;
    const redeem = (rewardId: number | undefined) =>
      Promise.all(
        Array.from({ length: PARALLEL }, () =>
          sim.call('/wps/points/redeem', { token, body: { rewardId, password: '123456' } }),
        ),
      );
    // 5000 points buy two of the 2200-point reward
    expect(successes(await redeem(reward('50 bonus credit')))).toBe(2);
    expect(
      (await sim.call<{ points: number }>('/wps/points/balance', { token })).body.value?.points,
    ).toBe(600);
    // plenty of points, three smartphones in stock
    sim.app.sim.db.prepare("UPDATE members SET points = 1000000 WHERE account = 'player1'").run();
    expect(successes(await redeem(reward('Smartphone')))).toBe(3);
    const after = await sim.call<{ list: { name: string; stock: number }[] }>(
      '/wps/points/rewards',
    );
    expect(after.body.value?.list.find((r) => r.name === 'Smartphone')?.stock).toBe(0);
    expect(
      (await sim.call<{ points: number }>('/wps/points/balance', { token })).body.value?.points,
    ).toBe(1_000_000 - 3 * 60_000);
  });

  it('transfers from an agent only what the agent has, and the ledgers add up', async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        sim.call('/wps/agent/transfer', {
          token,
          body: { downline: 'down05', amount: 10_000, paymentPassword: '123456' },
        }),
      ),
    );
    expect(successes(answers)).toBe(2);
    const balances = sim.app.sim.db
      .prepare(
        "SELECT account, balance_cents / 100.0 AS balance FROM members WHERE merchant_code = 'AUR01' AND account IN ('agent1', 'down05') ORDER BY account",
      )
      .all();
    expect(balances).toEqual([
      { account: 'agent1', balance: 5000 },
      { account: 'down05', balance: 750 + 20_000 },
    ]);
    const ledger = sim.app.sim.db
      .prepare(
        "SELECT SUM(amount_cents) / 100.0 AS total FROM transactions WHERE type = 'TRANSFER' AND remark = 'to downline down05'",
      )
      .get() as { total: number };
    expect(ledger.total).toBe(-20_000);
  });
});
