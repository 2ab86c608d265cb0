import { Hono } from 'hono';
import { requireAgent } from '../../auth/guards';
import {
  API_PATHS,
  ERROR_CODES,
  type TeamBetsResponse,
  type TeamProfitAmounts,
  type TeamProfitResponse,
} from '../../contract';
import { ok, optionalInt, optionalString, paging, refuse, totalPages } from '../../lib/http';
import { money } from '../../lib/money';
import type { AppEnv } from '../../sim';
import {
  accountFilter,
  betAmounts,
  moneyAmounts,
  pagedWithTotals,
  reportRange,
  type Query,
} from './reportQuery';

/** Team betting and user loss (profit), each with the totals of the whole range. */
export function teamBettingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.teamBets, (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const query = c.req.query() as Query;
    const range = reportRange(sim, query);
    const filter = {
      agentId: agent.id,
      start: range.start,
      end: range.end,
      account: accountFilter(query),
      level: optionalInt(query, 'level', { min: 1, max: 100 }) ?? null,
    };
    const q = sim.queries.agent;
    const totals = q.teamBetTotals.get(filter) ?? {
      count: 0,
      betAmount: 0,
      validBet: 0,
      winAmount: 0,
    };
    const answerTotals: TeamBetsResponse['totals'] = { count: totals.count, ...betAmounts(totals) };
    return pagedWithTotals(
      c,
      totals.count,
      (limit, offset) =>
        q.teamBets.all({ ...filter, limit, offset }).map((r) => ({
          id: r.id,
          account: r.account,
          level: r.level,
          gameName: r.name,
          vassalage: r.vendor_code,
          gameType: r.game_type,
          betAmount: money(r.bet_amount),
          validBet: money(r.valid_bet),
          winAmount: money(r.win_amount),
          profit: money(r.win_amount - r.bet_amount),
          betTime: new Date(r.bet_at).toISOString(),
          status: r.status,
        })),
      answerTotals,
    );
  });

  routes.get(API_PATHS.teamProfit, (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const query = c.req.query() as Query;
    const range = reportRange(sim, query);
    const q = sim.queries.agent;
    const parentAccount = optionalString(query, 'parent', 40);
    let parent: { id: number; account: string; level: number } = {
      id: agent.id,
      account: agent.account,
      level: 0,
    };
    if (
      parentAccount !== undefined &&
      parentAccount.toLowerCase() !== agent.account.toLowerCase()
    ) {
      const member = q.teamMember.get({ agentId: agent.id, account: parentAccount });
      if (!member)
        throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, `${parentAccount} is not in your team`, {
          field: 'parent',
        });
      parent = { id: member.id, account: member.account, level: member.level };
    }
    // the breadcrumb: the agent, then each upline down to the parent
    const path = [parent.account];
    for (let id = parent.id; id !== agent.id;) {
      const up = q.uplineOf.get(id);
      if (!up) break;
      path.unshift(up.account);
      id = up.id;
    }
    const rows = q.teamProfit
      .all({
        agentId: agent.id,
        start: range.start,
        end: range.end,
        parentId: parent.id,
        account: accountFilter(query),
        anyParent: parentAccount === undefined ? 1 : 0,
      })
      .map((r) => ({
        account: r.account,
        type: r.type,
        level: r.level,
        parent: r.parent,
        teamSize: r.teamSize,
        hasChildren: r.teamSize > 0,
        ...betAmounts(r),
        ...moneyAmounts(r),
      }));
    const add = (pick: (r: TeamProfitAmounts) => number): number =>
      money(rows.reduce((total, r) => total + pick(r), 0));
    const totals: TeamProfitAmounts = {
      betAmount: add((r) => r.betAmount),
      validBet: add((r) => r.validBet),
      winAmount: add((r) => r.winAmount),
      profit: add((r) => r.profit),
      deposits: add((r) => r.deposits),
      withdrawals: add((r) => r.withdrawals),
      bonus: add((r) => r.bonus),
      rebate: add((r) => r.rebate),
    };
    const { pageNo, pageSize, offset } = paging(query, 20, 200);
    const value: TeamProfitResponse = {
      list: rows.slice(offset, offset + pageSize),
      pageNo,
      pageSize,
      total: rows.length,
      totalPages: totalPages(rows.length, pageSize),
      totals,
      parent: { account: parent.account, level: parent.level },
      path,
    };
    return ok(c, value);
  });

  return routes;
}
