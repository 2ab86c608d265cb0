import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';

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
});
