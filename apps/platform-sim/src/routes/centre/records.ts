import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, type BetRecord } from '../../contract';
import type { BetRow } from '../../db/rows';
import { ok, optionalString } from '../../lib/http';
import { fromCents, money } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { dateRange, pagedList } from '../../lib/paging';

const toBet = (r: BetRow): BetRecord => ({
  id: r.id,
  gameName: r.name,
  vassalage: r.vendor_code,
  gameType: r.game_type,
  betAmount: r.bet_amount,
  validBet: r.valid_bet,
  winAmount: r.win_amount,
  profit: money(r.win_amount - r.bet_amount),
  betTime: new Date(r.bet_at).toISOString(),
  status: r.status,
});

/** The member centre records: transactions, bets, profit, bonuses. */
export function recordRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.transactions, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    const query = c.req.query() as Record<string, unknown>;
    const [start, end] = dateRange(c.get('sim'), query);
    const filter = {
      memberId: member.id,
      start,
      end,
      type: optionalString(query, 'type', 20)?.toUpperCase() ?? null,
    };
    return pagedList(
      c,
      () => centre.countTransactions.get(filter)?.n ?? 0,
      (limit, offset) =>
        centre.transactions.all({ ...filter, limit, offset }).map((r) => ({
          id: r.id,
          type: r.type,
          amount: fromCents(r.amount_cents),
          balanceAfter: fromCents(r.balance_after_cents),
          status: r.status,
          remark: r.remark,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });

  routes.get(API_PATHS.bets, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    const [start, end] = dateRange(c.get('sim'), c.req.query() as Record<string, unknown>);
    const period = { memberId: member.id, start, end };
    return pagedList(
      c,
      () => centre.countBets.get(period)?.n ?? 0,
      (limit, offset) => centre.bets.all({ ...period, limit, offset }).map(toBet),
    );
  });

  routes.get(API_PATHS.profit, (c) => {
    const member = requireMember(c);
    const [start, end] = dateRange(c.get('sim'), c.req.query() as Record<string, unknown>);
    const rows = c.get('sim').queries.centre.profitByGameType.all(member.id, start, end);
    const sum = (pick: (r: (typeof rows)[number]) => number): number =>
      money(rows.reduce((a, r) => a + pick(r), 0));
    return ok(c, {
      totalBet: sum((r) => r.bet),
      totalValidBet: sum((r) => r.valid),
      totalWin: sum((r) => r.win),
      profit: sum((r) => r.win - r.bet),
      byGameType: rows.map((r) => ({
        gameType: r.gameType,
        bet: money(r.bet),
        win: money(r.win),
        profit: money(r.win - r.bet),
      })),
    });
  });

  routes.get(API_PATHS.bonuses, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countBonuses.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.bonuses.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          name: r.name,
          amount: r.amount,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });

  return routes;
}
