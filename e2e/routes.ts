/**
 * The screens the route-wide gates (CSP, accessibility) visit: at least one for every route pattern the
 * router knows (ROUTE_PATTERNS, kept equal to the router by packages/site/src/app/router.test.tsx), and
 * who visits it.
 */
// The list itself, not the site: the e2e package does not depend on the site's code.
import { ROUTE_PATTERNS, type RoutePattern } from '../packages/site/src/app/routePatterns';

export { ROUTE_PATTERNS };

export const MEMBER_ENTRIES = [
  'account',
  'wallet',
  'deposit',
  'withdraw',
  'upline',
  'bets',
  'transactions',
  'profit',
  'bonuses',
  'rewards',
  'referral',
  'missions',
  'messages',
  'rebate',
  'feedback',
];
export const AGENT_ENTRIES = [
  'announcement',
  'overview',
  'add-account',
  'team',
  'team-bets',
  'user-loss',
  'income',
  'account-details',
  'dividend',
  'daily-salary',
  'hourly-salary',
  'realtime-salary',
];

export type Visitor = 'guest' | 'member' | 'agent';
/** The screens to visit for each route pattern, and who visits them. */
export const SCREENS: Record<RoutePattern, { visitor: Visitor; urls: string[] }> = {
  '/': { visitor: 'guest', urls: ['/'] },
  '/index': { visitor: 'guest', urls: ['/index'] },
  '/index.html': { visitor: 'guest', urls: ['/index.html'] },
  '/home': { visitor: 'guest', urls: ['/home'] },
  '/down': { visitor: 'guest', urls: ['/down'] },
  '/download': { visitor: 'guest', urls: ['/download'] },
  '/changePassword': { visitor: 'member', urls: ['/changePassword'] },
  '/rng': { visitor: 'guest', urls: ['/rng', '/rng?page=PG'] },
  '/pvp': { visitor: 'guest', urls: ['/pvp'] },
  '/live': { visitor: 'guest', urls: ['/live'] },
  '/fish': { visitor: 'guest', urls: ['/fish'] },
  '/sports': { visitor: 'guest', urls: ['/sports'] },
  '/esports': { visitor: 'guest', urls: ['/esports'] },
  '/inhouse': { visitor: 'guest', urls: ['/inhouse'] },
  '/seamless': { visitor: 'member', urls: ['/seamless'] },
  '/lotteryCenter': { visitor: 'guest', urls: ['/lotteryCenter'] },
  '/elott': { visitor: 'guest', urls: ['/elott'] },
  '/vnLottery': { visitor: 'guest', urls: ['/vnLottery'] },
  '/member': { visitor: 'member', urls: ['/member'] },
  '/member/:entry': { visitor: 'member', urls: MEMBER_ENTRIES.map((slug) => `/member/${slug}`) },
  '/agent': { visitor: 'agent', urls: ['/agent'] },
  '/agent/:entry': { visitor: 'agent', urls: AGENT_ENTRIES.map((slug) => `/agent/${slug}`) },
  '/pointMall': { visitor: 'member', urls: ['/pointMall'] },
  '/promotions': { visitor: 'guest', urls: ['/promotions'] },
  '/promoDetail': { visitor: 'guest', urls: ['/promoDetail?id=1'] },
  '*': { visitor: 'guest', urls: ['/no-such-page'] },
  '/login': { visitor: 'guest', urls: ['/login'] },
  '/register': { visitor: 'guest', urls: ['/register'] },
  '/register.html': { visitor: 'guest', urls: ['/register.html'] },
  '/helpmc': { visitor: 'guest', urls: ['/helpmc'] },
  '/game': { visitor: 'member', urls: ['/game'] },
  '/lottery': { visitor: 'member', urls: ['/lottery'] },
  '/seaLottery': { visitor: 'member', urls: ['/seaLottery'] },
};

/** The screens a visitor opens, in router order. */
export const urlsOf = (visitor: Visitor) =>
  ROUTE_PATTERNS.filter((pattern) => SCREENS[pattern].visitor === visitor).flatMap(
    (pattern) => SCREENS[pattern].urls,
  );
