import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';
import type { Contract, ContractListResponse } from '../../contract';

type Page<T> = { list: T[]; total: number; totalPages: number };

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

describe('money under parallel requests', () => {
  const PARALLEL = 10;
  const successes = (answers: { body: { success: boolean } }[]) =>
    answers.filter((answer) => answer.body.success).length;

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
