import type {
  ConsolidatedContractInfo,
  Contract,
  Downline,
  MemberInfo,
  Paged,
} from '@wl/api-client';
import type { PlatformRoutes } from '../../shared/testing/renderWithProviders.test-helper';

/** A signed-in agent (agent flag 1). */
export const AGENT_SESSION = { token: 'tok-agent', isAgent: 1, account: 'agent1' } as const;

export const AGENT_INFO: MemberInfo = {
  id: 3,
  account: 'agent1',
  userName: 'agent1',
  nickname: 'Agent One',
  type: 1,
  toUpline: false,
  clubLabel: { labelName: 'Gold', color: '#fc3', color2: '#a80', rankLevel: 4 },
  memberLabel: [{ labelName: 'Agent', color: '#fc3', color2: '#a80' }],
  temporaryPassword: false,
  passwordExpired: false,
  mobileNum: '0912000001',
  countryDialingCode: '84',
  email: 'agent1@example.com',
  currency: 'VND',
  language: 'EN',
  avatarUrl: '/avatar/agent1.svg',
  registerTime: '2026-01-10T10:00:00.000Z',
  lastLoginTime: '2026-11-22T10:00:00.000Z',
};

/** Every contract kind on (the seeded agent1 has all four accepted). */
export const ALL_CONTRACTS: ConsolidatedContractInfo = {
  dailysalreqtype: 1,
  divtypereq: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
  enableSalary: true,
  enableContract: true,
};

/** One page of a paged list answer. */
export function paged<T>(list: T[], extra: Partial<Paged<T>> = {}): Paged<T> {
  return { list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1, ...extra };
}

export const DOWNLINES: Downline[] = [
  {
    id: 11,
    account: 'down1',
    type: 0,
    balance: 250.5,
    registerTime: '2026-10-01T08:00:00.000Z',
    lastLoginTime: '2026-11-21T08:00:00.000Z',
  },
  {
    id: 12,
    account: 'subagent',
    type: 2,
    balance: 1200,
    registerTime: '2026-10-02T08:00:00.000Z',
    lastLoginTime: null,
  },
];

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 1,
    kind: 'dailySalary',
    upline: 'agent1',
    downline: 'down1',
    rate: 0.012,
    activeMembers: 5,
    periodValidBet: 10000,
    periodProfitLoss: -2500,
    betAmount: 500,
    period: 'D',
    status: 'accepted',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** What every agent-centre screen may ask besides its own calls. */
export const AGENT_ROUTES: PlatformRoutes = {
  'GET /wps/member/info': AGENT_INFO,
  'GET /wps/member/info/funds/consolidated': ALL_CONTRACTS,
  'GET /wps/system/announcement': { banners: [], player: [], popup: [], promotion: [] },
  'GET /wps/v2/wallets/balance': {
    sumBalance: 5000,
    currency: 'VND',
    wallets: [{ walletType: 'MAIN', balance: 5000 }],
  },
};
