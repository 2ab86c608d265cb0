/**
 * The ledger proven with properties (issue 23): random sequences of deposits, wallet transfers, agent
 * and upline transfers, points conversions and redemptions and withdrawals, some of them at once.
 *
 * How the simulator keeps money (src/routes/funds/): a deposit order credits the main wallet only when
 * the back office settles it (`/__sim/deposit/settle`); a withdrawal leaves the wallet when it is
 * submitted and is then *pending* (PENDING, NOT_RECEIVED, the unreceived part of PARTIALLY_RECEIVED)
 * until it is *paid* (RECEIVED, FULLY_PAID, the received part). Points are not money until converted:
 * a conversion credits 100 / exchangeRatio cents a point. So, to the cent, at every moment:
 *
 *   wallets + pending withdrawals = settled deposits - paid withdrawals + converted points + C
 *
 * where C is the seed's opening money (checked as the difference staying equal to its first value).
 * Bonuses and rebates also credit wallets; none of the generated calls claims one.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Security from './lib/security';
import { makeSim, type CallAnswer, type TestSim } from './testing';

// The property is about the ledger, not the hash: remember each (password, hash) verdict after one
// real scrypt check, so thousands of runs do not spend their time in scrypt. Every verdict is real.
vi.mock('./lib/security', async (importOriginal) => {
  const original = await importOriginal<typeof Security>();
  const verdicts = new Map<string, Promise<boolean>>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string | null): Promise<boolean> => {
      const key = `${password}\u0000${stored}`;
      let verdict = verdicts.get(key);
      if (!verdict) {
        verdict = original.verifyPassword(password, stored);
        verdicts.set(key, verdict);
      }
      return verdict;
    },
  };
});

const DAY = 86_400_000;
// 2,150 runs (about 4,500 calls): about 20 s of CPU; the timeouts leave room for a busy machine.
const PAYMENT_PASSWORD = '123456';
const DEV = { 'X-Sim-Dev': '1' };

type Amount = number | string;
type Action =
  | { kind: 'deposit'; who: 'player1' | 'vip1'; amount: Amount; outcome: 'success' | 'failed' }
  | { kind: 'walletTransfer'; from: string; to: string; amount: Amount }
  | { kind: 'agentTransfer'; amount: Amount; password: string }
  | { kind: 'uplineTransfer'; amount: Amount; password: string }
  | { kind: 'convert'; points: number; password: string }
  | { kind: 'redeem'; password: string }
  | {
      kind: 'withdraw';
      who: 'player1' | 'vip1';
      amount: Amount;
      password: string;
      then: 'none' | 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIALLY_RECEIVED' | 'PAID';
    };

/** Mostly valid amounts (whole cents as the wire's decimals), some the one money rule refuses. */
const amountArb: fc.Arbitrary<Amount> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 300_000 }).map((cents) => cents / 100) },
  {
    weight: 2,
    arbitrary: fc.integer({ min: 1, max: 5_000 }).map((cents) => (cents / 100).toFixed(2)),
  },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
      fc.constantFrom(0, -0.01, 0.001, 0.005, 1.005, 1e-7, 1e12, '1e3', 'abc', ''),
    ),
  },
);
const passwordArb = fc.constantFrom(PAYMENT_PASSWORD, PAYMENT_PASSWORD, PAYMENT_PASSWORD, '000000');
/** The oracle of the one money rule (src/lib/money.ts): decimal text, at most 2 decimals, 0.01 to 10,000,000.00. */
function followsTheRule(amount: unknown): boolean {
  const text =
    typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return false;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= 1_000_000_000;
}
const walletArb = fc.constantFrom('MAIN', 'PG', 'SABA');

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who: fc.constantFrom('player1' as const, 'vip1' as const),
    amount: amountArb,
    outcome: fc.constantFrom('success' as const, 'failed' as const),
  }),
  fc.record({
    kind: fc.constant('walletTransfer' as const),
    from: walletArb,
    to: walletArb,
    amount: amountArb,
  }),
  fc.record({
    kind: fc.constant('agentTransfer' as const),
    amount: amountArb,
    password: passwordArb,
  }),
  fc.record({
    kind: fc.constant('uplineTransfer' as const),
    amount: amountArb,
    password: passwordArb,
  }),
  fc.record({
    kind: fc.constant('convert' as const),
    points: fc.oneof(
      fc.integer({ min: 1, max: 30 }).map((n) => n * 100),
      fc.integer({ min: -5, max: 5_000 }),
    ),
    password: passwordArb,
  }),
  fc.record({ kind: fc.constant('redeem' as const), password: passwordArb }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who: fc.constantFrom('player1' as const, 'vip1' as const),
    amount: amountArb,
    password: passwordArb,
    then: fc.constantFrom(
      'none' as const,
      'RECEIVED' as const,
      'NOT_RECEIVED' as const,
      'PARTIALLY_RECEIVED' as const,
      'PAID' as const,
    ),
  }),
);

interface Players {
  player1: string;
  vip1: string;
  agent1: string;
  lotusPlayer: string;
}

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Sums of the ledger's parts, in whole cents. */
function ledger(sim: TestSim, centsPerPoint: number) {
  const { db } = sim.app.sim;
  const one = (sql: string): number => (db.prepare(sql).get() as { n: number }).n;
  const wallets =
    one('SELECT COALESCE(SUM(balance_cents), 0) AS n FROM members') +
    one('SELECT COALESCE(SUM(balance_cents), 0) AS n FROM vendor_wallets');
  const paid = one(`SELECT COALESCE(SUM(CASE
      WHEN confirmation IN ('RECEIVED', 'FULLY_PAID') THEN amount_cents
      WHEN confirmation = 'PARTIALLY_RECEIVED' THEN received_amount_cents ELSE 0 END), 0) AS n FROM withdrawals`);
  const all = one('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM withdrawals');
  const deposits = one(
    "SELECT COALESCE(SUM(amount_cents), 0) AS n FROM deposit_orders WHERE status = 'SUCCESS'",
  );
  const converted = one(
    "SELECT COALESCE(-SUM(changed_points), 0) AS n FROM point_transactions WHERE reason = 'Convert to balance'",
  );
  const pending = all - paid;
  // wallets + pending = deposits - paid + converted + C, so C is:
  return wallets + pending - deposits + paid - converted * centsPerPoint;
}

/** Everything a money call can change; a refused call must leave it exactly as it was. */
function moneySnapshot(sim: TestSim): string {
  const { db } = sim.app.sim;
  return JSON.stringify([
    db.prepare('SELECT id, balance_cents, points FROM members ORDER BY id').all(),
    db.prepare('SELECT * FROM vendor_wallets ORDER BY member_id, vendor_code').all(),
    db.prepare('SELECT id, amount_cents, received_amount_cents FROM withdrawals ORDER BY id').all(),
    db.prepare("SELECT id FROM deposit_orders WHERE status = 'SUCCESS' ORDER BY id").all(),
    db.prepare('SELECT COUNT(*) AS n FROM transactions').get(),
    db.prepare('SELECT SUM(stock) AS n FROM point_rewards').get(),
  ]);
}

/** The calls the site (and the back office, through /__sim) makes for each generated action. */
function moneyCalls(sim: TestSim, players: Players) {
  const cardOf = async (token: string): Promise<number | undefined> =>
    (await sim.call<{ list: { cardId: number }[] }>('/wps/member/bankCards', { token })).body.value
      ?.list[0]?.cardId;

  /** One action as the site (and the back office) would call it; answers each HTTP answer. */
  async function perform(action: Action): Promise<CallAnswer<unknown>[]> {
    switch (action.kind) {
      case 'deposit': {
        const order = await sim.call<{ orderId: number }>('/wps/member/deposit', {
          token: players[action.who],
          body: { methodId: 1, amount: action.amount },
        });
        if (!order.body.success) return [order];
        const settled = await sim.call('/__sim/deposit/settle', {
          headers: DEV,
          body: { orderId: order.body.value?.orderId, outcome: action.outcome },
        });
        return [order, settled];
      }
      case 'walletTransfer':
        return [
          await sim.call('/wps/v2/wallets/transfer', {
            merchant: 'LTS88',
            token: players.lotusPlayer,
            body: { from: action.from, to: action.to, amount: action.amount },
          }),
        ];
      case 'agentTransfer':
        return [
          await sim.call('/wps/agent/transfer', {
            token: players.agent1,
            body: { downline: 'down05', amount: action.amount, paymentPassword: action.password },
          }),
        ];
      case 'uplineTransfer':
        return [
          await sim.call('/wps/member/transfer/upline', {
            token: players.player1,
            body: { amount: action.amount, paymentPassword: action.password },
          }),
        ];
      case 'convert':
        return [
          await sim.call('/wps/points/convert', {
            token: players.vip1,
            body: { points: action.points, password: action.password },
          }),
        ];
      case 'redeem':
        return [
          await sim.call('/wps/points/redeem', {
            token: players.vip1,
            body: { rewardId: 1, password: action.password },
          }),
        ];
      case 'withdraw':
        return withdraw(action);
    }
  }

  async function withdraw(action: Extract<Action, { kind: 'withdraw' }>) {
    const token = players[action.who];
    const submitted = await sim.call<{ id: number; amount: number }>('/wps/member/withdraw', {
      token,
      body: {
        cardId: await cardOf(token),
        amount: action.amount,
        paymentPassword: action.password,
      },
    });
    const id = submitted.body.value?.id;
    if (!submitted.body.success || action.then === 'none' || id === undefined) return [submitted];
    if (action.then === 'PAID')
      return [
        submitted,
        await sim.call('/__sim/withdraw/paid', { headers: DEV, body: { withdrawalId: id } }),
      ];
    const half = Math.floor(((submitted.body.value?.amount ?? 0) * 100) / 2) / 100;
    return [
      submitted,
      await sim.call('/wps/member/withdraw/confirm', {
        token,
        body: {
          withdrawalId: id,
          confirmation: action.then,
          receivedAmount: action.then === 'PARTIALLY_RECEIVED' ? half : undefined,
          proofImage: action.then === 'NOT_RECEIVED' ? PNG_DATA_URL : undefined,
        },
      }),
    ];
  }

  return perform;
}

describe('the ledger under random money calls', () => {
  let sim: TestSim;
  let players: Players;
  let centsPerPoint = 1;
  let opening = 0;
  let perform: ReturnType<typeof moneyCalls>;
  const counts = { calls: 0, refused: 0, runs: 0 };
  const started = Date.now();

  beforeAll(async () => {
    sim = makeSim({ tokenTtlMs: 10 * 365 * DAY });
    players = {
      player1: await sim.login('player1'),
      vip1: await sim.login('vip1'),
      agent1: await sim.login('agent1', 'Agent1234'),
      lotusPlayer: await sim.login('player1', 'Player123', 'LTS88'),
    };
    sim.app.sim.db.prepare('UPDATE members SET points = points + 50000').run();
    const config = await sim.call<{ exchangeRatio: number }>('/wps/points/config', {
      token: players.player1,
    });
    centsPerPoint = 100 / (config.body.value?.exchangeRatio ?? 100);
    opening = ledger(sim, centsPerPoint);
    perform = moneyCalls(sim, players);
  }, 60_000); // four scrypt logins on a busy machine

  afterAll(() => {
    console.info(
      `ledger properties: ${counts.runs} runs, ${counts.calls} calls (${counts.refused} refused) in ${Date.now() - started} ms`,
    );
  });

  const tally = (answers: CallAnswer<unknown>[]): void => {
    for (const answer of answers) {
      counts.calls += 1;
      if (!answer.body.success) counts.refused += 1;
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    }
  };

  it('keeps the invariant to the cent, and a refused call moves nothing (one call at a time)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 8 }), async (actions) => {
        counts.runs += 1;
        sim.advance(DAY); // a new day: the daily withdrawal count and the password waits start over
        for (const action of actions) {
          const before = moneySnapshot(sim);
          const answers = await perform(action);
          tally(answers);
          const first = answers[0];
          if (first && !first.body.success) expect(moneySnapshot(sim)).toBe(before);
          expect(ledger(sim, centsPerPoint)).toBe(opening);
        }
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it('keeps the invariant to the cent when calls arrive at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 2, maxLength: 6 }), async (actions) => {
        counts.runs += 1;
        sim.advance(DAY);
        const before = moneySnapshot(sim);
        const batches = await Promise.all(actions.map((action) => perform(action)));
        batches.forEach(tally);
        if (batches.every((answers) => !answers[0]?.body.success))
          expect(moneySnapshot(sim)).toBe(before);
        expect(ledger(sim, centsPerPoint)).toBe(opening);
      }),
      { numRuns: 250 },
    );
  }, 120_000);

  it('refuses every amount outside the one money rule, on every route, moving nothing', async () => {
    const invalid = fc
      .oneof(
        fc.double(),
        fc.integer({ min: 1, max: 99_999 }).map((n) => n / 1000),
        fc.string({ maxLength: 12 }),
        fc.constantFrom(null, true, [], {}, '1e3', '0x10', ' 1.001', '-1', 10_000_000.01),
      )
      .filter((amount) => !followsTheRule(amount));
    const routes = fc.constantFrom(
      'deposit' as const,
      'walletTransfer' as const,
      'agentTransfer' as const,
      'uplineTransfer' as const,
      'withdraw' as const,
    );
    await fc.assert(
      fc.asyncProperty(routes, invalid, async (kind, amount) => {
        counts.runs += 1;
        const before = moneySnapshot(sim);
        const action: Action =
          kind === 'deposit'
            ? { kind, who: 'vip1', amount: amount as Amount, outcome: 'success' }
            : kind === 'walletTransfer'
              ? { kind, from: 'MAIN', to: 'PG', amount: amount as Amount }
              : kind === 'withdraw'
                ? {
                    kind,
                    who: 'vip1',
                    amount: amount as Amount,
                    password: PAYMENT_PASSWORD,
                    then: 'none',
                  }
                : { kind, amount: amount as Amount, password: PAYMENT_PASSWORD };
        const answers = await perform(action);
        tally(answers);
        expect(answers[0]?.status).toBe(400);
        expect(moneySnapshot(sim)).toBe(before);
      }),
      { numRuns: 1500 },
    );
  }, 120_000);
});
