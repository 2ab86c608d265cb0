import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { requireAgent } from '../auth/guards';
import { weakPasswordProblem } from '../auth/passwordPolicy';
import {
  AGENT_INCOME_TYPES,
  API_PATHS,
  ERROR_CODES,
  REGISTER_FIELDS,
  REPORT_MAX_DAYS,
  TEAM_ACCOUNT_TYPES,
  TRANSACTION_TYPES,
  type AddTeamAccountResponse,
  type AgentIncomeResponse,
  type AgentIncomeType,
  type PagedWithTotals,
  type RegisterRules,
  type TeamAccountType,
  type TeamBetsResponse,
  type TeamOverview,
  type TeamProfitAmounts,
  type TeamProfitResponse,
  type TeamTransactionsResponse,
  type Transaction,
} from '../contract';
import type { BetSumsRow, MoneySumsRow } from '../db/queries/agent';
import type { MemberRow } from '../db/rows';
import {
  badRequest,
  ok,
  optionalInt,
  optionalString,
  paging,
  readJson,
  refuse,
  requiredString,
  SimHttpError,
  totalPages,
} from '../lib/http';
import { hashPassword } from '../lib/security';
import { registerRules } from '../merchants/config';
import { merchantFlags, merchantOf } from '../merchants/resolve';
import { fromCents, money } from '../money';
import type { AppEnv, Ctx, Sim } from '../sim';
import { checkAgainstRules } from '../domain/registrationRules';

/** Capitals and digits without the look-alikes 0/O, 1/I (as the captcha). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * `AG` and 10 random characters of 32 (50 bits): fits the registration rule (4 to 12 capitals and
 * digits) and cannot be guessed from another agent's code. A clash with an existing code (one in a
 * quadrillion) fails the unique index and the request.
 */
export const newInvitationCode = (): string =>
  `AG${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

const DAY = 86_400_000;
const DEFAULT_REPORT_DAYS = 30;
/** Agent flag of an account an agent adds as `type: 'agent'` (the seeded sub-agents' flag too). */
export const SUB_AGENT_TYPE = 2;

type Query = Record<string, unknown>;

export interface ReportRange {
  start: number;
  end: number;
  startDate: string;
  endDate: string;
}

/**
 * `startDate`/`endDate` of a report: real dates yyyy-MM-dd (UTC days, both included; else 400), the
 * end not before the start and at most REPORT_MAX_DAYS days (else a refusal). Default: the 30 days up
 * to today.
 */
export function reportRange(sim: Sim, query: Query): ReportRange {
  const parse = (name: string): number | undefined => {
    const raw = optionalString(query, name, 40);
    if (raw === undefined) return undefined;
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== raw)
      throw badRequest(`${name} must be a date yyyy-MM-dd`);
    return ms;
  };
  const endDay = parse('endDate') ?? Math.floor(sim.now() / DAY) * DAY;
  const startDay = parse('startDate') ?? endDay - (DEFAULT_REPORT_DAYS - 1) * DAY;
  if (startDay > endDay)
    throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The end date must not be before the start date', {
      field: 'endDate',
    });
  if ((endDay - startDay) / DAY + 1 > REPORT_MAX_DAYS)
    throw refuse(
      ERROR_CODES.VALIDATION_FAILED,
      `The date range is at most ${REPORT_MAX_DAYS} days`,
      { field: 'startDate' },
    );
  const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
  return { start: startDay, end: endDay + DAY - 1, startDate: day(startDay), endDate: day(endDay) };
}

/** One page of a report with the totals of its whole filtered range (the envelope's `value`). */
function pagedWithTotals<T, S>(
  c: Ctx,
  count: number,
  page: (limit: number, offset: number) => T[],
  totals: S,
): Response {
  const { pageNo, pageSize, offset } = paging(c.req.query() as Query, 20, 200);
  const value: PagedWithTotals<T, S> = {
    list: page(pageSize, offset),
    pageNo,
    pageSize,
    total: count,
    totalPages: totalPages(count, pageSize),
    totals,
  };
  return ok(c, value);
}

const betAmounts = (r: BetSumsRow) => ({
  betAmount: money(r.betAmount),
  validBet: money(r.validBet),
  winAmount: money(r.winAmount),
  profit: money(r.winAmount - r.betAmount),
});
const moneyAmounts = (r: MoneySumsRow) => ({
  deposits: fromCents(r.depositsCents),
  withdrawals: fromCents(r.withdrawalsCents),
  bonus: fromCents(r.bonusCents),
  rebate: fromCents(r.rebateCents),
});

/** An account filter of a report (exact, any case). */
const accountFilter = (query: Query): string | null => optionalString(query, 'account', 40) ?? null;

function oneOf<T extends string>(
  query: Query,
  name: string,
  allowed: readonly T[],
  upper = true,
): T | null {
  const raw = optionalString(query, name, 40);
  if (raw === undefined) return null;
  const value = (upper ? raw.toUpperCase() : raw) as T;
  if (!allowed.includes(value)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value;
}

/** The registration rules of the merchant for the account and password only (both required). */
function accountRules(sim: Sim, merchantCode: string): RegisterRules {
  const rules = registerRules(merchantCode, merchantFlags(sim, merchantCode));
  return Object.fromEntries(
    REGISTER_FIELDS.map((field) => [
      field,
      field === 'username' || field === 'password'
        ? { ...rules[field], enabled: true, required: true }
        : { ...rules[field], enabled: false },
    ]),
  ) as RegisterRules;
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * The agent centre's team pages: overview, add account, team betting, user loss, my income and account
 * details. Each needs a signed-in agent (`requireAgent`) and reads only that agent's team.
 */
export function agentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.teamOverview, (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const range = reportRange(sim, c.req.query() as Query);
    const params = { agentId: agent.id, start: range.start, end: range.end };
    const q = sim.queries.agent;
    const levels = q.teamLevels.all(params);
    const sum = (pick: (l: (typeof levels)[number]) => number): number =>
      levels.reduce((total, level) => total + pick(level), 0);
    const bets = q.teamBetSums.get(params) ?? { count: 0, betAmount: 0, validBet: 0, winAmount: 0 };
    const moneySums = q.teamMoneySums.get(params) ?? {
      depositsCents: 0,
      withdrawalsCents: 0,
      bonusCents: 0,
      rebateCents: 0,
    };
    const value: TeamOverview = {
      startDate: range.startDate,
      endDate: range.endDate,
      directMembers: levels.find((l) => l.level === 1)?.members ?? 0,
      teamSize: sum((l) => l.members),
      agents: sum((l) => l.agents),
      newMembers: sum((l) => l.newMembers),
      activeMembers: sum((l) => l.activeMembers),
      teamBalance: fromCents(sum((l) => l.balanceCents)),
      deposits: fromCents(moneySums.depositsCents),
      withdrawals: fromCents(moneySums.withdrawalsCents),
      ...betAmounts(bets),
      levels: levels.map((l) => ({
        level: l.level,
        members: l.members,
        agents: l.agents,
        newMembers: l.newMembers,
        activeMembers: l.activeMembers,
      })),
    };
    return ok(c, value);
  });

  routes.post(API_PATHS.teamRegister, async (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const merchant = merchantOf(c);
    const body = await readJson(c);
    const type = requiredString(body, 'type', 10) as TeamAccountType;
    if (!TEAM_ACCOUNT_TYPES.includes(type)) throw badRequest("type must be 'member' or 'agent'");
    let values: ReturnType<typeof checkAgainstRules>;
    try {
      values = checkAgainstRules(
        accountRules(sim, merchant.code),
        { username: body.account, password: body.password },
        new Set(),
      );
    } catch (error) {
      // the same rules and messages as registration; the field is named as in this request
      const field = (error as { value?: { field?: string } } | undefined)?.value?.field;
      if (error instanceof SimHttpError && field === 'username')
        throw refuse(error.code, error.message, { field: 'account' });
      throw error;
    }
    const account = values.username ?? '';
    const password = values.password ?? '';
    const weak = weakPasswordProblem(password, account);
    if (weak) throw refuse(ERROR_CODES.VALIDATION_FAILED, weak, { field: 'password' });
    const taken = (): SimHttpError =>
      refuse(ERROR_CODES.USERNAME_TAKEN, 'Username already exists', { field: 'account' });
    if (sim.queries.access.accountTaken.get(merchant.code, account)) throw taken();
    const passwordHash = await hashPassword(password);
    const now = sim.now();
    const agentFlag = type === 'agent' ? SUB_AGENT_TYPE : 0;
    let created: MemberRow;
    try {
      created = sim.db.transaction(() => {
        const id = Number(
          sim.queries.agent.insertTeamMember.run({
            merchantCode: merchant.code,
            account,
            passwordHash,
            type: agentFlag,
            uplineId: agent.id,
            referralCode: `R${merchant.code}${account.toUpperCase()}`,
            now,
          }).lastInsertRowid,
        );
        // a sub-agent recruits with its own invitation code: random, so codes cannot be enumerated
        if (agentFlag !== 0) sim.queries.agent.setAffiliateCode.run(newInvitationCode(), id);
        return sim.queries.access.memberById.get(id) as MemberRow;
      })();
    } catch (error) {
      // another request took the account while this one hashed the password
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    const value: AddTeamAccountResponse = {
      account: created.account,
      type,
      agentFlag,
      upline: agent.account,
      affiliateCode: created.affiliate_code,
      registerTime: new Date(created.created_at).toISOString(),
    };
    return ok(c, value, `Account ${created.account} added`);
  });

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
