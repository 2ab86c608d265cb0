import { Hono } from 'hono';
import { optionalMember, requireMember } from '../../auth/guards';
import {
  API_PATHS,
  ERROR_CODES,
  type Promotion,
  type PromotionCategory,
  type PromotionDetail,
} from '../../contract';
import type { PromotionWithEntryRow } from '../../db/rows';
import { badRequest, ok, optionalInt, optionalString, readJson, refuse } from '../../lib/http';
import type { AppEnv, Sim } from '../../sim';
import { promotionState } from '../../domain/promotions';

const CATEGORIES: PromotionCategory[] = ['casino', 'slots', 'sports', 'lottery', 'general'];
/** What taking part writes as the entry's status, per kind. */
const ENTRY_STATUS = { join: 'joined', apply: 'applying', sign: 'signed' } as const;

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
