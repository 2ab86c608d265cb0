/**
 * The Content-Security-Policy gate: every route the router knows (ROUTE_PATTERNS, kept in step with the
 * router by packages/site/src/app/router.test.tsx) is visited on the built app, which `vite preview`
 * serves with the production policy (tooling/vite-config/csp.ts), as a guest, a member and an agent;
 * not one `securitypolicyviolation` event may fire.
 */
import type { Page } from '@playwright/test';
// The list itself, not the site: the e2e package does not depend on the site's code.
import { ROUTE_PATTERNS, type RoutePattern } from '../../packages/site/src/app/routePatterns';
import { expect, test } from '../fixtures';
import { logInToHome } from '../support';

const MEMBER_ENTRIES = [
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
const AGENT_ENTRIES = [
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

type Visitor = 'guest' | 'member' | 'agent';
/** The screens to visit for each route pattern, and who visits them. */
const SCREENS: Record<RoutePattern, { visitor: Visitor; urls: string[] }> = {
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

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

async function visitAll(page: Page, urls: readonly string[]) {
  const found: string[] = [];
  for (const url of urls) {
    const answer = await page.goto(url);
    expect(answer?.headers()['content-security-policy'], url).toContain("default-src 'self'");
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    found.push(...violations.map((violation) => `${url}: ${violation}`));
  }
  return found;
}

const urlsOf = (visitor: Visitor) =>
  ROUTE_PATTERNS.filter((pattern) => SCREENS[pattern].visitor === visitor).flatMap(
    (pattern) => SCREENS[pattern].urls,
  );

test.describe('content security policy', () => {
  test('every route pattern has a screen to visit', () => {
    for (const pattern of ROUTE_PATTERNS)
      expect(SCREENS[pattern]?.urls.length, pattern).toBeGreaterThan(0);
  });

  test('the guest screens raise no violation', async ({ page, brand }) => {
    test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
    test.setTimeout(120_000);
    await recordViolations(page);
    expect(await visitAll(page, urlsOf('guest'))).toEqual([]);
  });

  test('the member screens raise no violation', async ({ page, brand }) => {
    test.setTimeout(120_000);
    await recordViolations(page);
    await logInToHome(page, brand, 'vip1', 'Player123');
    expect(await visitAll(page, urlsOf('member'))).toEqual([]);
  });

  test('the agent screens raise no violation', async ({ page, brand }) => {
    test.setTimeout(120_000);
    await recordViolations(page);
    await logInToHome(page, brand, 'agent1', 'Agent1234');
    expect(await visitAll(page, urlsOf('agent'))).toEqual([]);
  });
});
