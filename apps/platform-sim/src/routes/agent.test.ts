import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type AddTeamAccountResponse,
  type AgentIncomeResponse,
  type ConsolidatedContractInfo,
  type Contract,
  type ContractKind,
  type ContractListResponse,
  type Downline,
  type Paged,
  type TeamBetsResponse,
  type TeamOverview,
  type TeamProfitResponse,
  type TeamTransactionsResponse,
} from '../contract';
import { AGENT1_TEAM, REALTIME_SALARY_EVERY_MS, SEEDED_CONTRACT_AGENTS } from '../db/seedAgents';
import { makeSim, type TestSim } from '../testing';

/** agent1's whole team as seeded: its direct downlines and the levels below them. */
const AGENT1_DIRECT = ['player1', 'vip1', ...Array.from({ length: 8 }, (_, i) => `down0${i + 1}`)];
const AGENT1_ALL = new Set([...AGENT1_DIRECT, ...AGENT1_TEAM.map((m) => m.account)]);
const CONSOLIDATED_FLAG: Record<ContractKind, keyof ConsolidatedContractInfo> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};
const REPORTS = [
  API_PATHS.teamOverview,
  API_PATHS.teamBets,
  API_PATHS.teamProfit,
  API_PATHS.agentIncome,
  API_PATHS.teamTransactions,
];

const sum = (values: number[]): number => values.reduce((total, v) => total + v, 0);

async function value<T>(sim: TestSim, path: string, token: string): Promise<T> {
  const answer = await sim.call<T>(path, { token });
  if (!answer.body.success) throw new Error(`${path}: ${answer.body.message}`);
  return answer.body.value as T;
}

/** Every page of a report (pageSize 200). */
async function allPages<T extends { list: unknown[]; totalPages: number }>(
  sim: TestSim,
  path: string,
  token: string,
): Promise<{ first: T; rows: T['list'] }> {
  const join = path.includes('?') ? '&' : '?';
  const first = await value<T>(sim, `${path}${join}pageSize=200`, token);
  const rows = [...first.list];
  for (let page = 2; page <= first.totalPages; page++)
    rows.push(...(await value<T>(sim, `${path}${join}pageSize=200&pageNo=${page}`, token)).list);
  return { first, rows };
}

describe('agent centre reports', () => {
  let sim: TestSim;
  let agent1: string;
  let agentdiv1: string;
  beforeAll(async () => {
    sim = makeSim();
    agent1 = await sim.login('agent1', 'Agent1234');
    agentdiv1 = await sim.login('agentdiv1', 'Agent1234');
  });

  it('refuses a member like the other agent calls, a trial user, and a guest', async () => {
    const member = await sim.login();
    const trial = (await sim.call<{ token: string }>('/wps/session/login/freeplay', { body: {} }))
      .body.value?.token;
    for (const path of REPORTS) {
      expect((await sim.call(path, { token: member })).body).toMatchObject({
        success: false,
        code: 'NOT_AGENT',
        message: 'Non-agents cannot log in',
      });
      expect((await sim.call(path, { token: trial })).body.code).toBe('TRIAL_FORBIDDEN');
      const guest = await sim.call(path);
      expect(guest.status).toBe(401);
      expect(guest.body.code).toBe('UNAUTHORIZED');
    }
    const add = { account: 'sneaky1', password: 'Secret#2025', type: 'member' };
    expect((await sim.call(API_PATHS.teamRegister, { token: member, body: add })).body.code).toBe(
      'NOT_AGENT',
    );
    expect((await sim.call(API_PATHS.teamRegister, { body: add })).status).toBe(401);
  });

  it('validates the dates: real yyyy-MM-dd days, end not before start, at most 90 days', async () => {
    for (const bad of ['2025-13-01', '2025-02-30', '2025/06/01', 'yesterday']) {
      const answer = await sim.call(`${API_PATHS.teamOverview}?startDate=${bad}`, {
        token: agent1,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(
      (
        await sim.call(`${API_PATHS.teamBets}?startDate=2025-06-02&endDate=2025-06-01`, {
          token: agent1,
        })
      ).body,
    ).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    // 2025-03-04..2025-06-01 is 90 days with both ends; a day more is refused
    const ninety = await sim.call<TeamOverview>(
      `${API_PATHS.teamOverview}?startDate=2025-03-04&endDate=2025-06-01`,
      { token: agent1 },
    );
    expect(ninety.body.value).toMatchObject({ startDate: '2025-03-04', endDate: '2025-06-01' });
    expect(
      (
        await sim.call(`${API_PATHS.agentIncome}?startDate=2025-03-03&endDate=2025-06-01`, {
          token: agent1,
        })
      ).body,
    ).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const defaults = await value<TeamOverview>(sim, API_PATHS.teamOverview, agent1);
    expect(defaults).toMatchObject({ startDate: '2025-05-04', endDate: '2025-06-02' });
  });

  it('gives the team overview of the agent own team, level by level', async () => {
    const overview = await value<TeamOverview>(
      sim,
      `${API_PATHS.teamOverview}?startDate=2025-05-27&endDate=2025-06-02`,
      agent1,
    );
    expect(overview).toMatchObject({ directMembers: 10, teamSize: AGENT1_ALL.size, agents: 4 });
    expect(overview.levels.map((l) => [l.level, l.members])).toEqual([
      [1, 10],
      [2, 5],
      [3, 3],
      [4, 2],
    ]);
    expect(sum(overview.levels.map((l) => l.members))).toBe(overview.teamSize);
    // team2c, team2e and team4b registered within the week
    expect(overview.newMembers).toBe(3);
    expect(overview.activeMembers).toBeGreaterThan(3);
    expect(overview.activeMembers).toBeLessThan(overview.teamSize);
    expect(overview.betAmount).toBeGreaterThan(0);
    expect(overview.profit).toBeCloseTo(overview.winAmount - overview.betAmount, 2);
    const balances = sim.app.sim.db
      .prepare(
        `SELECT SUM(balance_cents) / 100.0 AS total FROM members WHERE merchant_code = 'AUR01' AND account IN (${[...AGENT1_ALL].map(() => '?').join(',')})`,
      )
      .get(...AGENT1_ALL) as { total: number };
    expect(overview.teamBalance).toBeCloseTo(balances.total, 2);

    const other = await value<TeamOverview>(sim, API_PATHS.teamOverview, agentdiv1);
    expect(other).toMatchObject({ directMembers: 2, teamSize: 3, agents: 1 });
    expect(other.levels.map((l) => l.members)).toEqual([2, 1]);
  });

  it('lists the team bets with totals over the whole filtered range', async () => {
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

  it('lists the agent income per day and type, with totals', async () => {
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

describe('add account', () => {
  const add = (sim: TestSim, token: string, body: Record<string, unknown>) =>
    sim.call<AddTeamAccountResponse>(API_PATHS.teamRegister, { token, body });

  it('validates like registration and refuses taken accounts', async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    const refusals: [Record<string, unknown>, string][] = [
      [{ account: 'ab', password: 'Secret#2025', type: 'member' }, 'account'],
      [{ account: '1newbie', password: 'Secret#2025', type: 'member' }, 'account'],
      [{ account: 'new_bie', password: 'Secret#2025', type: 'member' }, 'account'],
      [{ password: 'Secret#2025', type: 'member' }, 'account'],
      [{ account: 'newbie1', password: 'short', type: 'member' }, 'password'],
      [{ account: 'newbie1', password: 'password123', type: 'member' }, 'password'],
      [{ account: 'newbie1', password: 'xnewbie1x', type: 'member' }, 'password'],
      [{ account: 'newbie1', type: 'member' }, 'password'],
    ];
    for (const [body, field] of refusals) {
      const answer = await add(sim, token, body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        value: { field },
      });
    }
    expect((await add(sim, token, { account: 'newbie1', password: 'Secret#2025' })).status).toBe(
      400,
    );
    expect(
      (await add(sim, token, { account: 'newbie1', password: 'Secret#2025', type: 'boss' })).status,
    ).toBe(400);
    for (const taken of ['player1', 'DOWN05', 'divdown2']) {
      expect(
        (await add(sim, token, { account: taken, password: 'Secret#2025', type: 'member' })).body,
      ).toMatchObject({ success: false, code: 'USERNAME_TAKEN', value: { field: 'account' } });
    }
  });

  it('adds a member and a sub-agent under the agent, who can sign in', async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    const member = await add(sim, token, {
      account: 'newbie1',
      password: 'Secret#2025',
      type: 'member',
    });
    expect(member.body).toMatchObject({
      success: true,
      value: {
        account: 'newbie1',
        type: 'member',
        agentFlag: 0,
        upline: 'agent1',
        affiliateCode: null,
      },
    });
    const downlines = await value<Paged<Downline>>(
      sim,
      `${API_PATHS.downlines}?account=newbie1`,
      token,
    );
    expect(downlines.list.map((d) => d.account)).toEqual(['newbie1']);
    const overview = await value<TeamOverview>(sim, API_PATHS.teamOverview, token);
    expect(overview.directMembers).toBe(11);
    expect(overview.newMembers).toBeGreaterThanOrEqual(1);
    await expect(sim.login('newbie1', 'Secret#2025')).resolves.toBeTruthy();

    const agent = await add(sim, token, {
      account: 'newagent1',
      password: 'Secret#2025',
      type: 'agent',
    });
    expect(agent.body.value).toMatchObject({ type: 'agent', agentFlag: 2 });
    expect(agent.body.value?.affiliateCode).toMatch(/^AG[A-HJ-NP-Z2-9]{10}$/);
    const subToken = await sim.login('newagent1', 'Secret#2025');
    expect(await value<TeamOverview>(sim, API_PATHS.teamOverview, subToken)).toMatchObject({
      teamSize: 0,
      directMembers: 0,
    });
    // the sub-agent adds its own member: in agent1's team at level 2
    expect(
      (await add(sim, subToken, { account: 'newbie2', password: 'Secret#2025', type: 'member' }))
        .body.success,
    ).toBe(true);
    const found = await value<TeamProfitResponse>(
      sim,
      `${API_PATHS.teamProfit}?account=newbie2`,
      token,
    );
    expect(found.list[0]).toMatchObject({ account: 'newbie2', level: 2, parent: 'newagent1' });
    expect(
      (await add(sim, token, { account: 'NEWBIE1', password: 'Secret#2025', type: 'member' })).body
        .code,
    ).toBe('USERNAME_TAKEN');
  });

  it('adds one account when two requests for the same account race', async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    const agentdiv1 = await sim.login('agentdiv1', 'Agent1234');
    const answers = await Promise.all([
      add(sim, token, { account: 'twin1', password: 'Secret#2025', type: 'member' }),
      add(sim, agentdiv1, { account: 'twin1', password: 'Other#2025', type: 'agent' }),
      add(sim, token, { account: 'Twin1', password: 'Third#2025', type: 'member' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.body.success).map((a) => a.body.code)).toEqual([
      'USERNAME_TAKEN',
      'USERNAME_TAKEN',
    ]);
    const rows = sim.app.sim.db
      .prepare(
        "SELECT COUNT(*) AS n FROM members WHERE merchant_code = 'AUR01' AND account = 'twin1'",
      )
      .get() as { n: number };
    expect(rows.n).toBe(1);
  });
});

describe('contracts of the seeded agents', () => {
  it('turns on exactly its kind for each contract agent, and its free downline can take an offer', async () => {
    const sim = makeSim();
    for (const seeded of SEEDED_CONTRACT_AGENTS) {
      const token = await sim.login(seeded.account, 'Agent1234');
      const flagsOf = async (t: string) =>
        value<ConsolidatedContractInfo>(sim, API_PATHS.consolidated, t);
      const expected = (kind: ContractKind): ConsolidatedContractInfo => ({
        divtypereq: kind === 'dividend' ? 1 : 0,
        dailysalreqtype: kind === 'dailySalary' ? 1 : 0,
        contracthoursalreq: kind === 'hourlySalary' ? 1 : 0,
        realtimesalreqtype: kind === 'realtimeSalary' ? 1 : 0,
        enableSalary: kind !== 'dividend',
        enableContract: true,
      });
      expect(await flagsOf(token), seeded.account).toEqual(expected(seeded.kind));
      expect((await flagsOf(token))[CONSOLIDATED_FLAG[seeded.kind]]).toBe(1);

      const path = `/wps/agent/contract/${seeded.kind}`;
      const list = await value<ContractListResponse>(sim, path, token);
      expect(list.contracts.map((c) => [c.downline, c.status])).toEqual([
        [seeded.contractDownline, 'accepted'],
      ]);
      expect(list.records.length).toBeGreaterThan(0);

      const downline = await sim.login(seeded.freeDownline, 'Player123');
      expect(await flagsOf(downline)).toMatchObject({ enableContract: false, enableSalary: false });
      const terms = {
        downline: seeded.freeDownline,
        rate: 0.005,
        activeMembers: 4,
        periodValidBet: 12000.5,
        periodProfitLoss: -3000.25,
        betAmount: 800,
        period: 'W',
      };
      const offer = await sim.call<Contract>(path, { token, body: terms });
      expect(offer.body.value).toMatchObject({
        kind: seeded.kind,
        upline: seeded.account,
        status: 'offered',
        rate: 0.005,
        activeMembers: 4,
        periodValidBet: 12000.5,
        periodProfitLoss: -3000.25,
        betAmount: 800,
        period: 'W',
      });
      const offered = (
        await value<{ list: Contract[] }>(sim, API_PATHS.contracts, downline)
      ).list.find((c) => c.id === offer.body.value?.id);
      expect(offered).toEqual(offer.body.value);
      const accepted = await sim.call<Contract>(API_PATHS.contractDecision, {
        token: downline,
        body: { contractId: offered?.id, decision: 'accept' },
      });
      expect(accepted.body.value).toMatchObject({ status: 'accepted', betAmount: 800 });
      expect(await flagsOf(downline)).toEqual(expected(seeded.kind));
      expect(await flagsOf(token)).toEqual(expected(seeded.kind));
    }
  });

  it('checks the new offer fields', async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    for (const bad of [
      { betAmount: -1 },
      { betAmount: 1.234 },
      { periodProfitLoss: 'lots' },
      { periodProfitLoss: -0.001 },
      { periodValidBet: -5 },
    ]) {
      const answer = await sim.call(API_PATHS.dailySalaryContract, {
        token,
        body: { downline: 'down06', rate: 0.01, ...bad },
      });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    const defaults = await sim.call<Contract>(API_PATHS.dailySalaryContract, {
      token,
      body: { downline: 'down06', rate: 0.01 },
    });
    expect(defaults.body.value).toMatchObject({ periodProfitLoss: 0, betAmount: 0, period: 'D' });
  });

  it('lets the agent terminate an accepted contract', async () => {
    const sim = makeSim();
    const token = await sim.login('agentdiv1', 'Agent1234');
    const [contract] = (await value<ContractListResponse>(sim, API_PATHS.dividendContract, token))
      .contracts;
    expect(contract?.status).toBe('accepted');
    const terminated = await sim.call<Contract>(API_PATHS.contractDecision, {
      token,
      body: { contractId: contract?.id, decision: 'terminate' },
    });
    expect(terminated.body).toMatchObject({
      success: true,
      value: { id: contract?.id, status: 'terminated', upline: 'agentdiv1' },
    });
    expect(await value<ConsolidatedContractInfo>(sim, API_PATHS.consolidated, token)).toMatchObject(
      {
        divtypereq: 0,
        enableContract: false,
      },
    );
    expect(
      (
        await sim.call(API_PATHS.contractDecision, {
          token,
          body: { contractId: contract?.id, decision: 'terminate' },
        })
      ).body,
    ).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    // another agent cannot touch it
    const other = await sim.login('agent1', 'Agent1234');
    expect(
      (
        await sim.call(API_PATHS.contractDecision, {
          token: other,
          body: { contractId: contract?.id, decision: 'terminate' },
        })
      ).body.code,
    ).toBe('NOT_FOUND_ENTITY');
    // agent1's own accepted dividend contract with down01
    const mine = (
      await value<ContractListResponse>(sim, API_PATHS.dividendContract, other)
    ).contracts.find((c) => c.downline === 'down01' && c.status === 'accepted');
    expect(
      (
        await sim.call<Contract>(API_PATHS.contractDecision, {
          token: other,
          body: { contractId: mine?.id, decision: 'terminate' },
        })
      ).body.value?.status,
    ).toBe('terminated');
  });
});
