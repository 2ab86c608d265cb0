/**
 * Seed of the member centre's money pages and the promotions: promotions covering every status of
 * the spec, and for player1 and vip1 of each merchant a bank card, deposit orders, withdrawals in
 * every confirmation state, promotion entries and a rebate period of the last 3 days.
 */
import type Database from 'better-sqlite3';
import { MERCHANTS } from '../../merchants/config';
import { ENTRIES, PROMOTIONS, type SeedPromotion } from '../data/promotions';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A 1x1 png: the proof image of the seeded not-received withdrawal. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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
