/**
 * Seed of the member centre's money pages and the promotions: promotions covering every status of
 * the spec, and for player1 and vip1 of each merchant a bank card, deposit orders, withdrawals in
 * every confirmation state, promotion entries and a rebate period of the last 3 days.
 */
import type Database from 'better-sqlite3';
import { MERCHANTS } from '../merchants/config';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A 1x1 png: the proof image of the seeded not-received withdrawal. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface SeedPromotion {
  key: string;
  title: string;
  summary: string;
  category: 'casino' | 'slots' | 'sports' | 'lottery' | 'general';
  kind: 'join' | 'apply' | 'sign';
  rewardType: 'cash' | 'prize';
  rewardAmount: number;
  target: number;
  startDays: number;
  endDays: number;
  rules: string[];
}

/** Ordered as listed; `key` names the entry each seeded player gets (see ENTRIES). */
const PROMOTIONS: SeedPromotion[] = [
  {
    key: 'welcome',
    title: 'Welcome bonus: 88 free credit',
    summary: 'Join and reach 1,000 valid bet within the period to collect 88 free credit.',
    category: 'general',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 88,
    target: 1000,
    startDays: -30,
    endDays: 60,
    rules: [
      'Open to every member once.',
      'Valid bets count from the moment you join.',
      'Sports bets at odds below 1.5 do not count.',
    ],
  },
  {
    key: 'cashback',
    title: 'Weekend slots cashback',
    summary: 'Bet 500 on slots over the weekend and claim 50 cashback.',
    category: 'slots',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 50,
    target: 500,
    startDays: -20,
    endDays: 40,
    rules: ['Every RNG game counts.', 'Claim before the promotion ends.'],
  },
  {
    key: 'marathon',
    title: 'Live casino marathon',
    summary: 'Reach 1,000,000 valid bet at the live tables for a 300 reward.',
    category: 'casino',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 300,
    target: 1_000_000,
    startDays: -7,
    endDays: 30,
    rules: ['Baccarat, roulette and sic bo count in full.', 'Tie bets do not count.'],
  },
  {
    key: 'birthday',
    title: 'VIP birthday gift',
    summary: 'VIP members apply in their birthday month for a 188 gift.',
    category: 'general',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 188,
    target: 0,
    startDays: -60,
    endDays: 300,
    rules: ['For rank VIP 3 and above.', 'Our team reviews each application within 24 hours.'],
  },
  {
    key: 'reload',
    title: 'Loyalty reload 20%',
    summary: 'Apply after a deposit of 500 or more for a 20% reload bonus up to 120.',
    category: 'general',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 120,
    target: 0,
    startDays: -15,
    endDays: 45,
    rules: ['One reload a week.', 'The bonus needs 10 times turnover before a withdrawal.'],
  },
  {
    key: 'refer',
    title: 'Refer-a-friend reward',
    summary: 'Apply once a friend you invited has deposited: 60 for each friend.',
    category: 'general',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 60,
    target: 0,
    startDays: -40,
    endDays: 80,
    rules: ['The friend must register with your referral code.', 'Duplicate accounts are refused.'],
  },
  {
    key: 'tournament',
    title: 'Slots tournament: 200 for the top spins',
    summary: 'Join the weekly slots tournament; finishers share the prize pool.',
    category: 'slots',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 200,
    target: 2000,
    startDays: -25,
    endDays: 5,
    rules: ['Only the featured games count.', 'Ranking updates every hour.'],
  },
  {
    key: 'smartphone',
    title: 'Lucky draw: win a smartphone',
    summary: 'Every 5,000 valid bet is a ticket in the monthly smartphone draw.',
    category: 'general',
    kind: 'join',
    rewardType: 'prize',
    rewardAmount: 0,
    target: 5000,
    startDays: -35,
    endDays: 10,
    rules: ['Winners are drawn live on the first Monday.', 'Prizes ship within 14 days.'],
  },
  {
    key: 'league',
    title: 'Sports prediction league',
    summary: 'Sign up for the season: predict each matchday and climb the table.',
    category: 'sports',
    kind: 'sign',
    rewardType: 'cash',
    rewardAmount: 0,
    target: 0,
    startDays: -10,
    endDays: 120,
    rules: ['One prediction per match.', 'Points: 3 for the exact score, 1 for the result.'],
  },
  {
    key: 'jackpot',
    title: 'Lottery jackpot night',
    summary: 'Sign up for the jackpot night: double prizes on the 9 pm draw.',
    category: 'lottery',
    kind: 'sign',
    rewardType: 'cash',
    rewardAmount: 0,
    target: 0,
    startDays: -3,
    endDays: 20,
    rules: ['Tickets bought after signing up count.', 'Double prizes are paid with the draw.'],
  },
  {
    key: 'insurance',
    title: 'First loss insurance',
    summary: 'Apply after your first losing day on sports and get 10% back up to 500.',
    category: 'sports',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 500,
    target: 0,
    startDays: -5,
    endDays: 90,
    rules: ['Only the first losing day counts.', 'Cashed-out bets do not count.'],
  },
  {
    key: 'lunar',
    title: 'Lunar new year festival',
    summary: 'Red envelopes every day of the festival. Starts soon.',
    category: 'general',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 168,
    target: 888,
    startDays: 10,
    endDays: 25,
    rules: ['One red envelope a day.', 'Open from the first to the fifteenth day.'],
  },
  {
    key: 'summer',
    title: 'Summer carnival',
    summary: 'The summer carnival is over: thank you for playing.',
    category: 'casino',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 100,
    target: 1000,
    startDays: -60,
    endDays: -5,
    rules: ['Rewards were paid by the end of the carnival.'],
  },
];

/**
 * The entries each seeded player has: with the promotions left without one (join, close, coming
 * soon, and a sign and an apply to take part in), every status of the spec shows.
 */
const ENTRIES: {
  key: string;
  status: 'joined' | 'signed' | 'applying' | 'rejected';
  joinedDaysAgo: number;
  bonus?: 'issued' | 'claimed' | 'process';
}[] = [
  { key: 'cashback', status: 'joined', joinedDaysAgo: 10 }, // claim (target met)
  { key: 'marathon', status: 'joined', joinedDaysAgo: 2 }, // joined
  { key: 'birthday', status: 'applying', joinedDaysAgo: 1 }, // applying
  { key: 'reload', status: 'applying', joinedDaysAgo: 3, bonus: 'issued' }, // issued
  { key: 'refer', status: 'rejected', joinedDaysAgo: 6 }, // rejected
  { key: 'tournament', status: 'joined', joinedDaysAgo: 20, bonus: 'claimed' }, // claimed
  { key: 'smartphone', status: 'joined', joinedDaysAgo: 30, bonus: 'process' }, // process
  { key: 'league', status: 'signed', joinedDaysAgo: 4 }, // signed
];

const html = (p: SeedPromotion, start: number, end: number): string => {
  const date = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
  const reward =
    p.rewardType === 'prize'
      ? 'a prize delivered by our team'
      : p.rewardAmount > 0
        ? `${p.rewardAmount.toFixed(2)} credited to your main wallet`
        : 'entry to the event';
  return [
    `<h3>${p.title}</h3>`,
    `<p>${p.summary}</p>`,
    '<table><tbody>',
    `<tr><th>Period</th><td>${date(start)} to ${date(end)}</td></tr>`,
    `<tr><th>Reward</th><td>${reward}</td></tr>`,
    p.target > 0
      ? `<tr><th>Valid bet needed</th><td>${p.target.toLocaleString('en-US')}</td></tr>`
      : '',
    '</tbody></table>',
    '<h4>Rules</h4>',
    `<ol>${p.rules.map((rule) => `<li>${rule}</li>`).join('')}</ol>`,
    '<p><small>General terms apply. The platform may end a promotion or refuse a reward in case of abuse.</small></p>',
  ].join('');
};

export function seedFunds(db: Database.Database, now: number): void {
  const insertPromotion = db.prepare(
    `INSERT INTO promotions (title, summary, content, category, kind, reward_type, reward_amount, target_valid_bet, start_at, end_at, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const promotionIds = new Map<string, { id: number; title: string; amount: number }>();
  PROMOTIONS.forEach((p, i) => {
    const start = now + p.startDays * DAY;
    const end = now + p.endDays * DAY;
    const { lastInsertRowid } = insertPromotion.run(
      p.title,
      p.summary,
      html(p, start, end),
      p.category,
      p.kind,
      p.rewardType,
      p.rewardAmount,
      p.target,
      start,
      end,
      i + 1,
    );
    promotionIds.set(p.key, {
      id: Number(lastInsertRowid),
      title: p.title,
      amount: p.rewardAmount,
    });
  });

  const member = db.prepare<[merchant: string, account: string], { id: number }>(
    'SELECT id FROM members WHERE merchant_code = ? AND account = ?',
  );
  const setRebateSince = db.prepare('UPDATE members SET rebate_since = ? WHERE id = ?');
  const insertCard = db.prepare(
    'INSERT INTO bank_cards (member_id, bank_name, account_name, card_number, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertOrder = db.prepare(
    'INSERT INTO deposit_orders (member_id, method_id, amount_cents, status, created_at, settled_at) VALUES (?, ?, CAST(ROUND(? * 100) AS INTEGER), ?, ?, ?)',
  );
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (member_id, card_id, amount_cents, confirmation, auto_received, received_amount_cents, proof_mime, proof, created_at, auto_receive_at, confirmed_at)
     VALUES (?, ?, CAST(ROUND(? * 100) AS INTEGER), ?, ?, CAST(ROUND(? * 100) AS INTEGER), ?, ?, ?, ?, ?)`,
  );
  const insertBonus = db.prepare(
    'INSERT INTO bonuses (member_id, name, amount, status, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEntry = db.prepare(
    'INSERT INTO promotion_entries (member_id, promotion_id, status, bonus_id, joined_at) VALUES (?, ?, ?, ?, ?)',
  );
  const auto = 30 * MINUTE;

  for (const merchant of MERCHANTS) {
    for (const [account, holder, digits] of [
      ['player1', 'NGUYEN VAN AN', '9704361234567801'],
      ['vip1', 'TRAN THI BICH', '9704229876543210'],
    ] as const) {
      const memberId = member.get(merchant.code, account)?.id;
      if (memberId === undefined) continue;
      setRebateSince.run(now - 3 * DAY, memberId);
      const cardId = Number(
        insertCard.run(memberId, 'Vietcombank', holder, digits, now - 90 * DAY).lastInsertRowid,
      );
      insertOrder.run(memberId, 1, 500, 'SUCCESS', now - 6 * DAY, now - 6 * DAY + 20 * MINUTE);
      insertOrder.run(memberId, 2, 200, 'FAILED', now - 4 * DAY, now - 4 * DAY + 45 * MINUTE);
      insertOrder.run(memberId, 3, 1000, 'PENDING', now - 2 * 3_600_000, null);
      const withdrawal = (
        daysAgo: number,
        amount: number,
        confirmation: string,
        extra: { auto?: boolean; received?: number; proof?: boolean } = {},
      ): void => {
        const created = now - daysAgo * DAY;
        insertWithdrawal.run(
          memberId,
          cardId,
          amount,
          confirmation,
          extra.auto ? 1 : 0,
          extra.received ?? null,
          extra.proof ? 'image/png' : null,
          extra.proof ? PROOF_PNG : null,
          created,
          created + auto,
          confirmation === 'PENDING' ? null : created + (extra.auto ? auto : 12 * MINUTE),
        );
      };
      withdrawal(9, 800, 'RECEIVED', { auto: true });
      withdrawal(7, 300, 'RECEIVED');
      withdrawal(5, 1500, 'FULLY_PAID');
      withdrawal(3, 600, 'NOT_RECEIVED', { proof: true });
      withdrawal(2, 1000, 'PARTIALLY_RECEIVED', { received: 400 });
      withdrawal(10 / (24 * 60), 250, 'PENDING'); // 10 minutes ago: 20 minutes left to confirm

      for (const entry of ENTRIES) {
        const promotion = promotionIds.get(entry.key);
        if (!promotion) continue;
        const joinedAt = now - entry.joinedDaysAgo * DAY;
        const bonusId = entry.bonus
          ? Number(
              insertBonus.run(memberId, promotion.title, promotion.amount, entry.bonus, joinedAt)
                .lastInsertRowid,
            )
          : null;
        insertEntry.run(memberId, promotion.id, entry.status, bonusId, joinedAt);
      }
    }
  }
}
