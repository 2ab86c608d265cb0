import { Hono } from 'hono';
import { optionalMember, requireMember } from '../auth/guards';
import {
  API_PATHS,
  ERROR_CODES,
  type Promotion,
  type PromotionAction,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionStatus,
} from '../contract';
import type { MemberRow, PromotionWithEntryRow } from '../db/rows';
import { badRequest, ok, optionalInt, optionalString, readJson, refuse } from '../lib/http';
import { money, toCents } from '../money';
import type { AppEnv, Ctx, Sim } from '../sim';

const CATEGORIES: PromotionCategory[] = ['casino', 'slots', 'sports', 'lottery', 'general'];
/** What taking part writes as the entry's status, per kind. */
const ENTRY_STATUS = { join: 'joined', apply: 'applying', sign: 'signed' } as const;

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

function toPromotion(sim: Sim, row: PromotionWithEntryRow, memberId: number): Promotion {
  const { status, action, progress } = promotionState(sim, row, memberId, sim.now());
  return {
    promotionId: row.id,
    title: row.title,
    summary: row.summary,
    imageUrl: `/sim-assets/promotion/${row.id}.svg`,
    category: row.category,
    kind: row.kind,
    rewardAmount: row.reward_amount,
    rewardType: row.reward_type,
    targetValidBet: row.kind === 'join' ? row.target_valid_bet : 0,
    progressValidBet: progress,
    startTime: new Date(row.start_at).toISOString(),
    endTime: new Date(row.end_at).toISOString(),
    status,
    action,
  };
}

function detail(sim: Sim, id: number, memberId: number): PromotionDetail {
  const row = sim.queries.promotions.byId.get({ memberId, id });
  if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Promotion not found');
  return { ...toPromotion(sim, row, memberId), content: row.content };
}

const promotionIdOf = (source: Record<string, unknown>): number => {
  const id = optionalInt(source, 'promotionId', { min: 1 });
  if (id === undefined) throw badRequest('promotionId is required');
  return id;
};

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
    account.addBalance.run(cents, member.id);
    account.insertTransaction.run(
      member.id,
      'BONUS',
      cents,
      account.balanceOf.get(member.id)?.balance_cents ?? 0,
      'SUCCESS',
      `promotion ${row.title}`,
      now,
    );
    return { amount: row.reward_amount, status: 'claimed' as const };
  })();
}

/** Promotions list and detail (guests see them too), and taking part. The claim is the raffle claim. */
export function promotionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.promotions, (c) => {
    const sim = c.get('sim');
    const memberId = optionalMember(c)?.id ?? 0;
    const category = optionalString(c.req.query() as Record<string, unknown>, 'category', 20);
    if (category !== undefined && !(CATEGORIES as string[]).includes(category))
      throw badRequest(`category must be one of ${CATEGORIES.join(', ')}`);
    const rows = sim.queries.promotions.list.all({ memberId, category: category ?? null });
    return ok(c, { list: rows.map((row) => toPromotion(sim, row, memberId)) });
  });

  routes.get(API_PATHS.promotionDetail, (c) => {
    const memberId = optionalMember(c)?.id ?? 0;
    return ok(c, detail(c.get('sim'), promotionIdOf(c.req.query()), memberId));
  });

  // join, apply or sign, by the promotion's kind
  routes.post(API_PATHS.promotionJoin, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const id = promotionIdOf(await readJson(c));
    const row = sim.queries.promotions.byId.get({ memberId: member.id, id });
    if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Promotion not found');
    const { status } = promotionState(sim, row, member.id, sim.now());
    if (status !== 'join')
      throw refuse(
        ERROR_CODES.INVALID_STATE,
        `You cannot take part in this promotion (${status})`,
        {
          status,
        },
      );
    const entryStatus = ENTRY_STATUS[row.kind];
    if (sim.queries.promotions.insertEntry.run(member.id, id, entryStatus, sim.now()).changes !== 1)
      throw refuse(ERROR_CODES.INVALID_STATE, 'You already take part in this promotion');
    const message =
      row.kind === 'apply'
        ? 'Apply success'
        : row.kind === 'sign'
          ? 'Signed up successfully'
          : 'Joined successfully';
    return ok(c, detail(sim, id, member.id), message);
  });

  return routes;
}

/** `/__sim/promotion/review`: the back office approves or rejects an application. */
export function promotionDevRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // `{ merchant, account, promotionId, decision: 'approve' | 'reject' }`; approving issues the reward
  // as a bonus the player then claims (status issued).
  routes.post('/__sim/promotion/review', async (c) => {
    const sim = c.get('sim');
    const { promotions } = sim.queries;
    const body = await readJson(c);
    const merchant = (optionalString(body, 'merchant', 10) ?? 'AUR01').toUpperCase();
    const account = optionalString(body, 'account', 64);
    if (!account) throw badRequest('account is required');
    const decision = optionalString(body, 'decision', 10);
    if (decision !== 'approve' && decision !== 'reject')
      throw badRequest("decision must be 'approve' or 'reject'");
    const id = promotionIdOf(body);
    const member = promotions.memberByAccount.get(merchant, account);
    if (!member) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, `No member ${account} in ${merchant}`);
    const row = promotions.byId.get({ memberId: member.id, id });
    if (!row || row.entry_id === null || row.entry_status !== 'applying' || row.bonus_id !== null)
      throw refuse(ERROR_CODES.INVALID_STATE, 'No application under review');
    const entryId = row.entry_id;
    sim.db.transaction(() => {
      if (decision === 'reject') {
        promotions.reviewEntry.run('rejected', entryId);
        return;
      }
      const bonusId = Number(
        promotions.insertBonus.run(member.id, row.title, row.reward_amount, 'issued', sim.now())
          .lastInsertRowid,
      );
      promotions.linkBonus.run(bonusId, entryId);
    })();
    return ok(c, detail(sim, id, member.id), decision === 'approve' ? 'Approved' : 'Rejected');
  });
  return routes;
}
