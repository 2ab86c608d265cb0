/** Contract of the member centre, agent centre and points mall. */

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
  /** ISO date yyyy-MM-dd, inclusive */
  startDate?: string;
  endDate?: string;
}

export type TransactionType =
  'DEPOSIT' | 'WITHDRAW' | 'TRANSFER' | 'BONUS' | 'BET' | 'PAYOUT' | 'REBATE';
export interface Transaction {
  id: number;
  type: TransactionType;
  amount: number;
  balanceAfter: number;
  status: 'SUCCESS' | 'PENDING' | 'FAILED';
  createdAt: string;
  remark: string;
}
export interface BetRecord {
  id: number;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profit: number;
  betTime: string;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
}
export interface ProfitSummary {
  totalBet: number;
  totalValidBet: number;
  totalWin: number;
  profit: number;
  byGameType: { gameType: string; bet: number; win: number; profit: number }[];
}
export interface Bonus {
  id: number;
  name: string;
  amount: number;
  status: 'issued' | 'claimed' | 'process' | 'rejected';
  createdAt: string;
}
export interface Message {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}
export interface ReferralInfo {
  referralCode: string;
  referralUrl: string;
  invitedCount: number;
  rewardTotal: number;
}
export interface MissionSummary {
  missionCount: number;
  completed: number;
}
export interface MissionLeaderboardEntry {
  rank: number;
  account: string;
  points: number;
}

/** `GET /wps/member/info/funds/consolidated`: which contract types are enabled (0 off, 1 on). */
export interface ConsolidatedContractInfo {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
  enableSalary: boolean;
  enableContract: boolean;
}

export type ContractKind = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';
export type ContractStatus = 'offered' | 'accepted' | 'rejected' | 'terminated';
/** Salary and dividend periods: D Daily, W Weekly, H Semimonthly (half a month), M Monthly. */
export type SalaryPeriod = 'D' | 'W' | 'H' | 'M';
/**
 * A contract offered by an upline (agent) to a direct downline. The requirements per period: active
 * members, valid bet and profit and loss of the team; `betAmount` is the bet amount a daily salary
 * asks per day and an hourly salary per hour (0 when the kind has none).
 */
export interface Contract {
  id: number;
  kind: ContractKind;
  upline: string;
  downline: string;
  rate: number;
  activeMembers: number;
  periodValidBet: number;
  periodProfitLoss: number;
  betAmount: number;
  period: SalaryPeriod;
  status: ContractStatus;
  createdAt: string;
}
/**
 * `POST /wps/agent/contract/<kind>`: rate a fraction in (0, 1); amounts with at most 2 decimals,
 * `periodValidBet` and `betAmount` not negative (`periodProfitLoss` may be: a loss to reach).
 * Terminating an accepted contract is `contractDecision` with `decision: 'terminate'`, by either party.
 */
export interface ContractOfferRequest {
  downline: string;
  rate: number;
  activeMembers?: number;
  periodValidBet?: number;
  periodProfitLoss?: number;
  betAmount?: number;
  period?: SalaryPeriod;
}
export interface ContractDecisionRequest {
  contractId: number;
  decision: 'accept' | 'reject' | 'terminate';
}
export interface SalaryRecord {
  id: number;
  kind: ContractKind;
  amount: number;
  settledAt: string;
}
export interface ContractListResponse {
  contracts: Contract[];
  records: SalaryRecord[];
}

export interface Downline {
  id: number;
  account: string;
  type: number;
  balance: number;
  registerTime: string;
  lastLoginTime: string | null;
}
export interface AgentTransferRequest {
  downline: string;
  amount: number;
  paymentPassword?: string;
}
export interface AgentTransferResponse {
  balance: number;
  downlineBalance: number;
}

export interface PointsBalance {
  points: number;
  exchangeRatio: number;
}
export interface PointReward {
  rewardId: number;
  name: string;
  imageUrl: string;
  points: number;
  stock: number;
}
export type RedemptionStatus = 'In Process' | 'Rejected' | 'Approved';
export interface Redemption {
  id: number;
  rewardId: number;
  rewardName: string;
  points: number;
  status: RedemptionStatus;
  createdAt: string;
}
export interface RedeemRequest {
  rewardId: number;
  password: string;
}
export interface PointConfig {
  exchangeRatio: number;
  minConvert: number;
}
export interface ConvertPointsRequest {
  points: number;
  password: string;
}
export interface PointTransaction {
  id: number;
  changedPoints: number;
  balanceAfter: number;
  reason: string;
  createdAt: string;
}
