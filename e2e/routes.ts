/**
 * The screens the route-wide gates (CSP, accessibility) visit: at least one for every route pattern the
 * router knows (ROUTE_PATTERNS, kept equal to the router by packages/site/src/app/router.test.tsx), and
 * who visits it.
 */
// The site's addresses through its public paths entry (no React, no brand: safe in Node).
import {
  AGENT_CENTRE_SLUGS,
  MEMBER_CENTRE_SLUGS,
  ROUTE_PATTERNS,
  type RoutePattern,
} from '@wl/site/paths';

export { ROUTE_PATTERNS };

/**
 * The member centre entries the sweep's member (vip1) opens: every one but `contracts`, which shows
 * only to a player offered a contract (agent-centre.spec.ts opens it as such a downline).
 */
export const MEMBER_ENTRIES: string[] = MEMBER_CENTRE_SLUGS.filter((slug) => slug !== 'contracts');
/** Every agent centre entry: the contract pages of kinds the agent lacks are checked as refused. */
export const AGENT_ENTRIES: string[] = [...AGENT_CENTRE_SLUGS];

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
  '/safer-gambling': { visitor: 'member', urls: ['/safer-gambling'] },
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
