import type { AgentIncomeType } from '../../contract';
import type { Db } from '../index';
import type { Count, MemberRow } from '../rows';

/** Levels walked below an agent at most (a guard: the seeded teams are 4 deep). */
export const MAX_TEAM_DEPTH = 30;
const AGENT_TYPES_SQL = '(1, 2, 41, 42)';

/**
 * `team(id, level)`: every member below `@agentId`, level 1 being its direct downlines. upline_id
 * never leaves a merchant, so neither does the team.
 */
const TEAM = `team(id, level) AS (
    SELECT id, 1 FROM members WHERE upline_id = @agentId
    UNION ALL
    SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.level < ${MAX_TEAM_DEPTH}
  )`;

type Agent = { agentId: number };
type Range = { start: number; end: number };
type Page = { limit: number; offset: number };
type BetFilter = Agent & Range & { account: string | null; level: number | null };
type TransactionFilter = Agent &
  Range & { account: string | null; type: string | null; status: string | null };
/** Rows of the profit report: `@parentId`'s direct downlines, or one `@account` (see the route). */
type ProfitFilter = Agent & Range & { parentId: number; account: string | null; anyParent: 0 | 1 };
type IncomeFilter = Range & { memberId: number; type: string | null };

export interface TeamLevelRow {
  level: number;
  members: number;
  agents: number;
  newMembers: number;
  activeMembers: number;
  balanceCents: number;
}
export interface BetSumsRow {
  count: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
}
/** Whole cents (the ledger's amounts). */
export interface MoneySumsRow {
  depositsCents: number;
  withdrawalsCents: number;
  bonusCents: number;
  rebateCents: number;
}
export interface TeamBetRow {
  id: number;
  account: string;
  level: number;
  name: string;
  vendor_code: string;
  game_type: string;
  bet_amount: number;
  valid_bet: number;
  win_amount: number;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  bet_at: number;
}
export interface TeamTransactionRow {
  id: number;
  account: string;
  level: number;
  type: string;
  amount_cents: number;
  balance_after_cents: number;
  status: string;
  remark: string;
  created_at: number;
}
export interface TeamTransactionSumsRow {
  count: number;
  creditCents: number;
  debitCents: number;
}
export interface TeamProfitDbRow extends BetSumsRow, MoneySumsRow {
  account: string;
  type: number;
  level: number;
  parent: string;
  teamSize: number;
}
export interface IncomeDayRow {
  day: string;
  type: AgentIncomeType;
  amount: number;
  records: number;
}

const betSums = (alias: string) => `COUNT(${alias}.id) AS count,
  COALESCE(SUM(${alias}.bet_amount), 0) AS betAmount, COALESCE(SUM(${alias}.valid_bet), 0) AS validBet,
  COALESCE(SUM(${alias}.win_amount), 0) AS winAmount`;
/** Successful money movements: withdrawals are stored negative and answered positive. */
const moneySums = (alias: string) => `
  COALESCE(SUM(CASE WHEN ${alias}.type = 'DEPOSIT' THEN ${alias}.amount_cents END), 0) AS depositsCents,
  COALESCE(-SUM(CASE WHEN ${alias}.type = 'WITHDRAW' THEN ${alias}.amount_cents END), 0) AS withdrawalsCents,
  COALESCE(SUM(CASE WHEN ${alias}.type = 'BONUS' THEN ${alias}.amount_cents END), 0) AS bonusCents,
  COALESCE(SUM(CASE WHEN ${alias}.type = 'REBATE' THEN ${alias}.amount_cents END), 0) AS rebateCents`;

/** The agent centre's team: membership, reports and new accounts. Every statement is scoped to one agent's team. */
export function agentQueries(db: Db) {
  const teamBetsJoin = 'team t JOIN members m ON m.id = t.id JOIN bets b ON b.member_id = t.id';
  const betsWhere = `b.bet_at BETWEEN @start AND @end AND (@account IS NULL OR m.account = @account)
    AND (@level IS NULL OR t.level = @level)`;
  const transactionsFrom = `FROM team t JOIN members m ON m.id = t.id JOIN transactions x ON x.member_id = t.id
    WHERE x.created_at BETWEEN @start AND @end AND (@account IS NULL OR m.account = @account)
      AND (@type IS NULL OR x.type = @type) AND (@status IS NULL OR x.status = @status)`;
  const incomeWhere =
    'member_id = @memberId AND created_at BETWEEN @start AND @end AND (@type IS NULL OR type = @type)';
  const incomeDay = "strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')";

  return {
    /** A member of the agent's team by account (any case), with its level. */
    teamMember: db.prepare<Agent & { account: string }, MemberRow & { level: number }>(
      `WITH RECURSIVE ${TEAM} SELECT m.*, t.level FROM team t JOIN members m ON m.id = t.id WHERE m.account = @account`,
    ),
    /** Sizes, new and active members and balances, per level. */
    teamLevels: db.prepare<Agent & Range, TeamLevelRow>(
      `WITH RECURSIVE ${TEAM}
       SELECT t.level, COUNT(*) AS members, SUM(m.type IN ${AGENT_TYPES_SQL}) AS agents,
         SUM(m.created_at BETWEEN @start AND @end) AS newMembers,
         SUM(EXISTS (SELECT 1 FROM bets b WHERE b.member_id = m.id AND b.bet_at BETWEEN @start AND @end)) AS activeMembers,
         COALESCE(SUM(m.balance_cents), 0) AS balanceCents
       FROM team t JOIN members m ON m.id = t.id GROUP BY t.level ORDER BY t.level`,
    ),
    /** Settled bets of the whole team. */
    teamBetSums: db.prepare<Agent & Range, BetSumsRow>(
      `WITH RECURSIVE ${TEAM} SELECT ${betSums('b')} FROM team t JOIN bets b ON b.member_id = t.id
       WHERE b.bet_at BETWEEN @start AND @end AND b.status = 'SETTLED'`,
    ),
    /** Successful deposits, withdrawals, bonuses and rebates of the whole team. */
    teamMoneySums: db.prepare<Agent & Range, MoneySumsRow>(
      `WITH RECURSIVE ${TEAM} SELECT ${moneySums('x')} FROM team t JOIN transactions x ON x.member_id = t.id
       WHERE x.created_at BETWEEN @start AND @end AND x.status = 'SUCCESS'`,
    ),

    teamBets: db.prepare<BetFilter & Page, TeamBetRow>(
      `WITH RECURSIVE ${TEAM}
       SELECT b.id, m.account, t.level, g.name, g.vendor_code, g.game_type, b.bet_amount, b.valid_bet, b.win_amount, b.status, b.bet_at
       FROM ${teamBetsJoin} JOIN games g ON g.id = b.game_id WHERE ${betsWhere}
       ORDER BY b.bet_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
    ),
    /** Every status, like the rows. */
    teamBetTotals: db.prepare<BetFilter, BetSumsRow>(
      `WITH RECURSIVE ${TEAM} SELECT ${betSums('b')} FROM ${teamBetsJoin} WHERE ${betsWhere}`,
    ),

    teamTransactions: db.prepare<TransactionFilter & Page, TeamTransactionRow>(
      `WITH RECURSIVE ${TEAM}
       SELECT x.id, m.account, t.level, x.type, x.amount_cents, x.balance_after_cents, x.status, x.remark, x.created_at
       ${transactionsFrom} ORDER BY x.created_at DESC, x.id DESC LIMIT @limit OFFSET @offset`,
    ),
    teamTransactionTotals: db.prepare<TransactionFilter, TeamTransactionSumsRow>(
      `WITH RECURSIVE ${TEAM}
       SELECT COUNT(x.id) AS count, COALESCE(SUM(CASE WHEN x.amount_cents > 0 THEN x.amount_cents END), 0) AS creditCents,
         COALESCE(SUM(CASE WHEN x.amount_cents < 0 THEN x.amount_cents END), 0) AS debitCents
       ${transactionsFrom}`,
    ),

    /**
     * One row per picked member with the sums of its whole subtree (itself included) in the range.
     * Few rows (one level of one team): the route pages and totals them.
     */
    teamProfit: db.prepare<ProfitFilter, TeamProfitDbRow>(
      `WITH RECURSIVE ${TEAM},
       picked(id, level) AS (
         SELECT t.id, t.level FROM team t JOIN members m ON m.id = t.id
         WHERE CASE WHEN @account IS NULL THEN m.upline_id = @parentId
                    ELSE m.account = @account AND (@anyParent = 1 OR m.upline_id = @parentId) END
       ),
       sub(root, id, depth) AS (
         SELECT id, id, 0 FROM picked
         UNION ALL
         SELECT s.root, m.id, s.depth + 1 FROM members m JOIN sub s ON m.upline_id = s.id WHERE s.depth < ${MAX_TEAM_DEPTH}
       ),
       bet_sums AS (
         SELECT s.root, ${betSums('b')} FROM sub s JOIN bets b ON b.member_id = s.id
         WHERE b.bet_at BETWEEN @start AND @end AND b.status = 'SETTLED' GROUP BY s.root
       ),
       money_sums AS (
         SELECT s.root, ${moneySums('x')} FROM sub s JOIN transactions x ON x.member_id = s.id
         WHERE x.created_at BETWEEN @start AND @end AND x.status = 'SUCCESS' GROUP BY s.root
       )
       SELECT m.account, m.type, p.level, u.account AS parent,
         (SELECT COUNT(*) - 1 FROM sub s WHERE s.root = p.id) AS teamSize,
         COALESCE(bs.count, 0) AS count, COALESCE(bs.betAmount, 0) AS betAmount,
         COALESCE(bs.validBet, 0) AS validBet, COALESCE(bs.winAmount, 0) AS winAmount,
         COALESCE(ms.depositsCents, 0) AS depositsCents, COALESCE(ms.withdrawalsCents, 0) AS withdrawalsCents,
         COALESCE(ms.bonusCents, 0) AS bonusCents, COALESCE(ms.rebateCents, 0) AS rebateCents
       FROM picked p JOIN members m ON m.id = p.id JOIN members u ON u.id = m.upline_id
       LEFT JOIN bet_sums bs ON bs.root = p.id LEFT JOIN money_sums ms ON ms.root = p.id
       ORDER BY m.account`,
    ),
    /** The account of a member's upline (a breadcrumb walks up with it). */
    uplineOf: db.prepare<[id: number], { id: number; account: string; upline_id: number | null }>(
      'SELECT u.id, u.account, u.upline_id FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = ?',
    ),

    countIncomeDays: db.prepare<IncomeFilter, Count>(
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM agent_income WHERE ${incomeWhere} GROUP BY ${incomeDay}, type)`,
    ),
    incomeDays: db.prepare<IncomeFilter & Page, IncomeDayRow>(
      `SELECT ${incomeDay} AS day, type, SUM(amount) AS amount, COUNT(*) AS records FROM agent_income
       WHERE ${incomeWhere} GROUP BY day, type ORDER BY day DESC, type LIMIT @limit OFFSET @offset`,
    ),
    incomeByType: db.prepare<
      IncomeFilter,
      { type: AgentIncomeType; amount: number; records: number }
    >(
      `SELECT type, SUM(amount) AS amount, COUNT(*) AS records FROM agent_income WHERE ${incomeWhere} GROUP BY type ORDER BY type`,
    ),

    /** A new account under an agent (add account): no contact details, balance 0. */
    insertTeamMember: db.prepare<{
      merchantCode: string;
      account: string;
      passwordHash: string;
      type: number;
      uplineId: number;
      referralCode: string;
      now: number;
    }>(
      `INSERT INTO members (merchant_code, account, password_hash, nickname, type, rank_level, balance_cents, points,
        password_changed_at, upline_id, referral_code, created_at)
       VALUES (@merchantCode, @account, @passwordHash, @account, @type, 1, 0, 0, @now, @uplineId, @referralCode, @now)`,
    ),
    setAffiliateCode: db.prepare<[code: string, id: number]>(
      'UPDATE members SET affiliate_code = ? WHERE id = ?',
    ),
  };
}
