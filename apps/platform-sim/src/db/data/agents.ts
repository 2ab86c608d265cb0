import type { AgentIncomeType, ContractKind, SalaryPeriod } from '../../contract';

export type Profile = 'casual' | 'regular' | 'high' | 'none';
export const PROFILES: Record<
  Exclude<Profile, 'none'>,
  {
    activity: number;
    bets: [number, number];
    stake: [number, number];
    deposits: number[];
    cashOutAbove: number;
  }
> = {
  casual: {
    activity: 0.35,
    bets: [1, 4],
    stake: [2, 30],
    deposits: [100, 200, 300, 500],
    cashOutAbove: 800,
  },
  regular: {
    activity: 0.6,
    bets: [3, 8],
    stake: [10, 120],
    deposits: [500, 1000, 2000],
    cashOutAbove: 2500,
  },
  high: {
    activity: 0.7,
    bets: [4, 12],
    stake: [100, 800],
    deposits: [5000, 10000, 20000],
    cashOutAbove: 9000,
  },
};

export interface TeamSeed {
  account: string;
  upline: string;
  agent?: boolean;
  joinedDaysAgo: number;
  profile: Profile;
}

/** agent1's team below its seeded direct downlines (seed.ts), 4 levels in all. */
export const AGENT1_TEAM: readonly TeamSeed[] = [
  { account: 'team2a', upline: 'down01', agent: true, joinedDaysAgo: 30, profile: 'regular' },
  { account: 'team2b', upline: 'down01', joinedDaysAgo: 25, profile: 'high' },
  { account: 'team2c', upline: 'down01', joinedDaysAgo: 5, profile: 'casual' },
  { account: 'team2d', upline: 'down02', joinedDaysAgo: 28, profile: 'regular' },
  { account: 'team2e', upline: 'down02', joinedDaysAgo: 2, profile: 'casual' },
  { account: 'team3a', upline: 'team2a', agent: true, joinedDaysAgo: 20, profile: 'regular' },
  { account: 'team3b', upline: 'team2a', joinedDaysAgo: 18, profile: 'casual' },
  { account: 'team3c', upline: 'team2a', joinedDaysAgo: 12, profile: 'casual' },
  { account: 'team4a', upline: 'team3a', joinedDaysAgo: 9, profile: 'regular' },
  { account: 'team4b', upline: 'team3a', joinedDaysAgo: 1, profile: 'casual' },
];
/** How agent1's seeded direct downlines play (down03 and down06 never signed in: no bets). */
export const DOWNLINE_PROFILES: Record<string, Profile> = {
  down01: 'regular',
  down02: 'regular',
  down03: 'none',
  down04: 'high',
  down05: 'casual',
  down06: 'none',
  down07: 'casual',
  down08: 'casual',
};

export interface ContractAgentSeed {
  account: string;
  kind: ContractKind;
  affiliateCode: string;
  /** its sub-agent with the accepted contract */
  contractDownline: string;
  /** its member without a contract: offer one to it */
  freeDownline: string;
  /** a member below the sub-agent (level 2) */
  deepDownline: string;
  contract: {
    rate: number;
    activeMembers: number;
    periodValidBet: number;
    periodProfitLoss: number;
    betAmount: number;
    period: SalaryPeriod;
  };
}

export const contractAgent = (
  account: string,
  prefix: string,
  kind: ContractKind,
  affiliateCode: string,
  contract: ContractAgentSeed['contract'],
): ContractAgentSeed => ({
  account,
  kind,
  affiliateCode,
  contractDownline: `${prefix}down1`,
  freeDownline: `${prefix}down2`,
  deepDownline: `${prefix}down3`,
  contract,
});

/**
 * One agent per contract kind (password Agent1234, transaction password 123456); its downlines'
 * password is Player123.
 */
export const SEEDED_CONTRACT_AGENTS: readonly ContractAgentSeed[] = [
  contractAgent('agentdiv1', 'div', 'dividend', 'AGDIV01', {
    rate: 0.25,
    activeMembers: 3,
    periodValidBet: 20000,
    periodProfitLoss: -5000,
    betAmount: 0,
    period: 'H',
  }),
  contractAgent('agentdaily1', 'daily', 'dailySalary', 'AGDAY01', {
    rate: 0.01,
    activeMembers: 2,
    periodValidBet: 0,
    periodProfitLoss: 0,
    betAmount: 5000,
    period: 'D',
  }),
  contractAgent('agenthour1', 'hour', 'hourlySalary', 'AGHOUR01', {
    rate: 0.002,
    activeMembers: 1,
    periodValidBet: 0,
    periodProfitLoss: 0,
    betAmount: 500,
    period: 'D',
  }),
  contractAgent('agentreal1', 'real', 'realtimeSalary', 'AGREAL01', {
    rate: 0.001,
    activeMembers: 1,
    periodValidBet: 1000,
    periodProfitLoss: 0,
    betAmount: 0,
    period: 'D',
  }),
];

export const INCOME_OF_KIND: Record<ContractKind, AgentIncomeType> = {
  dividend: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realtimeSalary: 'REALTIME_SALARY',
};
export const DEPOSIT_METHODS = ['Local bank transfer', 'MoMo e-wallet', 'VietQR scan to pay'];
export const BONUS_NAMES = [
  'Daily check-in bonus',
  'Weekend reload',
  'Lucky spin prize',
  'VIP gift',
];
