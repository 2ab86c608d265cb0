import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, ERROR_CODES, type RebateLine, type RebateSummary } from '../../contract';
import type { MemberRow } from '../../db/rows';
import { ok, readJson, refuse } from '../../lib/http';
import { fromCents, money, toCents } from '../../lib/money';
import type { AppEnv, Sim } from '../../sim';
import { pagedList } from '../../lib/paging';
import { REBATE_MIN_CLAIM, formatAmount } from './orders';
import { creditMember } from '../../domain/ledger';

function rebateSummary(sim: Sim, member: MemberRow, now: number): RebateSummary {
  const since = member.rebate_since ?? member.created_at;
  const list: RebateLine[] = sim.queries.funds.rebateBets.all(member.id, since, now).map((r) => ({
    gameType: r.gameType,
    validBet: money(r.validBet),
    rate: r.rate,
    amount: money(r.validBet * r.rate),
  }));
  return {
    list,
    total: money(list.reduce((sum, line) => sum + line.amount, 0)),
    since: new Date(since).toISOString(),
    minClaim: REBATE_MIN_CLAIM,
  };
}

/** manualRebate: the summary, the claim and the records. */
export function rebateRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // manualRebate
  routes.get(API_PATHS.rebate, (c) => {
    const sim = c.get('sim');
    return ok(c, rebateSummary(sim, requireMember(c), sim.now()));
  });

  routes.post(API_PATHS.rebateClaim, async (c) => {
    const sim = c.get('sim');
    const { funds, account } = sim.queries;
    const member = requireMember(c);
    await readJson(c); // no fields; a body, if any, must still be JSON
    const now = sim.now();
    // Read, check and move the start in one transaction; the start moves only from the value read, so
    // two claims cannot both count the same bets.
    const claimed = sim.db.transaction(() => {
      const fresh = sim.queries.access.memberById.get(member.id) as MemberRow;
      const summary = rebateSummary(sim, fresh, now);
      if (summary.total < REBATE_MIN_CLAIM)
        throw refuse(
          ERROR_CODES.NOTHING_TO_CLAIM,
          summary.total > 0
            ? `The rebate can be claimed from ${formatAmount(REBATE_MIN_CLAIM)}`
            : 'No rebate to claim yet',
          { amount: 0 },
        );
      if (funds.moveRebateSince.run(now, member.id, fresh.rebate_since).changes !== 1)
        throw refuse(ERROR_CODES.NOTHING_TO_CLAIM, 'No rebate to claim yet', { amount: 0 });
      const validBet = money(summary.list.reduce((sum, line) => sum + line.validBet, 0));
      funds.insertRebateClaim.run(
        member.id,
        summary.total,
        validBet,
        fresh.rebate_since ?? fresh.created_at,
        now,
        now,
      );
      // the rebate is computed from bets (decimals) and credited as whole cents, once
      const cents = toCents(summary.total);
      const balance = creditMember(account, member.id, cents, {
        type: 'REBATE',
        remark: 'manual rebate',
        now,
      });
      return { amount: summary.total, list: summary.list, balance: fromCents(balance) };
    })();
    return ok(c, claimed, `Rebate of ${formatAmount(claimed.amount)} claimed`);
  });

  routes.get(API_PATHS.rebateRecords, (c) => {
    const funds = c.get('sim').queries.funds;
    const member = requireMember(c);
    return pagedList(
      c,
      () => funds.countRebateClaims.get(member.id)?.n ?? 0,
      (limit, offset) =>
        funds.rebateClaims.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          amount: r.amount,
          validBet: r.valid_bet,
          from: new Date(r.from_at).toISOString(),
          to: new Date(r.to_at).toISOString(),
          claimedAt: new Date(r.created_at).toISOString(),
        })),
    );
  });

  return routes;
}
