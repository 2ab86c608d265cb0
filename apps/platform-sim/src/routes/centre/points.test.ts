import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';

type Page<T> = { list: T[]; total: number; totalPages: number };

describe('points mall', () => {
  it('redeems and converts points only with the right password', async () => {
    const sim = makeSim();
    const token = await sim.login();
    expect(
      (await sim.call<{ points: number }>('/wps/points/balance', { token })).body.value?.points,
    ).toBe(5000);
    const rewards = await sim.call<{ list: { rewardId: number; points: number; stock: number }[] }>(
      '/wps/points/rewards',
    );
    const cheap = rewards.body.value?.list[0];
    expect(
      (
        await sim.call('/wps/points/redeem', {
          token,
          body: { rewardId: cheap?.rewardId, password: 'wrong' },
        })
      ).body.code,
    ).toBe('PASSWORD_INVALID');
    const redeemed = await sim.call<{ status: string }>('/wps/points/redeem', {
      token,
      body: { rewardId: cheap?.rewardId, password: '123456' },
    });
    expect(redeemed.body.value?.status).toBe('In Process');
    const expensive = rewards.body.value?.list.find((r) => r.points > 5000 && r.stock > 0);
    expect(
      (
        await sim.call('/wps/points/redeem', {
          token,
          body: { rewardId: expensive?.rewardId, password: '123456' },
        })
      ).body.code,
    ).toBe('INSUFFICIENT_POINTS');
    const history = await sim.call<Page<{ status: string }>>('/wps/points/redemptions', { token });
    expect(history.body.value?.list.map((r) => r.status)).toEqual(
      expect.arrayContaining(['In Process', 'Approved', 'Rejected']),
    );
    const converted = await sim.call<{ points: number; credited: number }>('/wps/points/convert', {
      token,
      body: { points: 1000, password: '123456' },
    });
    expect(converted.body.value).toEqual({
      points: 5000 - (cheap?.points ?? 0) - 1000,
      credited: 10,
    });
    expect(
      (
        await sim.call('/wps/points/convert', {
          token,
          body: { points: 150, password: '123456' },
        })
      ).body.success,
    ).toBe(false);
    expect(
      (await sim.call<{ exchangeRatio: number }>('/wps/points/config', { token })).body.value
        ?.exchangeRatio,
    ).toBe(100);
    expect(
      (await sim.call<Page<unknown>>('/wps/points/transactions', { token })).body.value?.total,
    ).toBeGreaterThan(10);
  });
});

describe('money under parallel requests', () => {
  const PARALLEL = 10;
  const successes = (answers: { body: { success: boolean } }[]) =>
    answers.filter((answer) => answer.body.success).length;

  it('converts points once when the same points are converted ten times at once', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        sim.call('/wps/points/convert', { token, body: { points: 5000, password: '123456' } }),
      ),
    );
    expect(successes(answers)).toBe(1);
    // tries still being checked count against the payment-password limit, so some wait (429)
    for (const answer of answers.filter((a) => !a.body.success))
      expect(['INSUFFICIENT_POINTS', 'RATE_LIMITED']).toContain(answer.body.code);
    const points = await sim.call<{ points: number }>('/wps/points/balance', { token });
    expect(points.body.value?.points).toBe(0);
    const balance = await sim.call<{ sumBalance: number }>('/wps/v2/wallets/balance', { token });
    expect(balance.body.value?.sumBalance).toBe(2469 + 50); // rank 2 seed balance + 5000 / 100
  });

  it('redeems no more than the points and the stock allow', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const rewards = await sim.call<{ list: { rewardId: number; name: string; stock: number }[] }>(
      '/wps/points/rewards',
    );
    const reward = (name: string) =>
      rewards.body.value?.list.find((r) => r.name === name)?.rewardId;
    const redeem = (rewardId: number | undefined) =>
      Promise.all(
        Array.from({ length: PARALLEL }, () =>
          sim.call('/wps/points/redeem', { token, body: { rewardId, password: '123456' } }),
        ),
      );
    // 5000 points buy two of the 2200-point reward
    expect(successes(await redeem(reward('50 bonus credit')))).toBe(2);
    expect(
      (await sim.call<{ points: number }>('/wps/points/balance', { token })).body.value?.points,
    ).toBe(600);
    // plenty of points, three smartphones in stock
    sim.app.sim.db.prepare("UPDATE members SET points = 1000000 WHERE account = 'player1'").run();
    expect(successes(await redeem(reward('Smartphone')))).toBe(3);
    const after = await sim.call<{ list: { name: string; stock: number }[] }>(
      '/wps/points/rewards',
    );
    expect(after.body.value?.list.find((r) => r.name === 'Smartphone')?.stock).toBe(0);
    expect(
      (await sim.call<{ points: number }>('/wps/points/balance', { token })).body.value?.points,
    ).toBe(1_000_000 - 3 * 60_000);
  });
});
