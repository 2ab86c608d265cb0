import { describe, expect, it } from 'vitest';
import { makeSim, type TestSim } from '../testing';

const PAYMENT_PASSWORD = '123456';

/** Every money move that takes a payment password, for one signed-in member. */
async function moves(sim: TestSim, token: string) {
  const rewards = await sim.call<{ list: { rewardId: number; points: number }[] }>(
    '/wps/points/rewards',
    { token },
  );
  const cheapest = [...(rewards.body.value?.list ?? [])].sort((a, b) => a.points - b.points)[0];
  const cards = await sim.call<{ list: { cardId: number }[] }>('/wps/member/bankCards', { token });
  return {
    convert: (password?: string) =>
      sim.call('/wps/points/convert', { token, body: { points: 100, password } }),
    redeem: (password?: string) =>
      sim.call('/wps/points/redeem', {
        token,
        body: { rewardId: cheapest?.rewardId, password },
      }),
    withdraw: (paymentPassword?: string) =>
      sim.call('/wps/member/withdraw', {
        token,
        body: { cardId: cards.body.value?.list[0]?.cardId, amount: 100, paymentPassword },
      }),
    upline: (paymentPassword?: string) =>
      sim.call('/wps/member/transfer/upline', { token, body: { amount: 1, paymentPassword } }),
    agentTransfer: (paymentPassword?: string) =>
      sim.call('/wps/agent/transfer', {
        token,
        body: { downline: 'down05', amount: 1, paymentPassword },
      }),
  };
}

const pointsOf = (sim: TestSim, account: string): number =>
  (
    sim.app.sim.db
      .prepare("SELECT points FROM members WHERE merchant_code = 'AUR01' AND account = ?")
      .get(account) as { points: number }
  ).points;

// each test runs several scrypt checks: room for a busy machine
const SCRYPT_HEAVY = { timeout: 60_000 };

describe('one payment-password check for every money move', () => {
  it(
    'counts wrong payment passwords of points, withdrawal and upline transfer under one limit',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      sim.app.sim.db.prepare("UPDATE members SET points = 100000 WHERE account = 'player1'").run();
      const move = await moves(sim, await sim.login('player1'));
      const misses = [
        await move.convert('000000'),
        await move.redeem('000000'),
        await move.convert('000001'),
        await move.redeem('000001'),
        await move.withdraw('000002'),
      ];
      expect(misses.map((answer) => answer.body.code)).toEqual(
        Array.from({ length: 5 }, () => 'PASSWORD_INVALID'),
      );
      const points = pointsOf(sim, 'player1');
      for (const call of [move.convert, move.redeem, move.withdraw, move.upline]) {
        const locked = await call(PAYMENT_PASSWORD);
        expect(locked.status).toBe(429);
        expect(locked.body.code).toBe('RATE_LIMITED');
      }
      expect(pointsOf(sim, 'player1')).toBe(points);
    },
  );

  it(
    'counts wrong payment passwords of an agent transfer and locks it after 5',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const move = await moves(sim, await sim.login('agent1', 'Agent1234'));
      for (let i = 0; i < 5; i += 1)
        expect((await move.agentTransfer(`00000${i}`)).body.code).toBe('PASSWORD_INVALID');
      const locked = await move.agentTransfer(PAYMENT_PASSWORD);
      expect([locked.status, locked.body.code]).toEqual([429, 'RATE_LIMITED']);
    },
  );

  it('never takes the login password as a payment credential', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    sim.app.sim.db.prepare("UPDATE members SET points = 100000 WHERE account = 'player1'").run();
    const move = await moves(sim, await sim.login('player1'));
    expect((await move.convert('Player123')).body.code).toBe('PASSWORD_INVALID');
    expect((await move.redeem('Player123')).body.code).toBe('PASSWORD_INVALID');
    expect((await move.convert(PAYMENT_PASSWORD)).body.success).toBe(true);
  });

  it(
    'refuses every money move of an account without a payment password, agent transfers included',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      sim.app.sim.db
        .prepare(
          "UPDATE members SET payment_password_hash = NULL, points = 100000 WHERE account IN ('player1', 'agent1')",
        )
        .run();
      const player = await moves(sim, await sim.login('player1'));
      const agent = await moves(sim, await sim.login('agent1', 'Agent1234'));
      const answers = [
        await player.convert('Player123'),
        await player.redeem('Player123'),
        await player.withdraw(undefined),
        await player.upline(undefined),
        await agent.agentTransfer(undefined),
        await agent.agentTransfer('Agent1234'),
      ];
      expect(answers.map((answer) => answer.body.code)).toEqual(
        Array.from({ length: 6 }, () => 'PAYMENT_PASSWORD_NOT_SET'),
      );
    },
  );
});
