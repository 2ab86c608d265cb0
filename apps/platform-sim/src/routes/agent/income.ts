import { Hono } from 'hono';
import { requireAgent } from '../../auth/guards';
import {
  AGENT_INCOME_TYPES,
  API_PATHS,
  TRANSACTION_TYPES,
  type AgentIncomeResponse,
  type AgentIncomeType,
  type TeamTransactionsResponse,
  type Transaction,
} from '../../contract';
import { fromCents, money } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { accountFilter, oneOf, pagedWithTotals, reportRange, type Query } from './reportQuery';

/** My income and the team's account details. */
export function incomeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.agentIncome, (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const query = c.req.query() as Query;
    const range = reportRange(sim, query);
    const filter = {
      memberId: agent.id,
      start: range.start,
      end: range.end,
      type: oneOf<AgentIncomeType>(query, 'type', AGENT_INCOME_TYPES),
    };
    const q = sim.queries.agent;
    const byType = q.incomeByType.all(filter).map((r) => ({
      type: r.type,
      amount: money(r.amount),
      records: r.records,
    }));
    const totals: AgentIncomeResponse['totals'] = {
      amount: money(byType.reduce((total, r) => total + r.amount, 0)),
      records: byType.reduce((total, r) => total + r.records, 0),
      byType,
    };
    return pagedWithTotals(
      c,
      q.countIncomeDays.get(filter)?.n ?? 0,
      (limit, offset) =>
        q.incomeDays.all({ ...filter, limit, offset }).map((r) => ({
          date: r.day,
          type: r.type,
          amount: money(r.amount),
          records: r.records,
        })),
      totals,
    );
  });

  routes.get(API_PATHS.teamTransactions, (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const query = c.req.query() as Query;
    const range = reportRange(sim, query);
    const filter = {
      agentId: agent.id,
      start: range.start,
      end: range.end,
      account: accountFilter(query),
      type: oneOf(query, 'type', TRANSACTION_TYPES),
      status: oneOf<Transaction['status']>(query, 'status', ['SUCCESS', 'PENDING', 'FAILED']),
    };
    const q = sim.queries.agent;
    const sums = q.teamTransactionTotals.get(filter) ?? {
      count: 0,
      creditCents: 0,
      debitCents: 0,
    };
    const totals: TeamTransactionsResponse['totals'] = {
      count: sums.count,
      amount: fromCents(sums.creditCents + sums.debitCents),
      credit: fromCents(sums.creditCents),
      debit: fromCents(sums.debitCents),
    };
    return pagedWithTotals(
      c,
      sums.count,
      (limit, offset) =>
        q.teamTransactions.all({ ...filter, limit, offset }).map((r) => ({
          id: r.id,
          account: r.account,
          level: r.level,
          type: r.type as Transaction['type'],
          amount: fromCents(r.amount_cents),
          balanceAfter: fromCents(r.balance_after_cents),
          status: r.status as Transaction['status'],
          remark: r.remark,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      totals,
    );
  });

  return routes;
}
