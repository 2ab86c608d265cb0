import { beforeAll } from 'vitest';
import { API_PATHS, type ConsolidatedContractInfo, type ContractKind } from '../../contract';
import { AGENT1_TEAM } from '../../db/seeders/agents';
import { makeSim, type TestSim } from '../../testing';

/** agent1's whole team as seeded: its direct downlines and the levels below them. */
export const AGENT1_DIRECT = [
  'player1',
  'vip1',
  ...Array.from({ length: 8 }, (_, i) => `down0${i + 1}`),
];
export const AGENT1_ALL = new Set([...AGENT1_DIRECT, ...AGENT1_TEAM.map((m) => m.account)]);
export const CONSOLIDATED_FLAG: Record<ContractKind, keyof ConsolidatedContractInfo> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};
export const REPORTS = [
  API_PATHS.teamOverview,
  API_PATHS.teamBets,
  API_PATHS.teamProfit,
  API_PATHS.agentIncome,
  API_PATHS.teamTransactions,
];

export const sum = (values: number[]): number => values.reduce((total, v) => total + v, 0);

export async function value<T>(sim: TestSim, path: string, token: string): Promise<T> {
  const answer = await sim.call<T>(path, { token });
  if (!answer.body.success) throw new Error(`${path}: ${answer.body.message}`);
  return answer.body.value as T;
}

/** Every page of a report (pageSize 200). */
export async function allPages<T extends { list: unknown[]; totalPages: number }>(
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

/** One platform for a file's report tests (read only), with agent1 and agentdiv1 signed in before them. */
export function reportAgents(): { sim: TestSim; agent1: string; agentdiv1: string } {
  const team = {} as { sim: TestSim; agent1: string; agentdiv1: string };
  beforeAll(async () => {
    team.sim = makeSim();
    team.agent1 = await team.sim.login('agent1', 'Agent1234');
    team.agentdiv1 = await team.sim.login('agentdiv1', 'Agent1234');
  });
  return team;
}
