import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';
import type { ConsolidatedContractInfo, Contract } from '../../contract';

describe('contracts', () => {
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
