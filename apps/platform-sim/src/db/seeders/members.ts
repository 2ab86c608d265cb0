import type Database from 'better-sqlite3';
import type { Prng } from '../../lib/prng';
import { MERCHANTS } from '../../merchants/config';
import { AGENT_AFFILIATE_CODE, SEEDED_ACCOUNTS } from '../data/accounts';
import { POINT_REWARDS } from '../data/pointRewards';
import { seedHash } from './seedHash';

const DAY = 86_400_000;

/** The points mall's rewards. */
export function seedPointRewards(db: Database.Database): void {
  const insertReward = db.prepare(
    'INSERT INTO point_rewards (name, points, stock) VALUES (?, ?, ?)',
  );
  POINT_REWARDS.forEach(([name, points, stock]) => insertReward.run(name, points, stock));
}

function memberStatements(db: Database.Database) {
  const insertMember =
    db.prepare(`INSERT INTO members (merchant_code, account, password_hash, payment_password_hash, nickname, type, rank_level, mobile, dialing_code, email,
      balance_cents, points, temporary_password, password_changed_at, upline_id, affiliate_code, referral_code, created_at, last_login_at)
    VALUES (@merchant, @account, @hash, @paymentHash, @nickname, @type, @rank, @mobile, @dialing, @email, CAST(ROUND(@balance * 100) AS INTEGER), @points, @temporary, @changedAt, @upline, @affiliate, @referral, @createdAt, @lastLogin)`);
  const insertTx = db.prepare(
    // the seed writes decimals; the ledger keeps whole cents (src/lib/money.ts)
    `INSERT INTO transactions (member_id, type, amount_cents, balance_after_cents, status, remark, created_at)
     VALUES (?, ?, CAST(ROUND(? * 100) AS INTEGER), CAST(ROUND(? * 100) AS INTEGER), ?, ?, ?)`,
  );
  const insertBet = db.prepare(
    'INSERT INTO bets (member_id, game_id, bet_amount, valid_bet, win_amount, status, bet_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertBonus = db.prepare(
    'INSERT INTO bonuses (member_id, name, amount, status, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMessage = db.prepare(
    'INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertContract = db.prepare(
    'INSERT INTO contracts (kind, upline_id, downline_id, rate, active_members, period_valid_bet, period_profit_loss, period, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSalary = db.prepare(
    'INSERT INTO salary_records (contract_id, amount, settled_at) VALUES (?, ?, ?)',
  );
  const insertRedemption = db.prepare(
    'INSERT INTO redemptions (member_id, reward_id, points, status, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertPointTx = db.prepare(
    'INSERT INTO point_transactions (member_id, changed_points, balance_after, reason, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMission = db.prepare(
    'INSERT INTO missions (member_id, mission_count, completed, points) VALUES (?, ?, ?, ?)',
  );
  const insertRecent = db.prepare(
    'INSERT OR IGNORE INTO recents (member_id, game_id, played_at) VALUES (?, ?, ?)',
  );
  const insertFavourite = db.prepare(
    'INSERT OR IGNORE INTO favourites (member_id, game_id, created_at) VALUES (?, ?, ?)',
  );
  const insertLotteryRecent = db.prepare(
    'INSERT OR IGNORE INTO lottery_recents (member_id, game_id, played_at) VALUES (?, ?, ?)',
  );
  const insertFeedback = db.prepare(
    'INSERT INTO feedback (member_id, type, content, created_at, reply, replied_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  return {
    insertMember,
    insertTx,
    insertBet,
    insertBonus,
    insertMessage,
    insertContract,
    insertSalary,
    insertRedemption,
    insertPointTx,
    insertMission,
    insertRecent,
    insertFavourite,
    insertLotteryRecent,
    insertFeedback,
  };
}

type Statements = ReturnType<typeof memberStatements>;

/** The seeded accounts of a merchant, agents first, and agent1's eight downlines: account -> member id. */
function insertAccounts(
  { insertMember }: Statements,
  merchant: (typeof MERCHANTS)[number],
  paymentHash: string,
  now: number,
): Map<string, number> {
  const ids = new Map<string, number>();
  // the agent first, so members can name it as their upline
  const ordered = [...SEEDED_ACCOUNTS].sort((a, b) => b.type - a.type);
  for (const seeded of ordered) {
    const result = insertMember.run({
      merchant: merchant.code,
      account: seeded.account,
      hash: seedHash(seeded.password),
      paymentHash,
      nickname:
        seeded.account === 'vip1'
          ? 'VIP Player'
          : seeded.account.replace(/\d+$/, (d) => ` ${d}`).replace(/^./, (c) => c.toUpperCase()),
      type: seeded.type,
      rank: seeded.rank,
      mobile: seeded.mobile,
      dialing: seeded.dialing,
      email: seeded.email,
      balance: seeded.type === 1 ? 25000 : seeded.rank * 1234.5,
      points: seeded.account === 'player1' ? 5000 : seeded.account === 'vip1' ? 80000 : 100,
      temporary: seeded.account === 'temp1' ? 1 : 0,
      changedAt: seeded.account === 'expired1' ? now - 200 * DAY : now - 10 * DAY,
      upline:
        seeded.type === 0 && seeded.account !== 'temp1' && seeded.account !== 'expired1'
          ? (ids.get('agent1') ?? null)
          : null,
      affiliate: seeded.type === 1 ? AGENT_AFFILIATE_CODE : null,
      referral: `R${merchant.code}${seeded.account.toUpperCase()}`,
      createdAt: now - 120 * DAY,
      lastLogin: seeded.account === 'temp1' ? null : now - DAY,
    });
    ids.set(seeded.account, Number(result.lastInsertRowid));
  }
  const agentId = ids.get('agent1') ?? 0;
  for (let i = 1; i <= 8; i++) {
    const result = insertMember.run({
      merchant: merchant.code,
      account: `down${String(i).padStart(2, '0')}`,
      hash: seedHash('Player123'),
      paymentHash,
      nickname: `Downline ${i}`,
      type: i <= 2 ? 2 : 0,
      rank: 1 + (i % 4),
      mobile: null,
      dialing: null,
      email: null,
      balance: i * 150,
      points: 0,
      temporary: 0,
      changedAt: now - 5 * DAY,
      upline: agentId,
      affiliate: null,
      referral: `R${merchant.code}DOWN${i}`,
      createdAt: now - (40 - i) * DAY,
      lastLogin: i % 3 === 0 ? null : now - i * DAY,
    });
    ids.set(`down${i}`, Number(result.lastInsertRowid));
  }
  return ids;
}

/** Each member's transactions, bets, bonuses, messages, mission, recent games and favourites. */
function seedActivity(
  st: Statements,
  prng: Prng,
  ids: Map<string, number>,
  gameIds: number[],
  lotteryIds: number[],
  now: number,
): void {
  const {
    insertTx,
    insertBet,
    insertBonus,
    insertMessage,
    insertMission,
    insertRecent,
    insertFavourite,
    insertLotteryRecent,
  } = st;
  for (const [account, memberId] of ids) {
    if (account.startsWith('down')) continue;
    let balance = 1000;
    for (let i = 0; i < 40; i++) {
      const type = prng.pick(['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'REBATE'] as const);
      const amount = (Math.round(prng.int(10, 2000) * 100) / 100) * (type === 'WITHDRAW' ? -1 : 1);
      balance = Math.max(0, balance + amount);
      insertTx.run(
        memberId,
        type,
        amount,
        balance,
        prng.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'PENDING', 'FAILED']),
        `${type.toLowerCase()} #${1000 + i}`,
        now - i * 7 * 3600_000,
      );
    }
    for (let i = 0; i < 60; i++) {
      const bet = prng.int(1, 500);
      const win = prng.chance(0.45) ? Math.round(bet * prng.int(0, 400)) / 100 : 0;
      insertBet.run(
        memberId,
        prng.pick(gameIds),
        bet,
        bet,
        win,
        i < 3 ? 'UNSETTLED' : 'SETTLED',
        now - i * 5 * 3600_000,
      );
    }
    [
      'Welcome bonus',
      'Daily rebate',
      'Birthday gift',
      'VIP upgrade bonus',
      'Weekly cashback',
    ].forEach((name, i) =>
      insertBonus.run(
        memberId,
        name,
        prng.int(5, 500),
        ['issued', 'claimed', 'process', 'rejected', 'issued'][i],
        now - i * 2 * DAY,
      ),
    );
    for (let i = 0; i < 6; i++) {
      insertMessage.run(
        memberId,
        `Platform information ${i + 1}`,
        `<p>Message ${i + 1}: your account summary is ready.</p>`,
        i < 3 ? null : now - DAY,
        now - i * DAY,
      );
    }
    insertMission.run(
      memberId,
      account === 'player1' ? 3 : 0,
      account === 'player1' ? 1 : 0,
      prng.int(0, 500),
    );
    for (let i = 0; i < 12; i++)
      insertRecent.run(memberId, prng.pick(gameIds), now - (i + 1) * 3600_000);
    for (let i = 0; i < 5; i++)
      insertFavourite.run(memberId, prng.pick(gameIds), now - (i + 1) * 3600_000);
    for (let i = 0; i < 4; i++)
      insertLotteryRecent.run(memberId, prng.pick(lotteryIds), now - (i + 1) * 3600_000);
  }
}

/** player1's redemptions and points history. */
function seedPlayer1Points(
  { insertRedemption, insertPointTx }: Statements,
  ids: Map<string, number>,
  now: number,
): void {
  const player1 = ids.get('player1') ?? 0;
  [
    ['In Process', 1],
    ['Approved', 3],
    ['Rejected', 2],
  ].forEach(([status, rewardId], i) => {
    insertRedemption.run(player1, rewardId, 500, status, now - i * DAY);
  });
  let points = 5000;
  for (let i = 0; i < 10; i++) {
    const change = i % 3 === 0 ? -500 : 300;
    insertPointTx.run(
      player1,
      change,
      points,
      change < 0 ? 'Redeem reward' : 'Daily bets',
      now - i * DAY,
    );
    points -= change;
  }
}

function seedContracts(
  { insertContract, insertSalary }: Statements,
  prng: Prng,
  ids: Map<string, number>,
  now: number,
): void {
  const agentId = ids.get('agent1') ?? 0;
  // contracts offered by agent1 to downlines, one kind each, with settled records
  const kinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
  kinds.forEach((kind, i) => {
    const downline = ids.get(`down${i + 1}`) ?? 0;
    const contract = insertContract.run(
      kind,
      agentId,
      downline,
      [0.3, 0.012, 0.002, 0.001][i],
      5 + i,
      10000 * (i + 1),
      -2500 * (i + 1),
      ['M', 'D', 'H', 'D'][i],
      'accepted',
      now - 20 * DAY,
    );
    for (let r = 0; r < 5; r++)
      insertSalary.run(
        Number(contract.lastInsertRowid),
        prng.int(10, 900),
        now -
          r * (kind === 'realtimeSalary' ? 5 * 60_000 : kind === 'hourlySalary' ? 3600_000 : DAY),
      );
  });
  insertContract.run(
    'dailySalary',
    agentId,
    ids.get('player1') ?? 0,
    0.01,
    3,
    5000,
    0,
    'D',
    'offered',
    now - DAY,
  );
}

function seedFeedback({ insertFeedback }: Statements, ids: Map<string, number>, now: number): void {
  // an earlier feedback the platform has answered (the feedback screen's history)
  for (const account of ['player1', 'vip1']) {
    insertFeedback.run(
      ids.get(account) ?? 0,
      'deposit',
      'My deposit from yesterday evening has not reached my wallet yet.',
      now - 3 * DAY,
      'Thank you for waiting: the deposit was credited to your main wallet. Sorry for the delay.',
      now - 3 * DAY + 2 * 3600_000,
    );
  }
}

/** Every merchant's seeded members with their history, contracts and feedback. */
export function seedMembers(
  db: Database.Database,
  prng: Prng,
  now: number,
  gameIds: number[],
): void {
  const st = memberStatements(db);
  const lotteryIds = (db.prepare('SELECT id FROM lottery_games').all() as { id: number }[]).map(
    (r) => r.id,
  );
  const paymentHash = seedHash('123456');
  for (const merchant of MERCHANTS) {
    const ids = insertAccounts(st, merchant, paymentHash, now);
    seedActivity(st, prng, ids, gameIds, lotteryIds, now);
    seedPlayer1Points(st, ids, now);
    seedContracts(st, prng, ids, now);
    seedFeedback(st, ids, now);
  }
}
