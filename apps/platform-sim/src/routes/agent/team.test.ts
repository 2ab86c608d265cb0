import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type AddTeamAccountResponse,
  type Downline,
  type Paged,
  type TeamOverview,
  type TeamProfitResponse,
} from '../../contract';
import { makeSim, type TestSim } from '../../testing';
import { AGENT1_ALL, REPORTS, reportAgents, sum, value } from './agent.test-helper';

const team = reportAgents();

describe('agent centre reports', () => {
  it('refuses a member like the other agent calls, a trial user, and a guest', async () => {
    const { sim } = team;
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
    const { sim, agent1 } = team;
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
    const { sim, agent1, agentdiv1 } = team;
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
