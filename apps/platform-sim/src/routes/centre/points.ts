import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { checkPaymentPassword, typedPassword } from '../../auth/paymentPassword';
import { API_PATHS, ERROR_CODES, type Redemption } from '../../contract';
import { badRequest, ok, optionalInt, readJson, refuse } from '../../lib/http';
import { fromCents } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { pagedList } from '../../lib/paging';

const POINT_EXCHANGE_RATIO = 100; // points per 1 unit of currency

/** The points mall: balance, config, rewards, redemptions, transactions, redeeming and converting. */
export function pointRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // points mall
  routes.get(API_PATHS.pointsBalance, (c) =>
    ok(c, { points: requireMember(c).points, exchangeRatio: POINT_EXCHANGE_RATIO }),
  );
  routes.get(API_PATHS.pointConfig, (c) => {
    requireMember(c);
    return ok(c, { exchangeRatio: POINT_EXCHANGE_RATIO, minConvert: POINT_EXCHANGE_RATIO });
  });
  routes.get(API_PATHS.pointRewards, (c) => {
    const rows = c.get('sim').queries.centre.rewards.all();
    return ok(c, {
      list: rows.map((r) => ({
        rewardId: r.id,
        name: r.name,
        imageUrl: `/sim-assets/reward/${r.id}.svg`,
        points: r.points,
        stock: r.stock,
      })),
    });
  });
  routes.get(API_PATHS.pointRedemptions, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countRedemptions.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.redemptions.all(member.id, limit, offset).map((r): Redemption => ({
          id: r.id,
          rewardId: r.reward_id,
          rewardName: r.name,
          points: r.points,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });
  routes.get(API_PATHS.pointTransactions, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countPointTransactions.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.pointTransactions.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          changedPoints: r.changed_points,
          balanceAfter: r.balance_after,
          reason: r.reason,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });
  routes.post(API_PATHS.pointRedeem, async (c) => {
    const sim = c.get('sim');
    const centre = sim.queries.centre;
    const member = requireMember(c);
    const body = await readJson(c);
    const rewardId = optionalInt(body, 'rewardId', { min: 1 });
    if (rewardId === undefined) throw badRequest('rewardId is required');
    // the contract's `password` is the payment password: the login password never pays
    await checkPaymentPassword(sim, member, typedPassword(body, 'password'), 'password');
    const reward = centre.rewardById.get(rewardId);
    if (!reward) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Reward not found');
    if (reward.stock <= 0)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This reward is out of stock');
    const now = sim.now();
    // Points and stock are checked by the updates themselves (the member row predates the awaited
    // password check; a parallel redemption may have spent the points since).
    const id = sim.db.transaction(() => {
      if (centre.spendPoints.run(reward.points, member.id, reward.points).changes !== 1)
        throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
      if (centre.takeRewardFromStock.run(reward.id).changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This reward is out of stock');
      centre.insertPointTransaction.run(
        member.id,
        -reward.points,
        sim.queries.account.balanceOf.get(member.id)?.points ?? 0,
        `Redeem ${reward.name}`,
        now,
      );
      return Number(
        centre.insertRedemption.run(member.id, reward.id, reward.points, 'In Process', now)
          .lastInsertRowid,
      );
    })();
    const redemption: Redemption = {
      id,
      rewardId: reward.id,
      rewardName: reward.name,
      points: reward.points,
      status: 'In Process',
      createdAt: new Date(now).toISOString(),
    };
    return ok(c, redemption, 'Redemption submitted');
  });
  routes.post(API_PATHS.pointConvert, async (c) => {
    const sim = c.get('sim');
    const { centre, account } = sim.queries;
    const member = requireMember(c);
    const body = await readJson(c);
    const points = optionalInt(body, 'points', { min: 1 });
    if (points === undefined) throw badRequest('points is required');
    if (points % POINT_EXCHANGE_RATIO !== 0)
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `Points convert in steps of ${POINT_EXCHANGE_RATIO}`,
      );
    // the contract's `password` is the payment password: the login password never pays
    await checkPaymentPassword(sim, member, typedPassword(body, 'password'), 'password');
    // POINT_EXCHANGE_RATIO points make 1.00, so each point is 100 / ratio cents (1 with the ratio 100)
    const creditCents = (points * 100) / POINT_EXCHANGE_RATIO;
    const now = sim.now();
    // Checked by the update itself, as in redeem.
    const left = sim.db.transaction(() => {
      if (centre.convertPoints.run(points, creditCents, member.id, points).changes !== 1)
        throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
      const after = account.balanceOf.get(member.id) ?? { points: 0, balance_cents: 0 };
      centre.insertPointTransaction.run(
        member.id,
        -points,
        after.points,
        'Convert to balance',
        now,
      );
      account.insertTransaction.run(
        member.id,
        'BONUS',
        creditCents,
        after.balance_cents,
        'SUCCESS',
        `${points} points converted`,
        now,
      );
      return after.points;
    })();
    return ok(c, { points: left, credited: fromCents(creditCents) }, 'Points converted');
  });

  return routes;
}
