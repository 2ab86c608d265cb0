import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  type ConsolidatedContractInfo,
  type Contract,
  type ContractKind,
  type ContractListResponse,
} from '../../contract';
import { SEEDED_CONTRACT_AGENTS } from '../../db/seeders/agents';
import { makeSim } from '../../testing';
import { CONSOLIDATED_FLAG, value } from './agent.test-helper';

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
