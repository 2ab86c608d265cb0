import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, ERROR_CODES } from '../../contract';
import { badRequest, ok, optionalInt, readJson, refuse } from '../../lib/http';
import { money, toCents } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { claimPromotion } from '../../domain/promotions';
import { creditMember } from '../../domain/ledger';

/** Referral, missions, the leaderboard and the raffle claim. */
export function missionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.referral, (c) => {
    const member = requireMember(c);
    const invited = c.get('sim').queries.centre.invitedCount.get(member.id)?.n ?? 0;
    const origin = new URL(c.req.url).origin;
    return ok(c, {
      referralCode: member.referral_code,
      referralUrl: `${origin}/register?referralCode=${encodeURIComponent(member.referral_code)}`,
      invitedCount: invited,
      rewardTotal: money(invited * 25),
    });
  });

  routes.get(API_PATHS.missionSummary, (c) => {
    const member = requireMember(c);
    const row = c.get('sim').queries.centre.mission.get(member.id);
    return ok(c, { missionCount: row?.mission_count ?? 0, completed: row?.completed ?? 0 });
  });
  routes.get(API_PATHS.missionLeaderboard, (c) => {
    const member = requireMember(c);
    const rows = c.get('sim').queries.centre.missionLeaderboard.all(member.merchant_code);
    return ok(c, {
      list: rows.map((r, i) => ({
        rank: i + 1,
        account: r.account.replace(/^(.{2}).*(.{2})$/, '$1***$2'),
        points: r.points,
      })),
    });
  });

  routes.post(API_PATHS.raffleClaim, async (c) => {
    const sim = c.get('sim');
    const { centre, account } = sim.queries;
    const member = requireMember(c);
    const body = await readJson(c);
    const promotionId = optionalInt(body, 'promotionId', { min: 1 });
    if (promotionId !== undefined) {
      const { amount, status } = claimPromotion(c, member, promotionId);
      return ok(c, { amount, status }, 'Claimed successfully');
    }
    const bonusId = optionalInt(body, 'bonusId', { min: 1 });
    if (bonusId === undefined) throw badRequest('bonusId or promotionId is required');
    const bonus = centre.bonusOf.get(bonusId, member.id);
    if (!bonus) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Promotion not found');
    if (bonus.status !== 'issued')
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `This promotion cannot be claimed (${bonus.status})`,
      );
    sim.db.transaction(() => {
      if (centre.claimBonus.run(bonusId).changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This promotion cannot be claimed (claimed)');
      const cents = toCents(bonus.amount);
      creditMember(account, member.id, cents, {
        type: 'BONUS',
        remark: `claim #${bonusId}`,
        now: sim.now(),
      });
    })();
    return ok(c, { amount: bonus.amount }, 'Claimed successfully');
  });

  return routes;
}
