import { describe, expect, it } from 'vitest';
import { API_PATHS, type AgentIncomeResponse, type TeamTransactionsResponse } from '../../contract';
import { REALTIME_SALARY_EVERY_MS } from '../../db/seeders/agents';
import { AGENT1_ALL, allPages, reportAgents, sum, value } from './agent.test-helper';

const team = reportAgents();

describe('agent income and account details', () => {
  it('lists the agent income per day and type, with totals', async () => {
    const { sim, agent1, agentdiv1 } = team;
    const { first, rows } = await allPages<AgentIncomeResponse>(sim, API_PATHS.agentIncome, agent1);
    expect(rows).toHaveLength(first.total);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set([
        'COMMISSION',
        'DIVIDEND',
        'DAILY_SALARY',
        'HOURLY_SALARY',
        'REALTIME_SALARY',
        'TRANSFER_REBATE',
      ]),
    );
    expect(sum(rows.map((r) => r.amount))).toBeCloseTo(first.totals.amount, 2);
    expect(sum(rows.map((r) => r.records))).toBe(first.totals.records);
    expect(sum(first.totals.byType.map((t) => t.amount))).toBeCloseTo(first.totals.amount, 2);
    expect(rows.map((r) => r.date)).toEqual([...rows.map((r) => r.date)].sort().reverse());
    expect(rows.every((r) => r.date >= '2025-05-04' && r.date <= '2025-06-02')).toBe(true);
    const dividends = await value<AgentIncomeResponse>(
      sim,
      `${API_PATHS.agentIncome}?type=dividend`,
      agent1,
    );
    expect(dividends.list.every((r) => r.type === 'DIVIDEND')).toBe(true);
    expect(dividends.totals.byType.map((t) => t.type)).toEqual(['DIVIDEND']);
    expect((await sim.call(`${API_PATHS.agentIncome}?type=BONUS`, { token: agent1 })).status).toBe(
      400,
    );

    // real-time salary: one payout every 5 minutes over the last day, on the 5-minute marks
    const real = await sim.login('agentreal1', 'Agent1234');
    const realIncome = await value<AgentIncomeResponse>(
      sim,
      `${API_PATHS.agentIncome}?type=REALTIME_SALARY&startDate=2025-06-01&endDate=2025-06-02`,
      real,
    );
    expect(realIncome.totals.records).toBe(288);
    const times = sim.app.sim.db
      .prepare(
        `SELECT i.created_at AS at FROM agent_income i JOIN members m ON m.id = i.member_id
         WHERE m.merchant_code = 'AUR01' AND m.account = 'agentreal1' AND i.type = 'REALTIME_SALARY' ORDER BY at`,
      )
      .all() as { at: number }[];
    expect(times.every(({ at }) => at % REALTIME_SALARY_EVERY_MS === 0)).toBe(true);
    expect(times.at(-1)?.at).toBeLessThanOrEqual(sim.clock.now);
    // the contract agents' own income only
    const div = await value<AgentIncomeResponse>(sim, API_PATHS.agentIncome, agentdiv1);
    expect(new Set(div.totals.byType.map((t) => t.type))).toEqual(
      new Set(['COMMISSION', 'DIVIDEND']),
    );
  });

  it('lists the team account details with totals', async () => {
    const { sim, agent1 } = team;
    const { first, rows } = await allPages<TeamTransactionsResponse>(
      sim,
      API_PATHS.teamTransactions,
      agent1,
    );
    expect(rows).toHaveLength(first.total);
    expect(rows.every((r) => AGENT1_ALL.has(r.account))).toBe(true);
    expect(sum(rows.map((r) => r.amount))).toBeCloseTo(first.totals.amount, 2);
    expect(first.totals.amount).toBeCloseTo(first.totals.credit + first.totals.debit, 2);
    expect(sum(rows.filter((r) => r.amount < 0).map((r) => r.amount))).toBeCloseTo(
      first.totals.debit,
      2,
    );
    for (const type of ['DEPOSIT', 'WITHDRAW', 'REBATE', 'BONUS'])
      expect(rows.some((r) => r.type === type)).toBe(true);

    const deposits = await allPages<TeamTransactionsResponse>(
      sim,
      `${API_PATHS.teamTransactions}?type=deposit&status=SUCCESS`,
      agent1,
    );
    expect(deposits.rows.every((r) => r.type === 'DEPOSIT' && r.status === 'SUCCESS')).toBe(true);
    expect(sum(deposits.rows.map((r) => r.amount))).toBeCloseTo(deposits.first.totals.credit, 2);
    const one = await value<TeamTransactionsResponse>(
      sim,
      `${API_PATHS.teamTransactions}?account=down04`,
      agent1,
    );
    expect(one.list.every((r) => r.account === 'down04' && r.level === 1)).toBe(true);
    // down04's ledger ends at its balance
    expect(one.list[0]?.balanceAfter).toBe(600);
    expect(
      (
        await value<TeamTransactionsResponse>(
          sim,
          `${API_PATHS.teamTransactions}?account=realdown2`,
          agent1,
        )
      ).total,
    ).toBe(0);
    expect(
      (await sim.call(`${API_PATHS.teamTransactions}?type=LOAN`, { token: agent1 })).status,
    ).toBe(400);
  });
});
