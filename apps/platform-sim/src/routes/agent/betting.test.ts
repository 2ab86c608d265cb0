import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type TeamBetsResponse,
  type TeamOverview,
  type TeamProfitResponse,
} from '../../contract';
import { AGENT1_ALL, AGENT1_DIRECT, allPages, reportAgents, sum, value } from './agent.test-helper';

const team = reportAgents();

describe('team betting and user loss', () => {
  it('lists the team bets with totals over the whole filtered range', async () => {
    const { sim, agent1, agentdiv1 } = team;
    const { first, rows } = await allPages<TeamBetsResponse>(sim, API_PATHS.teamBets, agent1);
    expect(rows).toHaveLength(first.total);
    expect(first.totals.count).toBe(first.total);
    expect(new Set(rows.map((r) => r.account)).size).toBeGreaterThan(10);
    expect(rows.every((r) => AGENT1_ALL.has(r.account))).toBe(true);
    expect(sum(rows.map((r) => r.betAmount))).toBeCloseTo(first.totals.betAmount, 2);
    expect(sum(rows.map((r) => r.validBet))).toBeCloseTo(first.totals.validBet, 2);
    expect(sum(rows.map((r) => r.winAmount))).toBeCloseTo(first.totals.winAmount, 2);
    expect(sum(rows.map((r) => r.profit))).toBeCloseTo(first.totals.profit, 2);
    expect(rows[0]).toMatchObject({ gameName: expect.any(String), level: expect.any(Number) });
    // newest first
    expect(rows.map((r) => r.betTime)).toEqual([...rows.map((r) => r.betTime)].sort().reverse());

    const page = await value<TeamBetsResponse>(sim, `${API_PATHS.teamBets}?pageSize=5`, agent1);
    expect(page.list).toHaveLength(5);
    expect(page.totals).toEqual(first.totals);

    const level3 = await allPages<TeamBetsResponse>(sim, `${API_PATHS.teamBets}?level=3`, agent1);
    expect(level3.rows.length).toBeGreaterThan(0);
    expect(level3.rows.every((r) => r.level === 3 && r.account.startsWith('team3'))).toBe(true);
    const one = await value<TeamBetsResponse>(sim, `${API_PATHS.teamBets}?account=TEAM2B`, agent1);
    expect(one.total).toBeGreaterThan(0);
    expect(one.list.every((r) => r.account === 'team2b')).toBe(true);
    // another team's member is not found in this team
    const foreign = await value<TeamBetsResponse>(
      sim,
      `${API_PATHS.teamBets}?account=divdown1`,
      agent1,
    );
    expect(foreign).toMatchObject({ total: 0, list: [], totals: { count: 0, betAmount: 0 } });

    const theirs = await allPages<TeamBetsResponse>(sim, API_PATHS.teamBets, agentdiv1);
    expect(new Set(theirs.rows.map((r) => r.account))).toEqual(
      new Set(['divdown1', 'divdown2', 'divdown3']),
    );
  });

  it('reports the user loss per downline, drills down level by level, and refuses a foreign parent', async () => {
    const { sim, agent1, agentdiv1 } = team;
    const range = 'startDate=2025-05-04&endDate=2025-06-02';
    const top = await value<TeamProfitResponse>(
      sim,
      `${API_PATHS.teamProfit}?${range}&pageSize=50`,
      agent1,
    );
    expect(top.parent).toEqual({ account: 'agent1', level: 0 });
    expect(top.path).toEqual(['agent1']);
    expect(top.list.map((r) => r.account).sort()).toEqual([...AGENT1_DIRECT].sort());
    for (const key of [
      'betAmount',
      'validBet',
      'winAmount',
      'profit',
      'deposits',
      'withdrawals',
      'bonus',
      'rebate',
    ] as const)
      expect(sum(top.list.map((r) => r[key]))).toBeCloseTo(top.totals[key], 2);
    // the rows cover the whole team: the same sums as the overview of the range
    const overview = await value<TeamOverview>(sim, `${API_PATHS.teamOverview}?${range}`, agent1);
    expect(top.totals.betAmount).toBeCloseTo(overview.betAmount, 2);
    expect(top.totals.profit).toBeCloseTo(overview.profit, 2);
    expect(top.totals.deposits).toBeCloseTo(overview.deposits, 2);
    expect(top.totals.withdrawals).toBeCloseTo(overview.withdrawals, 2);
    expect(top.totals.deposits).toBeGreaterThan(0);
    expect(top.totals.withdrawals).toBeGreaterThan(0);
    const down01 = top.list.find((r) => r.account === 'down01');
    expect(down01).toMatchObject({ level: 1, teamSize: 8, hasChildren: true, type: 2 });
    expect(top.list.find((r) => r.account === 'player1')).toMatchObject({
      teamSize: 0,
      hasChildren: false,
    });

    const paged = await value<TeamProfitResponse>(
      sim,
      `${API_PATHS.teamProfit}?${range}&pageSize=3&pageNo=2`,
      agent1,
    );
    expect(paged).toMatchObject({ total: 10, totalPages: 4, pageNo: 2 });
    expect(paged.list.map((r) => r.account)).toEqual(top.list.slice(3, 6).map((r) => r.account));
    expect(paged.totals).toEqual(top.totals);

    const level2 = await value<TeamProfitResponse>(
      sim,
      `${API_PATHS.teamProfit}?${range}&parent=down01`,
      agent1,
    );
    expect(level2.list.map((r) => r.account)).toEqual(['team2a', 'team2b', 'team2c']);
    expect(level2.parent).toEqual({ account: 'down01', level: 1 });
    expect(level2.path).toEqual(['agent1', 'down01']);
    // down01's row is its own play plus its downlines' rows
    const own = sim.app.sim.db
      .prepare(
        `SELECT COALESCE(SUM(b.bet_amount), 0) AS bet FROM bets b JOIN members m ON m.id = b.member_id
         WHERE m.merchant_code = 'AUR01' AND m.account = 'down01' AND b.status = 'SETTLED' AND b.bet_at >= ?`,
      )
      .get(Date.parse('2025-05-04')) as { bet: number };
    expect(down01?.betAmount).toBeCloseTo(own.bet + level2.totals.betAmount, 2);
    const level4 = await value<TeamProfitResponse>(
      sim,
      `${API_PATHS.teamProfit}?parent=team3a`,
      agent1,
    );
    expect(level4.list.map((r) => [r.account, r.level])).toEqual([
      ['team4a', 4],
      ['team4b', 4],
    ]);
    expect(level4.path).toEqual(['agent1', 'down01', 'team2a', 'team3a']);
    // an account found anywhere in the team
    const found = await value<TeamProfitResponse>(
      sim,
      `${API_PATHS.teamProfit}?account=team4a`,
      agent1,
    );
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({ account: 'team4a', level: 4, parent: 'team3a' });

    for (const [token, parent] of [
      [agent1, 'divdown1'],
      [agent1, 'agentdiv1'],
      [agent1, 'nobody'],
      [agentdiv1, 'down01'],
      [agentdiv1, 'agent1'],
    ] as const) {
      expect(
        (await sim.call(`${API_PATHS.teamProfit}?parent=${parent}`, { token })).body,
      ).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY' });
    }
    // a sub-agent sees its own team only, never its upline
    const sub = await sim.login('down01', 'Player123');
    const subTop = await value<TeamProfitResponse>(sim, API_PATHS.teamProfit, sub);
    expect(subTop.list.map((r) => r.account)).toEqual(['team2a', 'team2b', 'team2c']);
    expect(subTop.list[0]?.level).toBe(1);
    expect(
      (await sim.call(`${API_PATHS.teamProfit}?parent=agent1`, { token: sub })).body.success,
    ).toBe(false);
    expect(
      (await sim.call(`${API_PATHS.teamProfit}?parent=player1`, { token: sub })).body.success,
    ).toBe(false);
  });
});
