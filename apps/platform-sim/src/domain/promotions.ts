import { ERROR_CODES, type PromotionAction, type PromotionStatus } from '../contract';
import type { MemberRow, PromotionWithEntryRow } from '../db/rows';
import { refuse } from '../lib/http';
import { money, toCents } from '../lib/money';
import type { Ctx, Sim } from '../sim';
import { creditMember } from './ledger';

interface PromotionState {
  status: PromotionStatus;
  action: PromotionAction | null;
  progress: number;
}

/** The player's status of a promotion (see `PromotionStatus`) and what it allows. */
export function promotionState(
  sim: Sim,
  row: PromotionWithEntryRow,
  memberId: number,
  now: number,
): PromotionState {
  const progress =
    row.kind === 'join' && row.joined_at !== null
      ? money(sim.queries.promotions.validBetSince.get(memberId, row.joined_at)?.n ?? 0)
      : 0;
  const state = (status: PromotionStatus, action: PromotionAction | null = null) => ({
    status,
    action,
    progress,
  });
  if (now < row.start_at) return state('coming soon');
  if (row.bonus_id !== null) {
    if (row.bonus_status === 'issued')
      return state(row.kind === 'apply' ? 'issued' : 'claim', 'claim');
    if (row.bonus_status === 'process') return state('process');
    if (row.bonus_status === 'rejected') return state('rejected');
    return state('claimed');
  }
  switch (row.entry_status) {
    case null:
      return now > row.end_at ? state('close') : state('join', row.kind);
    case 'applying':
      return state('applying');
    case 'rejected':
      return state('rejected');
    case 'signed':
      return state('signed');
    case 'joined':
      if (progress >= row.target_valid_bet) return state('claim', 'claim');
      return now > row.end_at ? state('close') : state('joined');
  }
}

/**
 * The reward of a promotion in `claim` or `issued`, claimed once (called by the raffle claim with
 * `{ promotionId }`). A cash reward is credited with a BONUS record; a prize goes to `process`.
 */
export function claimPromotion(
  c: Ctx,
  member: MemberRow,
  promotionId: number,
): { amount: number; status: PromotionStatus } {
  const sim = c.get('sim');
  const { promotions, centre, account } = sim.queries;
  const now = sim.now();
  return sim.db.transaction(() => {
    const row = promotions.byId.get({ memberId: member.id, id: promotionId });
    if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Promotion not found');
    const { status } = promotionState(sim, row, member.id, now);
    if (status !== 'claim' && status !== 'issued')
      throw refuse(ERROR_CODES.VALIDATION_FAILED, `This promotion cannot be claimed (${status})`, {
        status,
      });
    // an approved application's reward is always cash (a prize needs no approval to be delivered)
    const cash = row.reward_type === 'cash' || row.bonus_id !== null;
    if (row.bonus_id !== null) {
      // approved application: its bonus is claimed like any issued bonus
      if (centre.claimBonus.run(row.bonus_id).changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This promotion cannot be claimed (claimed)');
    } else {
      const bonusId = Number(
        promotions.insertBonus.run(
          member.id,
          row.title,
          row.reward_amount,
          cash ? 'claimed' : 'process',
          now,
        ).lastInsertRowid,
      );
      if (row.entry_id === null || promotions.linkBonus.run(bonusId, row.entry_id).changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This promotion cannot be claimed (claimed)');
    }
    if (!cash) return { amount: 0, status: 'process' as const };
    const cents = toCents(row.reward_amount);
    creditMember(account, member.id, cents, {
      type: 'BONUS',
      remark: `promotion ${row.title}`,
      now,
    });
    return { amount: row.reward_amount, status: 'claimed' as const };
  })();
}
