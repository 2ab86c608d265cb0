import type { MemberInfo, Paged } from '@wl/api-client';
import type { PlatformRoutes } from '../../shared/testing/renderWithProviders.test-helper';

/** A signed-in member (agent flag 0). */
export const MEMBER_SESSION = { token: 'tok-member', isAgent: 0 } as const;

export const MEMBER_INFO: MemberInfo = {
  id: 7,
  account: 'vip1',
  userName: 'vip1',
  nickname: 'VIP Player',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'Diamond', color: '#8ad', color2: '#468', rankLevel: 6 },
  memberLabel: [{ labelName: 'Member', color: '#8ad', color2: '#468' }],
  temporaryPassword: false,
  passwordExpired: false,
  mobileNum: '0912345678',
  countryDialingCode: '84',
  email: 'vip1@example.com',
  currency: 'VND',
  language: 'EN',
  avatarUrl: '/avatar/vip1.svg',
  registerTime: '2026-07-26T10:00:00.000Z',
  lastLoginTime: '2026-11-22T10:00:00.000Z',
};

/** One page of a paged list answer. */
export function paged<T>(list: T[], extra: Partial<Paged<T>> = {}): Paged<T> {
  return { list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1, ...extra };
}

/** What every centre screen may ask besides its own calls. */
export const CENTRE_ROUTES: PlatformRoutes = {
  'GET /wps/member/info': MEMBER_INFO,
  'GET /wps/member/mission/summary': { missionCount: 0, completed: 0 },
  'GET /wps/v2/wallets/balance': {
    sumBalance: 7407,
    currency: 'VND',
    wallets: [{ walletType: 'MAIN', balance: 7407 }],
  },
};
