/**
 * The Content-Security-Policy gate: every route the router knows (ROUTE_PATTERNS, kept in step with the
 * router by packages/site/src/app/router.test.tsx) is visited on the built app, which `vite preview`
 * serves with the production policy (tooling/vite-config/csp.ts), as a guest, a member and an agent;
 * not one `securitypolicyviolation` event may fire.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ROUTE_PATTERNS, SCREENS, urlsOf } from '../routes';
import { logInToHome } from '../support';

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
