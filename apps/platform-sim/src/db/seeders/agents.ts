/**
 * Seed of the agent centre's teams, the same in every merchant (see the README's seeded data):
 *
 * - agent1's team, 4 levels deep: its seeded direct downlines (player1, vip1, down01..down08; down01
 *   and down02 are sub-agents) get members of their own (`team2a`..`team2e`), `team2a` is a sub-agent
 *   with `team3a`..`team3c`, and `team3a` one with `team4a`, `team4b`.
 * - one top agent per contract kind (`agentdiv1`, `agentdaily1`, `agenthour1`, `agentreal1`), each with
 *   a sub-agent holding an accepted contract of that kind only (so the consolidated info shows exactly
 *   that kind), a member without any contract (to offer one to) and a member one level further down.
 * - five weeks of bets, deposits, withdrawals, bonuses and weekly rebates for these members (player1
 *   and vip1 keep the main seed's), and the agents' income: daily commission on their team's valid bet,
 *   semimonthly dividends, daily, hourly and real-time (every 5 minutes) salaries, transfer rebates.
 *
 * Every member plays from its own PRNG seeded by its account, so the main seed's sequence, and every
 * row it makes, stays as it was.
 */
import type Database from 'better-sqlite3';
import type { AgentIncomeType, ContractKind } from '../../contract';
import { createPrng, hashSeed, type Prng } from '../../lib/prng';
import { MERCHANTS } from '../../merchants/config';
import { money } from '../../lib/money';
import {
  AGENT1_TEAM,
  BONUS_NAMES,
  DEPOSIT_METHODS,
  DOWNLINE_PROFILES,
  INCOME_OF_KIND,
  PROFILES,
  SEEDED_CONTRACT_AGENTS,
  type Profile,
} from '../data/agents';

export { AGENT1_TEAM, SEEDED_CONTRACT_AGENTS } from '../data/agents';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Real-time salary settles every 5 minutes. */
export const REALTIME_SALARY_EVERY_MS = 5 * MINUTE;
const HISTORY_DAYS = 35;
const startOfDay = (ms: number): number => Math.floor(ms / DAY) * DAY;

function agentStatements(db: Database.Database) {
  const insertMember =
    db.prepare(`INSERT INTO members (merchant_code, account, password_hash, payment_password_hash, nickname, type, rank_level, email,
      balance_cents, points, temporary_password, password_changed_at, upline_id, affiliate_code, referral_code, created_at, last_login_at)
    VALUES (@merchant, @account, @hash, @paymentHash, @nickname, @type, @rank, @email, CAST(ROUND(@balance * 100) AS INTEGER), 0, 0, @changedAt, @upline, @affiliate, @referral, @createdAt, @lastLogin)`);
  const memberOf = db.prepare<
    [merchant: string, account: string],
    { id: number; balance: number; last_login_at: number | null; created_at: number }
  >(
    'SELECT id, balance_cents / 100.0 AS balance, last_login_at, created_at FROM members WHERE merchant_code = ? AND account = ?',
  );
  const setPlayed = db.prepare(
    'UPDATE members SET balance_cents = CAST(ROUND(? * 100) AS INTEGER), last_login_at = ? WHERE id = ?',
  );
  const insertTx = db.prepare(
    // the seed writes decimals; the ledger keeps whole cents (src/lib/money.ts)
    `INSERT INTO transactions (member_id, type, amount_cents, balance_after_cents, status, remark, created_at)
     VALUES (?, ?, CAST(ROUND(? * 100) AS INTEGER), CAST(ROUND(? * 100) AS INTEGER), ?, ?, ?)`,
  );
  const insertBet = db.prepare(
    'INSERT INTO bets (member_id, game_id, bet_amount, valid_bet, win_amount, status, bet_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertContract = db.prepare(
    `INSERT INTO contracts (kind, upline_id, downline_id, rate, active_members, period_valid_bet, period_profit_loss, bet_amount, period, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'accepted', ?)`,
  );
  const insertSalary = db.prepare(
    'INSERT INTO salary_records (contract_id, amount, settled_at) VALUES (?, ?, ?)',
  );
  const insertIncome = db.prepare(
    'INSERT INTO agent_income (member_id, type, amount, remark, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  /** Settled valid bet and the members' loss (bet - win) of an agent's whole team, per UTC day. */
  const teamDays = db.prepare<
    [agentId: number, from: number],
    { day: number; valid: number; loss: number }
  >(
    `WITH RECURSIVE team(id, level) AS (
       SELECT id, 1 FROM members WHERE upline_id = ?
       UNION ALL SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.level < 30)
     SELECT b.bet_at / ${DAY} AS day, SUM(b.valid_bet) AS valid, SUM(b.bet_amount - b.win_amount) AS loss
     FROM team t JOIN bets b ON b.member_id = t.id WHERE b.status = 'SETTLED' AND b.bet_at >= ? GROUP BY day ORDER BY day`,
  );
  /** Settled records of accepted contracts whose downline is an agent: its income too. */
  const agentSalaryRecords = db.prepare<
    [merchant: string],
    { member_id: number; kind: ContractKind; amount: number; settled_at: number; upline: string }
  >(
    `SELECT c.downline_id AS member_id, c.kind, s.amount, s.settled_at, u.account AS upline FROM salary_records s
     JOIN contracts c ON c.id = s.contract_id JOIN members d ON d.id = c.downline_id JOIN members u ON u.id = c.upline_id
     WHERE d.merchant_code = ? AND d.type IN (1, 2, 41, 42) ORDER BY s.id`,
  );
  return {
    insertMember,
    memberOf,
    setPlayed,
    insertTx,
    insertBet,
    insertContract,
    insertSalary,
    insertIncome,
    teamDays,
    agentSalaryRecords,
  };
}

/** What every step of the agents' seed uses: the statements, the clock, the playable games, the hashes. */
interface Seeding {
  st: ReturnType<typeof agentStatements>;
  now: number;
  gameIds: number[];
  playerHash: string;
  agentHash: string;
  paymentHash: string;
}
type Merchant = (typeof MERCHANTS)[number];

/** Five weeks (at most) of one member's play and money; answers its balance and last session. */
function play(
  s: Seeding,
  memberId: number,
  account: string,
  joinedAt: number,
  profile: Profile,
  playUntil: number,
  finalBalance?: { amount: number; upline: string },
): { balance: number; lastSeen: number | null } {
  const { now, gameIds } = s;
  const { insertTx, insertBet } = s.st;
  const prng = createPrng(hashSeed(`agent-team:${account}`));
  const favourites = Array.from({ length: 5 }, () => prng.pick(gameIds));
  const from = Math.max(joinedAt, now - HISTORY_DAYS * DAY);
  // the balance as the play goes (stakes never exceed it); the ledger lines are written at the end,
  // in time order, with the balance after each
  let balance = 0;
  let lastSeen: number | null = null;
  let weekValid = 0;
  const ledger: { at: number; delta: number; line?: [string, number, string, string] }[] = [];
  const tx = (type: string, amount: number, status: string, remark: string, at: number) => {
    const delta = status === 'SUCCESS' ? amount : 0;
    balance = money(balance + delta);
    ledger.push({ at, delta, line: [type, amount, status, remark] });
    // the member's own doing signs it in; rebates, bonuses and transfers are paid to it
    if (type === 'DEPOSIT' || type === 'WITHDRAW') lastSeen = Math.max(lastSeen ?? at, at);
  };
  const latest = Math.min(playUntil, now - 15 * MINUTE);
  for (let day = startOfDay(from); day <= now; day += DAY) {
    // weekly rebate on Monday 02:00 for the bets of the week before
    const rebateAt = day + 2 * HOUR;
    if (new Date(day).getUTCDay() === 1 && rebateAt <= now && weekValid > 0) {
      const amount = money(weekValid * 0.008);
      if (amount > 0) tx('REBATE', amount, 'SUCCESS', 'weekly rebate 0.8%', rebateAt);
      weekValid = 0;
    }
    if (profile === 'none') continue;
    const p = PROFILES[profile];
    if (!prng.chance(p.activity)) continue;
    let t = Math.max(day + prng.int(1, 16) * HOUR + prng.int(0, 59) * MINUTE, from + 20 * MINUTE);
    if (t > latest) continue;
    if (balance < p.stake[1]) {
      const method = prng.pick(DEPOSIT_METHODS);
      if (prng.chance(0.08))
        tx('DEPOSIT', prng.pick(p.deposits), 'FAILED', `deposit (${method})`, t - 12 * MINUTE);
      tx('DEPOSIT', prng.pick(p.deposits), 'SUCCESS', `deposit (${method})`, t - 5 * MINUTE);
    }
    const bets = prng.int(p.bets[0], p.bets[1]);
    for (let k = 0; k < bets && t <= now - 10 * MINUTE; k++) {
      const stake = Math.min(prng.int(p.stake[0], p.stake[1]), Math.floor(balance));
      if (stake < 1) break;
      const game = prng.chance(0.85) ? prng.pick(favourites) : prng.pick(gameIds);
      const settled = t < now - 30 * MINUTE;
      const win = settled && prng.chance(0.44) ? money((stake * prng.int(50, 360)) / 100) : 0;
      balance = money(balance - stake + win);
      ledger.push({ at: t, delta: win - stake });
      insertBet.run(
        memberId,
        game,
        stake,
        settled ? stake : 0,
        win,
        settled ? 'SETTLED' : 'UNSETTLED',
        t,
      );
      if (settled) weekValid += stake;
      lastSeen = t;
      t += prng.int(2, 9) * MINUTE;
    }
    if (t >= now - 5 * MINUTE) continue;
    if (prng.chance(0.06)) tx('BONUS', prng.int(10, 88), 'SUCCESS', prng.pick(BONUS_NAMES), t);
    if (balance > p.cashOutAbove)
      tx(
        'WITHDRAW',
        -Math.floor((balance * 0.6) / 10) * 10,
        'SUCCESS',
        'withdrawal to bank card',
        t + 3 * MINUTE,
      );
  }
  if (finalBalance) {
    // the member's seeded balance: a last cash-out, top-up or transfer from the upline
    const difference = money(finalBalance.amount - balance);
    const at = Math.min((lastSeen ?? from) + prng.int(3, 20) * MINUTE, now - MINUTE);
    if (difference < 0) tx('WITHDRAW', difference, 'SUCCESS', 'withdrawal to bank card', at);
    else if (difference > 0 && profile === 'none')
      tx('TRANSFER', difference, 'SUCCESS', `from upline ${finalBalance.upline}`, at);
    else if (difference > 0) tx('DEPOSIT', difference, 'SUCCESS', 'deposit (MoMo e-wallet)', at);
  }
  let running = 0;
  for (const { at, delta, line } of ledger.sort((a, b) => a.at - b.at)) {
    running = money(running + delta);
    if (line) insertTx.run(memberId, line[0], line[1], running, line[2], line[3], at);
  }
  return { balance: running, lastSeen };
}

/** Daily commission (next day 01:00) on the team's valid bet; semimonthly dividends on its loss. */
function teamIncome(
  s: Seeding,
  agentId: number,
  prng: Prng,
  { commissionRate, dividend }: { commissionRate: number; dividend: boolean },
): void {
  const { now } = s;
  const { insertIncome, teamDays } = s.st;
  const days = teamDays.all(agentId, now - HISTORY_DAYS * DAY);
  for (const { day, valid } of days) {
    const at = (day + 1) * DAY + HOUR;
    const amount = money(valid * commissionRate);
    if (at <= now && amount > 0)
      insertIncome.run(
        agentId,
        'COMMISSION',
        amount,
        `${(commissionRate * 100).toFixed(2)}% of team valid bet ${valid.toFixed(2)}`,
        at,
      );
  }
  if (!dividend) return;
  // half months: 1st-15th and 16th-end, paid on the 1st and the 16th at 04:00
  const halves: number[] = [];
  const date = new Date(now - 45 * DAY);
  for (let m = 0; m < 3; m++) {
    const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + m, 1);
    halves.push(first, first + 15 * DAY);
  }
  for (let i = 1; i < halves.length; i++) {
    const [from, to] = [halves[i - 1] ?? 0, halves[i] ?? 0];
    const at = to + 4 * HOUR;
    if (at > now) break;
    const loss = days
      .filter((d) => d.day * DAY >= from && d.day * DAY < to)
      .reduce((total, d) => total + d.loss, 0);
    const amount = money(Math.max(0, loss) * 0.25);
    if (amount > 0)
      insertIncome.run(agentId, 'DIVIDEND', amount, '25% of the team loss of the half month', at);
    else insertIncome.run(agentId, 'DIVIDEND', money(prng.int(50, 300)), 'minimum dividend', at);
  }
}

/** Payouts of one kind at a fixed step back from now (aligned to the step). */
function payouts(
  s: Seeding,
  record: (amount: number, at: number) => void,
  step: number,
  count: number,
  amount: () => number,
  offset = 0,
): void {
  const { now } = s;
  const last = Math.floor((now - offset) / step) * step + offset;
  for (let i = count - 1; i >= 0; i--) record(amount(), last - i * step);
}

/** A merchant's members by account, adding members, and a member's play saved on its row. */
function teamOf(s: Seeding, merchant: Merchant) {
  const { now, playerHash, agentHash, paymentHash } = s;
  const { insertMember, memberOf, setPlayed } = s.st;
  const ids = new Map<string, number>();
  const idOf = (account: string): number => {
    const id = ids.get(account) ?? memberOf.get(merchant.code, account)?.id;
    if (id === undefined) throw new Error(`seed: no member ${account} in ${merchant.code}`);
    ids.set(account, id);
    return id;
  };
  const addMember = (
    account: string,
    upline: string | null,
    type: number,
    joinedAt: number,
    extra: { affiliate?: string; balance?: number; rank?: number; email?: string } = {},
  ): number => {
    const id = Number(
      insertMember.run({
        merchant: merchant.code,
        account,
        hash: type === 1 ? agentHash : playerHash,
        paymentHash,
        nickname: account.replace(/^./, (c) => c.toUpperCase()),
        type,
        rank: extra.rank ?? 1,
        email: extra.email ?? null,
        balance: extra.balance ?? 0,
        // a password changed recently (the 90-day expiry is expired1's story, not theirs)
        changedAt: Math.max(joinedAt, now - 10 * DAY),
        upline: upline === null ? null : idOf(upline),
        affiliate: extra.affiliate ?? null,
        referral: `R${merchant.code}${account.toUpperCase()}`,
        createdAt: joinedAt,
        lastLogin: type === 1 ? now - DAY : joinedAt,
      }).lastInsertRowid,
    );
    ids.set(account, id);
    return id;
  };
  const playAndSave = (account: string, profile: Profile): void => {
    const id = idOf(account);
    const row = memberOf.get(merchant.code, account);
    const { balance, lastSeen } = play(s, id, account, row?.created_at ?? now, profile, now);
    setPlayed.run(balance, lastSeen ?? row?.created_at ?? now, id);
  };
  return { idOf, addMember, playAndSave };
}

/** agent1's team: its seeded direct downlines play until their last sign-in and keep their balance. */
function seedAgent1Team(s: Seeding, merchant: Merchant, team: ReturnType<typeof teamOf>): void {
  const { now } = s;
  const { memberOf } = s.st;
  const { addMember, playAndSave } = team;
  for (const [account, profile] of Object.entries(DOWNLINE_PROFILES)) {
    const row = memberOf.get(merchant.code, account);
    if (!row) continue;
    play(
      s,
      row.id,
      account,
      row.created_at,
      profile,
      (row.last_login_at ?? row.created_at) + 3 * HOUR,
      { amount: row.balance, upline: 'agent1' },
    );
  }
  for (const member of AGENT1_TEAM)
    addMember(
      member.account,
      member.upline,
      member.agent ? 2 : 0,
      now - member.joinedDaysAgo * DAY - 7 * HOUR,
      { affiliate: member.agent ? `AG${member.account.toUpperCase()}` : undefined },
    );
  for (const member of AGENT1_TEAM) playAndSave(member.account, member.profile);
}

/** One agent per contract kind, with its own small team. */
function seedContractAgents(s: Seeding, team: ReturnType<typeof teamOf>): void {
  const { now } = s;
  const { insertContract, insertSalary, insertIncome } = s.st;
  const { addMember, playAndSave } = team;
  for (const seeded of SEEDED_CONTRACT_AGENTS) {
    const agentId = addMember(seeded.account, null, 1, now - 90 * DAY, {
      affiliate: seeded.affiliateCode,
      balance: 8000,
      rank: 4,
      email: `${seeded.account}@example.com`,
    });
    const subAgent = addMember(seeded.contractDownline, seeded.account, 2, now - 60 * DAY, {
      affiliate: `AG${seeded.contractDownline.toUpperCase()}`.slice(0, 12),
    });
    addMember(seeded.freeDownline, seeded.account, 0, now - 40 * DAY);
    addMember(seeded.deepDownline, seeded.contractDownline, 0, now - 20 * DAY);
    playAndSave(seeded.contractDownline, 'regular');
    playAndSave(seeded.freeDownline, 'casual');
    playAndSave(seeded.deepDownline, 'regular');
    const { rate, activeMembers, periodValidBet, periodProfitLoss, betAmount, period } =
      seeded.contract;
    const contractId = Number(
      insertContract.run(
        seeded.kind,
        agentId,
        subAgent,
        rate,
        activeMembers,
        periodValidBet,
        periodProfitLoss,
        betAmount,
        period,
        now - 30 * DAY,
      ).lastInsertRowid,
    );
    const prng = createPrng(hashSeed(`agent-income:${seeded.account}`));
    const salary = (amount: number, at: number) => insertSalary.run(contractId, amount, at);
    const income = (type: AgentIncomeType, remark: string) => (amount: number, at: number) =>
      insertIncome.run(agentId, type, amount, remark, at);
    const cents = (min: number, max: number) => () => prng.int(min * 100, max * 100) / 100;
    teamIncome(s, agentId, prng, {
      commissionRate: 0.004,
      dividend: seeded.kind === 'dividend',
    });
    if (seeded.kind === 'dividend') {
      payouts(s, salary, 15 * DAY, 2, cents(200, 900), 4 * HOUR);
    } else if (seeded.kind === 'dailySalary') {
      payouts(s, salary, DAY, 14, cents(20, 120), 30 * MINUTE);
      payouts(s, income('DAILY_SALARY', 'daily salary'), DAY, 21, cents(60, 260), 30 * MINUTE);
    } else if (seeded.kind === 'hourlySalary') {
      payouts(s, salary, HOUR, 24, cents(1, 12), 5 * MINUTE);
      payouts(s, income('HOURLY_SALARY', 'hourly salary'), HOUR, 72, cents(2, 30), 5 * MINUTE);
    } else {
      payouts(s, salary, REALTIME_SALARY_EVERY_MS, 24, cents(0.2, 3));
      payouts(
        s,
        income('REALTIME_SALARY', 'real-time salary'),
        REALTIME_SALARY_EVERY_MS,
        288,
        cents(0.5, 6),
      );
    }
  }
}

/** agent1: commission on its whole team, the platform's dividend and salaries, transfer rebates. */
function seedAgent1Income(s: Seeding, merchant: Merchant, team: ReturnType<typeof teamOf>): void {
  const { insertIncome, agentSalaryRecords } = s.st;
  const { idOf } = team;
  const agent1 = idOf('agent1');
  const prng = createPrng(hashSeed('agent-income:agent1'));
  const cents = (min: number, max: number) => () => prng.int(min * 100, max * 100) / 100;
  const income = (type: AgentIncomeType, remark: string) => (amount: number, at: number) =>
    insertIncome.run(agent1, type, amount, remark, at);
  teamIncome(s, agent1, prng, { commissionRate: 0.004, dividend: true });
  payouts(s, income('DAILY_SALARY', 'daily salary'), DAY, 14, cents(120, 480), 30 * MINUTE);
  payouts(s, income('HOURLY_SALARY', 'hourly salary'), HOUR, 24, cents(5, 40), 5 * MINUTE);
  payouts(
    s,
    income('REALTIME_SALARY', 'real-time salary'),
    REALTIME_SALARY_EVERY_MS,
    72,
    cents(0.5, 8),
  );
  payouts(
    s,
    income('TRANSFER_REBATE', 'rebate on transfers to downlines'),
    7 * DAY,
    5,
    cents(20, 300),
    5 * HOUR,
  );
  // its sub-agents earn commission on their own teams
  for (const account of ['down01', 'down02', 'team2a', 'team3a'])
    teamIncome(s, idOf(account), prng, { commissionRate: 0.0025, dividend: false });
  // a sub-agent's settled contract payouts are its income too
  for (const r of agentSalaryRecords.all(merchant.code))
    insertIncome.run(
      r.member_id,
      INCOME_OF_KIND[r.kind],
      r.amount,
      `${r.kind} contract with ${r.upline}`,
      r.settled_at,
    );
}

export function seedAgentTeams(
  db: Database.Database,
  now: number,
  hash: (password: string) => string,
): void {
  const st = agentStatements(db);
  const gameIds = (
    db
      .prepare(
        "SELECT id FROM games WHERE game_type IN ('RNG', 'FISH', 'LIVE', 'PVP') AND vendor_code <> 'QA' AND is_vassalage = 0 ORDER BY id",
      )
      .all() as { id: number }[]
  ).map((r) => r.id);
  const playerHash = hash('Player123');
  const agentHash = hash('Agent1234');
  const paymentHash = hash('123456');
  const s: Seeding = { st, now, gameIds, playerHash, agentHash, paymentHash };
  for (const merchant of MERCHANTS) {
    const team = teamOf(s, merchant);
    seedAgent1Team(s, merchant, team);
    seedContractAgents(s, team);
    seedAgent1Income(s, merchant, team);
  }
}
