/**
 * The fault gate below the browser: every route pattern the router knows (ROUTE_PATTERNS, its first
 * screen as e2e/routes.ts SCREENS lists it) meets a failing platform: the simulator with its faults
 * (`/__sim/faults`: 503, a malformed body, an answer later than the brand's timeout). The whole site
 * renders (`Site`, the real route table, the real store from `makeStore` and the api client's ky
 * transport); only the site-status gate answers, as in the e2e gate. Each screen shows a message of
 * the catalogue in Bangla with a retry, never a blank page.
 * Offline, a failing lazy chunk, recovery and the 401 burst need a browser: e2e/tests/faults.spec.ts.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { RG_PATHS } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { API_PATHS } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import aurora from '../../../../brands/aurora.json';
import BN from '../../../i18n/src/locales/BN/common.json';
import EN from '../../../i18n/src/locales/EN/common.json';
import { initialSessionState, type SessionState } from '../shared/session/sessionSlice';
import { makeStore } from '../shared/store/makeStore';
import {
  createTestPlatform,
  TEST_PLATFORM_URL,
  type TestPlayer,
} from '../shared/testing/testPlatform.test-helper';
import { createSiteTestI18n } from '../shared/testing/siteI18n.test-helper';
import { ROUTE_PATTERNS, type RoutePattern } from './routePatterns';
import { Site } from './Site';

type Visitor = 'guest' | 'member' | 'agent';
type FaultKind = '5xx' | 'malformed' | 'timeout';

/**
 * The first screen of every route pattern and who opens it (e2e/routes.ts SCREENS, its first url), or
 * null for the redirect aliases (to `/`, Site.test.tsx): they are not screens of their own. Typed by
 * pattern: a new route does not compile until it has a screen here (router.test.tsx keeps
 * ROUTE_PATTERNS equal to the router).
 */
const SCREENS: Record<RoutePattern, { visitor: Visitor; url: string } | null> = {
  '/': { visitor: 'guest', url: '/' },
  '/index': null,
  '/index.html': null,
  '/home': null,
  '/down': { visitor: 'guest', url: '/down' },
  '/download': { visitor: 'guest', url: '/download' },
  '/changePassword': { visitor: 'member', url: '/changePassword' },
  '/rng': { visitor: 'guest', url: '/rng' },
  '/pvp': { visitor: 'guest', url: '/pvp' },
  '/live': { visitor: 'guest', url: '/live' },
  '/fish': { visitor: 'guest', url: '/fish' },
  '/sports': { visitor: 'guest', url: '/sports' },
  '/esports': { visitor: 'guest', url: '/esports' },
  '/inhouse': { visitor: 'guest', url: '/inhouse' },
  '/seamless': { visitor: 'member', url: '/seamless' },
  '/lotteryCenter': { visitor: 'guest', url: '/lotteryCenter' },
  '/elott': { visitor: 'guest', url: '/elott' },
  '/vnLottery': { visitor: 'guest', url: '/vnLottery' },
  '/safer-gambling': { visitor: 'member', url: '/safer-gambling' },
  '/member': { visitor: 'member', url: '/member' },
  '/member/:entry': { visitor: 'member', url: '/member/account' },
  '/agent': { visitor: 'agent', url: '/agent' },
  '/agent/:entry': { visitor: 'agent', url: '/agent/announcement' },
  '/pointMall': { visitor: 'member', url: '/pointMall' },
  '/promotions': { visitor: 'guest', url: '/promotions' },
  '/promoDetail': { visitor: 'guest', url: '/promoDetail?id=1' },
  '*': { visitor: 'guest', url: '/no-such-page' },
  '/login': { visitor: 'guest', url: '/login' },
  '/register': { visitor: 'guest', url: '/register' },
  '/register.html': { visitor: 'guest', url: '/register.html' },
  '/helpmc': { visitor: 'guest', url: '/helpmc' },
  '/game': { visitor: 'member', url: '/game' },
  '/lottery': { visitor: 'member', url: '/lottery' },
  '/seaLottery': { visitor: 'member', url: '/seaLottery' },
};

const screensOf = (visitor: Visitor) =>
  ROUTE_PATTERNS.flatMap((pattern) => {
    const first = SCREENS[pattern];
    return first?.visitor === visitor ? [first.url] : [];
  });

/** The seeded player each visitor signs in as (e2e signs them in the same way). */
const PLAYERS: Record<Exclude<Visitor, 'guest'>, TestPlayer> = { member: 'vip1', agent: 'agent1' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The catalogue's failure texts: the error messages and the generic "could not be loaded". */
const messagesOf = (common: { errors: Record<string, string>; status: { loadError: string } }) =>
  new RegExp([...Object.values(common.errors), common.status.loadError].map(escape).join('|'));
const BN_MESSAGE = messagesOf(BN);
const EN_MESSAGE = messagesOf(EN);
/** What retries in Bangla: Retry, Reload, and the header balance's refresh. */
const BN_RETRY = new RegExp(
  [BN.actions.retry, BN.actions.reload, BN.header.refreshBalance]
    .map((text) => `^${escape(text)}$`)
    .join('|'),
);

// The site-status call is the gate in front of every screen: it answers, so the screens' own calls
// are the ones that fail (the gate's own failure is SiteStatusGate's test).
const STATUS_PATH = API_PATHS.status;

// The brand's api.timeoutMs, lowered so the client gives up on a hung call quickly in real time.
const TIMEOUT_MS = 200;
const brand: Brand = {
  ...(aurora as Brand),
  api: { ...(aurora as Brand).api, timeoutMs: TIMEOUT_MS },
};

/** Every platform path fails as `kind` says; the site status's own fault (status 200) lets it through. */
const FAULTS: Record<FaultKind, Record<string, unknown>> = {
  '5xx': { status: 503 },
  malformed: { malformed: true },
  // Later than the client waits (the brand's timeout, above): the client gives up first.
  timeout: { latencyMs: 10 * TIMEOUT_MS },
};

async function open(url: string, visitor: Visitor, kind: FaultKind) {
  // The player's language is Bangla, chosen as the picker stores it (the spec's `lang`).
  window.localStorage.setItem('lang', 'BN');
  const platform = await createTestPlatform(brand, {
    signedInAs: visitor === 'guest' ? undefined : PLAYERS[visitor],
  });
  await platform.dev('/__sim/faults', { body: { path: '/*', ...FAULTS[kind] } });
  await platform.dev('/__sim/faults', { body: { path: STATUS_PATH, status: 200 } });
  // The session a sign-in leaves (e2e/session.ts writeSession): its token and the player's fields.
  const player =
    visitor === 'guest'
      ? {}
      : (platform.db
          .prepare(
            'SELECT id AS customerId, account, account AS username, type AS isAgent FROM members WHERE merchant_code = ? AND account = ?',
          )
          .get(brand.merchantCode, PLAYERS[visitor]) as Partial<SessionState>);
  const { store } = makeStore({
    brand,
    persist: false,
    // 90 whole-site renders: RTK's state walks after every action cost more than the screens.
    devChecks: false,
    preloadedState: {
      session: {
        ...initialSessionState(brand.merchantCode, brand.platform),
        publicityClose: true,
        ...player,
        token: platform.token,
      },
    },
    transport: {
      // An answer in a later task, as from a network: never in the caller's own microtask queue, so
      // a screen that asks again at once cannot starve the timers (the test's own timeout among them).
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
          platform.fetch(input, init),
        )) as typeof globalThis.fetch,
      baseUrl: TEST_PLATFORM_URL,
      // Retries are the transport's own test (api-client): one attempt per call here.
      retry: { limit: 0 },
    },
  });
  // The stored language (Bangla) is the one the site starts in.
  const i18n = await createSiteTestI18n(brand, window.localStorage);
  await act(async () => {
    render(<Site brand={brand} initialPath={url} i18n={i18n} store={store} />);
  });
  // The screens' own calls (the site-status gate's are not).
  return { calls: () => platform.calls.filter((call) => call.path !== STATUS_PATH) };
}

// The roles a failure shows in: an alert, an alert dialog, a group (e2e/tests/faults.spec.ts). Read
// through the role attribute: the accessibility-tree queries are too slow to poll a whole site with.
const FAILURE = '[role="alert"], [role="alertdialog"], [role="group"]';
const failureShown = () =>
  Array.from(document.querySelectorAll(FAILURE)).some((node) =>
    BN_MESSAGE.test(node.textContent ?? ''),
  );
const hasText = (selector: string) =>
  Array.from(document.querySelectorAll(selector)).some((node) => node.textContent?.trim());

/**
 * The screen's own calls: not the reality check's reading of the session, which runs over every page
 * for a signed-in player and whose failure leaves the page as it is (features/safer-gambling).
 */
const screenCalls = (paths: readonly string[]) =>
  paths.filter((path) => path !== RG_PATHS.session).length;

/** Opens `url` as `visitor` with every call failing as `kind`; what the player sees. */
async function visit(url: string, visitor: Visitor, kind: FaultKind) {
  const platform = await open(url, visitor, kind);
  // Generous: the first screen of a run loads the site's modules cold (several seconds on a busy
  // machine); a screen that shows its message returns at once, and so does one that shows its text
  // without asking the platform anything (a brand's "not offered" page: nothing to fail).
  const outcome = await waitFor(
    () => {
      if (failureShown()) return 'message';
      if (screenCalls(platform.calls().map((call) => call.path)) === 0 && hasText('main'))
        return 'no call';
      throw new Error('the screen is still loading');
    },
    { timeout: 15_000 },
  ).catch(() => 'nothing');
  let message = outcome === 'message';
  if (outcome === 'no call') {
    // The text may have rendered before the screen's effects asked: a call a moment later has a
    // failure to show after all.
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (screenCalls(platform.calls().map((call) => call.path)) > 0)
      message = await waitFor(() => expect(failureShown()).toBe(true), { timeout: 15_000 }).then(
        () => true,
        () => false,
      );
  }
  // Never blank: the screen comes with text, or the member or agent centre's dialog over it (the
  // spec's overlay); the message may show in the header first.
  const blank = await waitFor(() =>
    expect(
      hasText('main') || hasText('[role="alert"], [role="alertdialog"], [role="dialog"]'),
    ).toBe(true),
  ).then(
    () => false,
    () => true,
  );
  return {
    calls: screenCalls(platform.calls().map((call) => call.path)),
    message,
    blank,
    // `hidden`: no visibility walk up the tree (jsdom computes no layout; it only costs time here).
    retry: screen.queryAllByRole('button', { name: BN_RETRY, hidden: true }).length > 0,
  };
}

describe.each(['5xx', 'malformed', 'timeout'] as const)('%s on every screen', (kind) => {
  describe.each(['guest', 'member', 'agent'] as const)('as a %s', (visitor) => {
    it.each(screensOf(visitor))(
      '%s: a catalogue message in Bangla with a retry, never blank',
      async (url) => {
        const seen = await visit(url, visitor, kind);
        expect(seen.blank).toBe(false);
        // A screen that makes no platform call (a brand's "not offered" page) has nothing to fail.
        if (seen.calls > 0) expect(seen).toMatchObject({ message: true, retry: true });
        // Nothing of the page fell back to English.
        expect(document.body.textContent).not.toMatch(EN_MESSAGE);
      },
    );
  });
});
