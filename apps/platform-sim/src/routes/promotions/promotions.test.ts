import { describe, expect, it } from 'vitest';
import {
  PROMOTION_STATUSES,
  type Promotion,
  type PromotionDetail,
  type RaffleClaimResponse,
} from '../../contract';
import { makeSim, type TestSim } from '../../testing';

async function promotions(sim: TestSim, token?: string): Promise<Promotion[]> {
  return (
    (await sim.call<{ list: Promotion[] }>('/wps/promotion/list', { token })).body.value?.list ?? []
  );
}
const byTitle = (list: Promotion[], title: string): Promotion => {
  const found = list.find((p) => p.title.startsWith(title));
  if (!found) throw new Error(`no promotion ${title}`);
  return found;
};
async function balanceOf(sim: TestSim, token: string): Promise<number> {
  return (await sim.call<{ sumBalance: number }>('/wps/v2/wallets/balance', { token })).body.value
    ?.sumBalance as number;
}

describe('promotions', () => {
  it('shows a member every status of the spec, each with the action it allows', async () => {
    const sim = makeSim();
    const list = await promotions(sim, await sim.login('vip1'));
    expect(new Set(list.map((p) => p.status))).toEqual(new Set(PROMOTION_STATUSES));
    const actionOf = Object.fromEntries(list.map((p) => [p.title, [p.status, p.action]]));
    expect(actionOf).toMatchObject({
      'Welcome bonus: 88 free credit': ['join', 'join'],
      'Weekend slots cashback': ['claim', 'claim'],
      'Live casino marathon': ['joined', null],
      'VIP birthday gift': ['applying', null],
      'Loyalty reload 20%': ['issued', 'claim'],
      'Refer-a-friend reward': ['rejected', null],
      'Slots tournament: 200 for the top spins': ['claimed', null],
      'Lucky draw: win a smartphone': ['process', null],
      'Sports prediction league': ['signed', null],
      'Lottery jackpot night': ['join', 'sign'],
      'First loss insurance': ['join', 'apply'],
      'Lunar new year festival': ['coming soon', null],
      'Summer carnival': ['close', null],
    });
    expect(byTitle(list, 'Weekend slots').progressValidBet).toBeGreaterThanOrEqual(500);
    expect(
      (
        await sim.call<{ list: Promotion[] }>('/wps/promotion/list?category=sports')
      ).body.value?.list.every((p) => p.category === 'sports'),
    ).toBe(true);
    expect((await sim.call('/wps/promotion/list?category=poker')).status).toBe(400);
  });

  it('shows guests the list and detail by time only, and asks them to log in to take part', async () => {
    const sim = makeSim();
    const list = await promotions(sim);
    expect(new Set(list.map((p) => p.status))).toEqual(new Set(['join', 'coming soon', 'close']));
    const welcome = byTitle(list, 'Welcome bonus');
    const detail = await sim.call<PromotionDetail>(
      `/wps/promotion/detail?promotionId=${welcome.promotionId}`,
    );
    expect(detail.body.value?.content).toContain('<h3>Welcome bonus: 88 free credit</h3>');
    expect(detail.body.value?.content).toContain('<li>Open to every member once.</li>');
    const image = await sim.app.request(welcome.imageUrl);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect((await sim.call('/wps/promotion/detail?promotionId=999')).body.code).toBe(
      'NOT_FOUND_ENTITY',
    );
    expect(
      (await sim.call('/wps/promotion/join', { body: { promotionId: welcome.promotionId } }))
        .status,
    ).toBe(401);
  });

  it('joins, applies and signs by the promotion kind, once, and only while open', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const list = await promotions(sim, token);
    const take = (p: Promotion) =>
      sim.call<PromotionDetail>('/wps/promotion/join', {
        token,
        body: { promotionId: p.promotionId },
      });

    const joined = await take(byTitle(list, 'Welcome bonus'));
    expect(joined.body).toMatchObject({
      message: 'Joined successfully',
      value: { status: 'joined', action: null, progressValidBet: 0 },
    });
    const applied = await take(byTitle(list, 'First loss insurance'));
    expect(applied.body).toMatchObject({ message: 'Apply success', value: { status: 'applying' } });
    const signed = await take(byTitle(list, 'Lottery jackpot night'));
    expect(signed.body).toMatchObject({
      message: 'Signed up successfully',
      value: { status: 'signed' },
    });

    expect((await take(byTitle(list, 'Welcome bonus'))).body).toMatchObject({
      code: 'INVALID_STATE',
      message: 'You cannot take part in this promotion (joined)',
    });
    expect((await take(byTitle(list, 'Lunar new year'))).body.message).toBe(
      'You cannot take part in this promotion (coming soon)',
    );
    expect((await take(byTitle(list, 'Summer carnival'))).body.message).toBe(
      'You cannot take part in this promotion (close)',
    );
  });

  it('claims a reached target and an approved application through the raffle claim, once each', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    const list = await promotions(sim, token);
    const claim = (p: Promotion) =>
      sim.call<RaffleClaimResponse>('/wps/promotion/raffle/claim', {
        token,
        body: { promotionId: p.promotionId },
      });
    const before = await balanceOf(sim, token);

    const cashback = byTitle(list, 'Weekend slots cashback');
    const racing = await Promise.all([claim(cashback), claim(cashback), claim(cashback)]);
    expect(racing.filter((a) => a.body.success).map((a) => a.body.value)).toEqual([
      { amount: 50, status: 'claimed' },
    ]);
    expect(racing.filter((a) => !a.body.success)[0]?.body.message).toBe(
      'This promotion cannot be claimed (claimed)',
    );

    const reload = byTitle(list, 'Loyalty reload');
    expect((await claim(reload)).body.value).toEqual({ amount: 120, status: 'claimed' });
    expect(await balanceOf(sim, token)).toBe(before + 170);
    expect((await claim(byTitle(list, 'Live casino marathon'))).body.message).toBe(
      'This promotion cannot be claimed (joined)',
    );
    const after = await promotions(sim, token);
    expect(byTitle(after, 'Weekend slots cashback').status).toBe('claimed');
    expect(byTitle(after, 'Loyalty reload').status).toBe('claimed');
    // the rewards show in bonusDetails too
    const bonuses = await sim.call<{ list: { name: string; status: string }[] }>(
      '/wps/member/bonuses?pageSize=50',
      { token },
    );
    expect(bonuses.body.value?.list).toContainEqual(
      expect.objectContaining({ name: 'Weekend slots cashback', status: 'claimed' }),
    );
  });

  it('lets the back office approve or reject an application (dev switch)', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const list = await promotions(sim, token);
    const birthday = byTitle(list, 'VIP birthday gift');
    const insurance = byTitle(list, 'First loss insurance');
    await sim.call('/wps/promotion/join', { token, body: { promotionId: insurance.promotionId } });
    const review = (promotionId: number, decision: string) =>
      sim.call<PromotionDetail>('/__sim/promotion/review', {
        body: { merchant: 'AUR01', account: 'player1', promotionId, decision },
      });
    expect((await review(birthday.promotionId, 'approve')).body.value).toMatchObject({
      status: 'issued',
      action: 'claim',
    });
    expect((await review(insurance.promotionId, 'reject')).body.value).toMatchObject({
      status: 'rejected',
      action: null,
    });
    expect((await review(insurance.promotionId, 'approve')).body.code).toBe('INVALID_STATE');
    expect(
      makeSim({ devEndpoints: false }).call('/__sim/promotion/review', { body: {} }),
    ).resolves.toMatchObject({ status: 404 });
  });
});
