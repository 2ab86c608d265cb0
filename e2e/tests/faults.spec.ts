/**
 * The fault gate: every route pattern the router knows (SCREENS of e2e/routes.ts, its first screen) meets
 * a failing platform (5xx, malformed body, timeout, offline), a failing lazy chunk and a token expired
 * mid-session. Each shows a message of the catalogue in the player's language (Bangla here) with a
 * retry, never a blank screen; a sample recovers once the fault is gone. Faults are the simulator's
 * (/__sim/faults) for this test's `sim-scenario` cookie only, or this page's routing (offline, chunks,
 * the hung calls of the timeout), so parallel tests never see them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';
import { ROUTE_PATTERNS, SCREENS, type Visitor } from '../routes';
import { closeAnnouncement, fillLoginForm, completeSlider, logInToHome } from '../support';

type Catalogue = Record<string, Record<string, string>>;
const localeOf = (lang: string, ns: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../packages/i18n/src/locales/${lang}/${ns}.json`),
      'utf8',
    ),
  ) as Catalogue;
const BN = localeOf('BN', 'common');
const EN = localeOf('EN', 'common');
/** The catalogue's failure texts: the error messages and the generic "could not be loaded". */
const messagesOf = (common: Catalogue) => [
  ...Object.values(common.errors ?? {}),
  common.status?.loadError ?? '',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BN_MESSAGE = new RegExp(messagesOf(BN).map(escape).join('|'));
const EN_MESSAGE = new RegExp(messagesOf(EN).map(escape).join('|'));
/** What retries in Bangla: Retry, Reload, and the header balance's refresh. */
const BN_RETRY = new RegExp(
  [BN.actions?.retry, BN.actions?.reload].map((text) => `^${escape(text ?? '')}$`).join('|'),
);

/** The first screen of every route pattern a visitor opens. */
const screensOf = (visitor: Visitor) =>
  ROUTE_PATTERNS.filter((pattern) => SCREENS[pattern].visitor === visitor).map(
    (pattern) => SCREENS[pattern].urls[0] ?? pattern,
  );

type FaultKind = '5xx' | 'malformed' | 'timeout' | 'offline' | 'chunk';
const FAULT_KINDS: FaultKind[] = ['5xx', 'malformed', 'timeout', 'offline', 'chunk'];
const API_CALL = /\/(wps|lgw)\//;
// The site-status call is the gate in front of every screen: it stays healthy so the screens' own
// calls are the ones that fail (the gate's own failure is covered by its component test).
const STATUS_CALL = /\/wps\/system\/status/;

interface Outcome {
  url: string;
  blank: boolean;
  message: boolean;
  retry: boolean;
}

const credentials: Record<Exclude<Visitor, 'guest'>, [string, string]> = {
  member: ['vip1', 'Player123'],
  agent: ['agent1', 'Agent1234'],
};

async function signIn(page: Page, brand: Brand, visitor: Visitor) {
  if (visitor === 'guest') return;
  await logInToHome(page, brand, ...credentials[visitor]);
}

async function inBangla(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'BN'));
}

/** Installs one simulator fault for this test's scenario only. */
async function simFault(
  request: APIRequestContext,
  simUrl: string,
  scenario: string,
  fault: Record<string, unknown>,
) {
  for (const prefix of ['/wps/*', '/lgw/*']) {
    const answer = await request.post(`${simUrl}/__sim/faults`, {
      data: { path: prefix, scenario, ...fault },
    });
    expect(answer.ok()).toBe(true);
  }
}

/**
 * A screen's or a part's code: Vite names a chunk after its module, and the site's components (pages,
 * modals, header and menu parts) live in PascalCase files; the lowercase chunks are the plumbing
 * (transport, translations, helpers) whose failure is another story than a screen that cannot load.
 */
const COMPONENT_CHUNK = /\/assets\/[A-Z][A-Za-z]+-[\w-]+\.js$/;

async function failLazyChunks(page: Page) {
  await page.route(COMPONENT_CHUNK, (route) => route.abort('failed'));
}

/** Switches a fault on for this test. Returns how to switch it off (for the recovery check). */
async function applyFault(
  kind: FaultKind,
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  simUrl: string,
  baseURL: string,
): Promise<() => Promise<void>> {
  const scenario = `faults-${kind}-${test.info().testId}-${Date.now()}`;
  const withCookie = async () => {
    await context.addCookies([{ name: 'sim-scenario', value: scenario, url: baseURL }]);
    // The gate's call goes without the scenario (see STATUS_CALL).
    await page.route(STATUS_CALL, (route) =>
      route.continue({ headers: { ...route.request().headers(), cookie: 'sim-scenario=none' } }),
    );
  };
  const withoutCookie = async () => {
    await context.clearCookies({ name: 'sim-scenario' });
    await page.unroute(STATUS_CALL);
  };
  switch (kind) {
    case '5xx':
      await simFault(request, simUrl, scenario, { status: 503 });
      await withCookie();
      return withoutCookie;
    case 'malformed':
      await simFault(request, simUrl, scenario, { malformed: true });
      await withCookie();
      return withoutCookie;
    case 'offline': {
      const offline = (route: Route) =>
        STATUS_CALL.test(route.request().url())
          ? route.continue()
          : route.abort('internetdisconnected');
      await page.route(API_CALL, offline);
      return () => page.unroute(API_CALL, offline);
    }
    case 'timeout': {
      // The calls hang; the page's clock jumps past the client's timeout (the brand's api.timeoutMs)
      // instead of the test waiting for it.
      const hang = (route: Route) =>
        STATUS_CALL.test(route.request().url()) ? route.continue() : undefined;
      await page.route(API_CALL, hang);
      return () => page.unroute(API_CALL, hang);
    }
    case 'chunk':
      await failLazyChunks(page);
      return () => page.unroute(COMPONENT_CHUNK);
  }
}

/** Opens `url` and reads what the player sees: a catalogue message in Bangla with a retry, or not. */
async function visit(
  page: Page,
  url: string,
  kind: FaultKind,
  timeoutMs: number,
): Promise<Outcome> {
  // Which of the platform's calls this screen makes: a screen that makes none (a brand's "not offered"
  // page) has nothing to fail, and owes no message.
  let calls = 0;
  const counted = (request: { url: () => string }) => {
    if (API_CALL.test(request.url()) && !STATUS_CALL.test(request.url())) calls += 1;
  };
  page.on('request', counted);
  await page.goto(url);
  const failure = page
    .locator('[role="alert"], [role="alertdialog"], [role="group"]')
    .filter({ hasText: BN_MESSAGE })
    .first();
  if (kind === 'timeout') {
    // Past the client's timeout, again until the page shows its message and some content: a call
    // can start after the jump (a busy machine, or a call that another's answer starts) and hang too.
    const settled = () =>
      page.evaluate(() => {
        const main = document.querySelector('main') as HTMLElement | null;
        return Boolean(main?.innerText.trim());
      });
    for (let jump = 0; jump < 5; jump += 1) {
      await page.waitForTimeout(jump === 0 ? 500 : 1_000);
      await page.clock.fastForward(timeoutMs + 500);
      await page.waitForTimeout(200);
      if (jump >= 1 && (await failure.isVisible()) && (await settled())) break;
    }
  }
  const message = await failure
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  page.off('request', counted);
  const retry =
    (await page.getByRole('button', { name: BN_RETRY }).count()) > 0 ||
    (await page.getByRole('button', { name: BN.header?.refreshBalance ?? '-' }).count()) > 0;
  const blank = await page.evaluate(() => {
    const text = (selector: string) =>
      Array.from(document.querySelectorAll(selector)).some((node) =>
        (node as HTMLElement).innerText.trim(),
      );
    // The member and agent centres are dialogs over the page (the spec's overlay).
    return !text('main') && !text('[role="alert"], [role="alertdialog"], [role="dialog"]');
  });
  if (process.env.FAULTS_DEBUG) console.log(kind, url, { blank, message, retry, calls });
  if (calls === 0) return { url, blank, message: true, retry: true };
  return { url, blank, message, retry };
}

function summarise(kind: FaultKind, visitor: Visitor, outcomes: Outcome[]) {
  const line = `faults ${kind} x ${visitor}: ${outcomes.length} screens, ${
    outcomes.filter((o) => o.blank).length
  } blank, ${outcomes.filter((o) => !o.message).length} without a message, ${
    outcomes.filter((o) => !o.retry).length
  } without a retry`;
  test.info().annotations.push({ type: 'faults', description: line });
  console.log(line);
}

test.describe('faults on every screen', () => {
  for (const visitor of ['guest', 'member', 'agent'] as const) {
    for (const kind of FAULT_KINDS) {
      test(`${kind} x ${visitor} screens: a catalogue message in Bangla with a retry, never blank`, async ({
        page,
        context,
        request,
        simUrl,
        brand,
        baseURL,
      }) => {
        test.skip(visitor === 'guest' && brand.loginedToHomePage, 'guests stay on /login');
        // Up to 23 screens in a row: 90 s alone on CI, over 3 min beside another suite.
        test.setTimeout(300_000);
        if (kind === 'timeout') await page.clock.install();
        await signIn(page, brand, visitor);
        await inBangla(page);
        const heal = await applyFault(kind, page, context, request, simUrl, baseURL!);
        const outcomes: Outcome[] = [];
        for (const url of screensOf(visitor))
          outcomes.push(await visit(page, url, kind, brand.api.timeoutMs ?? 15_000));
        summarise(kind, visitor, outcomes);
        expect(outcomes.filter((o) => o.blank).map((o) => o.url)).toEqual([]);
        expect(outcomes.filter((o) => !o.message).map((o) => o.url)).toEqual([]);
        expect(outcomes.filter((o) => !o.retry).map((o) => o.url)).toEqual([]);
        // Nothing of the page fell back to English.
        await expect(page.locator('body')).not.toContainText(EN_MESSAGE);

        // Recovery on a sample: the fault goes, Retry brings the screen back.
        const sample = screensOf(visitor).at(-1)!;
        await page.goto(sample);
        await heal();
        const retry = page.getByRole('button', { name: BN_RETRY }).first();
        if (await retry.isVisible()) await retry.click();
        await expect(page.locator('[role="alert"]').filter({ hasText: BN_MESSAGE })).toHaveCount(
          0,
          {
            timeout: 15_000,
          },
        );
        await expect(page.getByRole('main').first()).not.toBeEmpty();
      });
    }
  }
});

test.describe('a session that expires', () => {
  // Ten concurrent 401s through the client are api-client's baseApi test; here, the burst the site makes
  // itself when a reload meets an expired token (header, side menu and screen at once).
  test('a burst of 401s opens one login modal; signing in again keeps the player where they were', async ({
    page,
    request,
    simUrl,
    brand,
  }) => {
    test.setTimeout(60_000);
    await logInToHome(page, brand, 'player1', 'Player123');
    const url = '/member/transactions';
    await page.goto(url);
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    expect((await request.post(`${simUrl}/__sim/tokens/expire`, { data: { token } })).ok()).toBe(
      true,
    );

    const refused: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() === 401) refused.push(answer.url());
    });
    // As on a slow network, the calls made with the expired token wait until the page has two of them
    // in flight (and whatever it asks for in the next 300 ms): otherwise the size of the burst depends
    // on how fast this machine answers the first refusal, which drops the session (CI saw 1 to 5). The
    // site status goes through: the site asks for it alone, before any screen.
    const held: Route[] = [];
    let holding = true;
    let inFlight = 0;
    const releaseAll = () => {
      if (holding) inFlight = held.length;
      holding = false;
      for (const route of held.splice(0)) void route.continue().catch(() => undefined);
    };
    const hold = async (route: Route) => {
      const authorization = (await route.request().allHeaders()).authorization;
      // the site status comes first and alone (the gate before every screen)
      if (
        !holding ||
        authorization !== `Bearer ${token}` ||
        STATUS_CALL.test(route.request().url())
      )
        return route.continue();
      held.push(route);
      if (held.length === 2) setTimeout(releaseAll, 300);
    };
    await page.route(API_CALL, hold);
    const releaseAnyway = setTimeout(releaseAll, 15_000); // a page with a single call still ends

    // The site's own burst: the reload asks for the player's data from the header, the side menu and
    // the screen at once, and every call is refused.
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    clearTimeout(releaseAnyway);
    await page.unroute(API_CALL, hold);
    await page.waitForLoadState('networkidle');
    console.log(
      `faults: ${inFlight} calls in flight with the expired token, ${refused.length} refused`,
    );
    // A burst: several calls in flight with the expired token when the refusals come (ten at once
    // through the client are api-client's test). The first refusal drops the session and the page may
    // stop waiting for the other answers, so how many 401s it receives varies (1 to 5 seen).
    expect(inFlight).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(1);

    await fillLoginForm(dialog, 'player1', 'Player123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await completeSlider(page);
    await expect(dialog).toBeHidden();
    await closeAnnouncement(page, brand);
    await expect(page).toHaveURL(new RegExp(`${url}$`));
  });
});
