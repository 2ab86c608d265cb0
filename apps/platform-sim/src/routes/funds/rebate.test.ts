import { describe, expect, it } from 'vitest';
import type { RebateClaimResponse, RebateSummary } from '../../contract';
import { makeSim } from '../../testing';
import { balanceOf, type Page } from './funds.test-helper';

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
