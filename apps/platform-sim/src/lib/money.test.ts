import Database from 'better-sqlite3';
import { MIGRATIONS, migrate } from '../db/migrations';
import { describe, expect, it } from 'vitest';
import { makeSim, type TestSim } from '../testing';

/** Every main and vendor wallet of every member, in cents, straight from the database. */
function walletCents(sim: TestSim): number {
  const { db } = sim.app.sim;
  const main = db.prepare('SELECT COALESCE(SUM(balance_cents), 0) AS n FROM members').get() as {
    n: number;
  };
  const vendors = db
    .prepare('SELECT COALESCE(SUM(balance_cents), 0) AS n FROM vendor_wallets')
    .get() as { n: number };
  return main.n + vendors.n;
}

/** The money routes that take an amount, each called by a member who could otherwise afford it. */
async function moneyCalls(sim: TestSim) {
  const player = await sim.login('player1', 'Player123', 'LTS88');
  const vip = await sim.login('vip1');
  const agent = await sim.login('agent1', 'Agent1234');
  const player1 = await sim.login('player1');
  const card = (
    await sim.call<{ list: { cardId: number }[] }>('/wps/member/bankCards', { token: vip })
  ).body.value?.list[0]?.cardId;
  return {
    walletTransfer: (amount: unknown) =>
      sim.call('/wps/v2/wallets/transfer', {
        merchant: 'LTS88',
        token: player,
        body: { from: 'MAIN', to: 'PG', amount },
      }),
    agentTransfer: (amount: unknown) =>
      sim.call('/wps/agent/transfer', {
        token: agent,
        body: { downline: 'down05', amount, paymentPassword: '123456' },
      }),
    uplineTransfer: (amount: unknown) =>
      sim.call('/wps/member/transfer/upline', {
        token: player1,
        body: { amount, paymentPassword: '123456' },
      }),
    withdraw: (amount: unknown) =>
      sim.call('/wps/member/withdraw', {
        token: vip,
        body: { cardId: card, amount, paymentPassword: '123456' },
      }),
    deposit: (amount: unknown) =>
      sim.call('/wps/member/deposit', { token: vip, body: { methodId: 1, amount } }),
  };
}

describe('money in whole cents', () => {
  it('keeps every wallet and money movement as whole cents in the database', async () => {
    const sim = makeSim();
    const calls = await moneyCalls(sim);
    expect((await calls.walletTransfer(12.34)).body.success).toBe(true);
    expect((await calls.withdraw(100.01)).body.success).toBe(true);
    expect((await calls.deposit(150.5)).body.success).toBe(true);
    const { db } = sim.app.sim;
    const types = (sql: string): string[] =>
      (db.prepare(sql).all() as { t: string }[]).map((row) => row.t);
    expect(types('SELECT DISTINCT typeof(balance_cents) AS t FROM members')).toEqual(['integer']);
    expect(types('SELECT DISTINCT typeof(balance_cents) AS t FROM vendor_wallets')).toEqual([
      'integer',
    ]);
    expect(types('SELECT DISTINCT typeof(amount_cents) AS t FROM withdrawals')).toEqual([
      'integer',
    ]);
    expect(types('SELECT DISTINCT typeof(amount_cents) AS t FROM deposit_orders')).toEqual([
      'integer',
    ]);
    expect(
      types(
        'SELECT DISTINCT typeof(amount_cents) AS t FROM transactions UNION SELECT DISTINCT typeof(balance_after_cents) FROM transactions',
      ),
    ).toEqual(['integer']);
    const pg = db
      .prepare(
        "SELECT w.balance_cents AS cents FROM vendor_wallets w JOIN members m ON m.id = w.member_id WHERE m.account = 'player1' AND m.merchant_code = 'LTS88' AND w.vendor_code = 'PG'",
      )
      .get() as { cents: number };
    expect(pg.cents).toBe(1234);
  });

  it('refuses an amount below a cent, with more than 2 decimals, not positive, not a number or too large, on every route, moving nothing', async () => {
    const sim = makeSim();
    const calls = await moneyCalls(sim);
    const before = walletCents(sim);
    const bad: unknown[] = [0.001, 0.005, 1.234, 0, -1, -0.01, 1e-7, 1e12, 'abc', '1e3', true, []];
    for (const [name, call] of Object.entries(calls))
      for (const amount of bad) {
        const answer = await call(amount);
        expect(
          { name, amount, status: answer.status, code: answer.body.code },
          JSON.stringify(answer.body),
        ).toEqual({ name, amount, status: 400, code: 'BAD_REQUEST' });
        expect(answer.body.message).toBe(
          'amount must be a positive amount with at most 2 decimals, up to 10000000.00',
        );
      }
    expect(walletCents(sim)).toBe(before);
  });

  it('cannot raise a total with a loop of small transfers between wallets', async () => {
    const sim = makeSim();
    const calls = await moneyCalls(sim);
    const before = walletCents(sim);
    for (let i = 0; i < 20; i += 1) await calls.walletTransfer(0.01);
    for (let i = 0; i < 20; i += 1) await calls.walletTransfer('0.01');
    expect(walletCents(sim)).toBe(before);
  });
});

describe('migration 14', () => {
  it('turns the decimal balances, vendor wallets and ledger of an existing database into cents', () => {
    const db = new Database(':memory:');
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((m) => m.version < 14)) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        'then',
      );
    }
    db.exec(`INSERT INTO merchants (code, brand, name, currency) VALUES ('AUR01', 'aurora', 'A', 'VND');
      INSERT INTO members (merchant_code, account, nickname, profile, balance, password_changed_at, referral_code, created_at)
        VALUES ('AUR01', 'old1', 'old1', '{"email":"a@b.c","wallets":{"PG":1.1,"SABA":0.07}}', 12.34, 0, 'R1', 0);
      INSERT INTO transactions (member_id, type, amount, balance_after, status, remark, created_at)
        VALUES (1, 'TRANSFER', 0.29, 12.34, 'SUCCESS', 'x', 0);`);
    expect(migrate(db)).toEqual(MIGRATIONS.filter((m) => m.version >= 14).map((m) => m.version));
    expect(db.prepare('SELECT balance_cents, profile FROM members').get()).toEqual({
      balance_cents: 1234,
      profile: '{"email":"a@b.c"}',
    });
    expect(db.prepare('SELECT vendor_code, balance_cents FROM vendor_wallets').all()).toEqual([
      { vendor_code: 'PG', balance_cents: 110 },
      { vendor_code: 'SABA', balance_cents: 7 },
    ]);
    expect(db.prepare('SELECT amount_cents, balance_after_cents FROM transactions').get()).toEqual({
      amount_cents: 29,
      balance_after_cents: 1234,
    });
  });
});
