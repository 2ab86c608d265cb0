/**
 * Contract of the agent centre's team pages (spec "Agent centre menu pages"): team overview, add
 * account, team betting, user loss, my income and account details. Every call needs a signed-in
 * agent (agent flag 1, 2, 41 or 42; a member is answered `NOT_AGENT`) and only ever shows the agent's
 * own team: every member below the agent, at any level (level 1 = the agent's direct downlines).
 * Contracts and transfers to downlines stay in ./centre.ts.
 */
import type { Paged } from './envelope';
import type { PageQuery, Transaction, TransactionType } from './centre';

/**
 * Dates of every report: yyyy-MM-dd (UTC days), both days included, `endDate` not before `startDate`,
 * at most 90 days (refused with `VALIDATION_FAILED` otherwise; a malformed date is a 400). Default:
 * the 30 days up to today.
 */
export type ReportRange = Pick<PageQuery, 'startDate' | 'endDate'>;
/** A report's page with the totals of the whole filtered range, not only of this page. */
export interface PagedWithTotals<T, S> extends Paged<T> {
  totals: S;
}
export const REPORT_MAX_DAYS = 90;

/** `GET /wps/agent/team/overview?startDate&endDate` */
export type TeamOverviewQuery = ReportRange;
/** One level of the team (1 = direct downlines); counts are of accounts. */
export interface TeamLevelCount {
  level: number;
  members: number;
  /** accounts of the level that are agents themselves */
  agents: number;
  /** registered within the range */
  newMembers: number;
  /** placed a bet within the range */
  activeMembers: number;
}
/**
 * The team at a glance. Sizes are of today; the other figures of the range. Bets count when settled;
 * deposits, withdrawals and bonuses when successful. `profit` is the members' (win - bet): negative
 * when the team lost.
 */
export interface TeamOverview {
  startDate: string;
  endDate: string;
  directMembers: number;
  teamSize: number;
  agents: number;
  newMembers: number;
  activeMembers: number;
  /** sum of the team's balances now */
  teamBalance: number;
  deposits: number;
  /** a positive amount */
  withdrawals: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profit: number;
  levels: TeamLevelCount[];
}

/** `POST /wps/agent/team/register`: a new account directly under the signed-in agent. */
export type TeamAccountType = 'member' | 'agent';
export const TEAM_ACCOUNT_TYPES: readonly TeamAccountType[] = ['member', 'agent'];
/**
 * Account and password follow the registration rules of the merchant (`/wps/system/setting/register`:
 * the username's length and pattern, the password's length, no common password, not containing the
 * account). A taken account is refused with `USERNAME_TAKEN`.
 */
export interface AddTeamAccountRequest {
  account: string;
  password: string;
  type: TeamAccountType;
}
export interface AddTeamAccountResponse {
  account: string;
  type: TeamAccountType;
  /** the member's agent flag: 0 for a member, 2 for a sub-agent */
  agentFlag: number;
  upline: string;
  /** a sub-agent's invitation code (for its own registrations); null for a member */
  affiliateCode: string | null;
  registerTime: string;
}

/** `GET /wps/agent/team/bets?startDate&endDate&account&level&pageNo&pageSize` (newest first) */
export interface TeamBetsQuery extends PageQuery {
  /** one account of the team (exact, any case) */
  account?: string;
  /** one level of the team (1 = direct downlines) */
  level?: number;
}
export interface TeamBet {
  id: number;
  account: string;
  level: number;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: number;
  validBet: number;
  winAmount: number;
  /** winAmount - betAmount */
  profit: number;
  betTime: string;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
}
export interface TeamBetTotals {
  count: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profit: number;
}
export type TeamBetsResponse = PagedWithTotals<TeamBet, TeamBetTotals>;

/**
 * `GET /wps/agent/team/profit?startDate&endDate&account&parent&pageNo&pageSize` (user loss): one row
 * per direct downline of `parent` (default the agent; any account of the agent's team, else refused
 * with `NOT_FOUND_ENTITY`). `account` narrows the rows to that account: among `parent`'s downlines
 * when `parent` is given, anywhere in the team otherwise. Rows are ordered by account.
 */
export interface TeamProfitQuery extends PageQuery {
  account?: string;
  parent?: string;
}
/**
 * Amounts of a row: the downline's own plus those of everyone below it. Settled bets; successful
 * deposits, withdrawals (positive), bonuses and rebates. `profit` = winAmount - betAmount (the
 * members' side: negative is a loss).
 */
export interface TeamProfitAmounts {
  betAmount: number;
  validBet: number;
  winAmount: number;
  profit: number;
  deposits: number;
  withdrawals: number;
  bonus: number;
  rebate: number;
}
export interface TeamProfitRow extends TeamProfitAmounts {
  account: string;
  /** agent flag (0 member; 1, 2, 41, 42 agents) */
  type: number;
  level: number;
  parent: string;
  /** accounts below this one, at every level */
  teamSize: number;
  /** true when there is a level to drill down into (`parent=<account>`) */
  hasChildren: boolean;
}
export interface TeamProfitResponse extends PagedWithTotals<TeamProfitRow, TeamProfitAmounts> {
  /** the parent of the rows: its account and level (0 = the agent) */
  parent: { account: string; level: number };
  /** accounts from the agent down to the parent, for a breadcrumb */
  path: string[];
}

/** What an agent earns (`GET /wps/agent/income`). */
export type AgentIncomeType =
  | 'COMMISSION'
  | 'DIVIDEND'
  | 'DAILY_SALARY'
  | 'HOURLY_SALARY'
  | 'REALTIME_SALARY'
  | 'TRANSFER_REBATE';
export const AGENT_INCOME_TYPES: readonly AgentIncomeType[] = [
  'COMMISSION',
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
  'TRANSFER_REBATE',
];
/** `GET /wps/agent/income?startDate&endDate&type&pageNo&pageSize`: the agent's own income. */
export interface AgentIncomeQuery extends PageQuery {
  type?: AgentIncomeType;
}
/** The income of one type on one day (UTC), newest day first. */
export interface AgentIncomeDay {
  /** yyyy-MM-dd */
  date: string;
  type: AgentIncomeType;
  amount: number;
  /** payouts summed (e.g. 288 real-time salary payouts in a full day: one every 5 minutes) */
  records: number;
}
export interface AgentIncomeTotals {
  amount: number;
  records: number;
  byType: { type: AgentIncomeType; amount: number; records: number }[];
}
export type AgentIncomeResponse = PagedWithTotals<AgentIncomeDay, AgentIncomeTotals>;

export const TRANSACTION_TYPES: readonly TransactionType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER',
  'BONUS',
  'BET',
  'PAYOUT',
  'REBATE',
];
/** `GET /wps/agent/team/transactions?startDate&endDate&account&type&status&pageNo&pageSize` (account details, newest first) */
export interface TeamTransactionsQuery extends PageQuery {
  account?: string;
  type?: TransactionType;
  status?: Transaction['status'];
}
export interface TeamTransaction extends Transaction {
  account: string;
  level: number;
}
/** Over every listed line, whatever its status: `amount` = credit + debit (debit is negative). */
export interface TeamTransactionTotals {
  count: number;
  amount: number;
  credit: number;
  debit: number;
}
export type TeamTransactionsResponse = PagedWithTotals<TeamTransaction, TeamTransactionTotals>;
