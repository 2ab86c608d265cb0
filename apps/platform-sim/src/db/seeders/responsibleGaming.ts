import type Database from 'better-sqlite3';
import { createPrng } from '../../lib/prng';
import { MERCHANTS } from '../../merchants/config';
import { saferGamblingOf } from '../../responsibleGaming/merchants';

const DAY = 86_400_000;

/**
 * Players of the safer-gambling end-to-end tests, one set in every merchant, password `Player123`:
 * each test changes its own player's limits or excludes them, so no other test meets the change.
 * Each has a year of bets and money movements (the 12 months of history the records offer).
 */
export const SAFER_GAMBLING_ACCOUNTS = {
  /** limits, deposits, the reality check and the history download */
  limits: 'safer1',
  /** a time-out */
  timeOut: 'safer2',
  /** a self-exclusion on one brand, refused on the operator's other brand */
  exclusion: 'safer3',
} as const;

/**
 * Safer gambling's seed: the test players above, and who is the same person. A seeded account is
 * the same human on every brand of one operator (`player1` on aurora and on lotus is one person, on
 * tiger another), so a time-out or self-exclusion on one brand holds on the other. Every seeded
 * player has answered the limit prompt long ago (only new accounts are asked).
 */
export function seedResponsibleGaming(
  db: Database.Database,
  now: number,
  hash: (password: string) => string,
): void {
  const prng = createPrng(20260624);
  const insertMember = db.prepare(
    `INSERT INTO members (merchant_code, account, password_hash, payment_password_hash, nickname, type, rank_level,
       balance_cents, points, temporary_password, password_changed_at, referral_code, created_at, last_login_at)
     VALUES (@merchant, @account, @hash, @paymentHash, @nickname, 0, 2, @balanceCents, 0, 0, @changedAt,
       @referral, @createdAt, @lastLogin)`,
  );
  const insertTx = db.prepare(
    `INSERT INTO transactions (member_id, type, amount_cents, balance_after_cents, status, remark, created_at)
     VALUES (?, ?, ?, ?, 'SUCCESS', ?, ?)`,
  );
  const insertBet = db.prepare(
    `INSERT INTO bets (member_id, game_id, bet_amount, valid_bet, win_amount, status, bet_at)
     VALUES (?, ?, ?, ?, ?, 'SETTLED', ?)`,
  );
  const gameIds = (
    db.prepare("SELECT id FROM games WHERE game_type = 'RNG' ORDER BY id LIMIT 40").all() as {
      id: number;
    }[]
  ).map((row) => row.id);
  const paymentHash = hash('123456');
  for (const merchant of MERCHANTS) {
    for (const account of Object.values(SAFER_GAMBLING_ACCOUNTS)) {
      const memberId = Number(
        insertMember.run({
          merchant: merchant.code,
          account,
          hash: hash('Player123'),
          paymentHash,
          nickname: account.replace(/^s/, 'S').replace(/(\d)$/, ' $1'),
          balanceCents: 250_000,
          changedAt: now - 10 * DAY,
          referral: `R${merchant.code}${account.toUpperCase()}`,
          createdAt: now - 400 * DAY,
          lastLogin: now - DAY,
        }).lastInsertRowid,
      );
      // a year of play: a bet every 3 days and a deposit or withdrawal every 9, newest first
      let balance = 250_000;
      for (let day = 1; day <= 365; day += 3) {
        const stake = prng.int(5, 80) * 100;
        const win = prng.chance(0.4) ? prng.int(0, 3 * stake) : 0;
        insertBet.run(
          memberId,
          prng.pick(gameIds),
          stake / 100,
          stake / 100,
          win / 100,
          now - day * DAY - prng.int(0, 20) * 3_600_000,
        );
        if (day % 9 === 1) {
          const deposit = prng.chance(0.7);
          const amount = prng.int(20, 300) * 100 * (deposit ? 1 : -1);
          balance = Math.max(0, balance - amount);
          insertTx.run(
            memberId,
            deposit ? 'DEPOSIT' : 'WITHDRAW',
            amount,
            balance,
            `${deposit ? 'deposit' : 'withdraw'} #${7000 + day}`,
            now - day * DAY,
          );
        }
      }
    }
  }

  // One person per operator and account name; every seeded player answered the limit prompt.
  const insertPerson = db.prepare('INSERT INTO rg_people (operator) VALUES (?)');
  const link = db.prepare('INSERT INTO rg_person_accounts (member_id, person_id) VALUES (?, ?)');
  const answered = db.prepare(
    "INSERT INTO rg_settings (member_id, prompt_answer, prompt_answered_at) VALUES (?, 'declined', ?)",
  );
  const members = db
    .prepare('SELECT id, merchant_code, account, created_at FROM members ORDER BY id')
    .all() as { id: number; merchant_code: string; account: string; created_at: number }[];
  const people = new Map<string, number>();
  for (const member of members) {
    const key = `${saferGamblingOf(member.merchant_code).operator}|${member.account}`;
    let personId = people.get(key);
    if (personId === undefined) {
      personId = Number(insertPerson.run(key.split('|')[0]).lastInsertRowid);
      people.set(key, personId);
    }
    link.run(member.id, personId);
    answered.run(member.id, member.created_at);
  }
}
