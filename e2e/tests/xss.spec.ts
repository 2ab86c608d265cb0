/**
 * The XSS corpus (`/__sim/xss`, 131 payloads: script tags, event handlers, javascript:/data:/vbscript:
 * URLs, SVG, MathML, frames, meta/base/link, styles, broken and nested markup, encoded forms,
 * mutation XSS, breakouts) in every server text the site renders, for this test's browser only (its
 * `sim-scenario` cookie): announcements, notices, ticker, help, promotions, nickname, game, vendor and
 * room names, winners, hot matches, messages, agent announcements. Each payload would call
 * `__xssCanary(id)` if it ran. After every screen and dialog: the canary never ran, no browser dialog
 * opened, no element carries an inline handler, every link and frame is http(s), and each payload's
 * readable text ("Lucky spin 12 <payload> bonus 12") reads to its end. The simulator also answers
 * javascript:/data: addresses for every other banner link and for every launch: refused.
 *
 * The page's Content-Security-Policy would stop most of these on its own; it is bypassed here so that
 * what is tested is the rendering (React's escaping, ui-kit's sanitizeHtml), the layer that must hold
 * where a host serves no policy.
 */
import type { APIRequestContext, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { XSS_PAYLOADS } from '@wl/platform-sim';
import { expect, test } from '../fixtures';
import { closeAnnouncement, logInToHome } from '../support';
import { navigateInApp } from '../sweep';

test.use({ bypassCSP: true });

/** A screen's first content: the machine running the suite may be busy, and the pages carry a lot. */
const LOAD = { timeout: 30_000 };

const OPEN_PAYLOADS = new Set(XSS_PAYLOADS.filter((payload) => payload.open).map((p) => p.id));

interface Watch {
  /** ids of payloads that ran (canary calls) */
  ran: number[];
  dialogs: string[];
  /** distinct payloads rendered per screen */
  screens: { name: string; payloads: number }[];
}

/** Turns the corpus on for this test's browser and installs the canary before any page loads. */
async function armCorpus(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  simUrl: string,
  baseURL: string,
  testInfo: TestInfo,
): Promise<Watch> {
  const scenario = `xss-${testInfo.testId}`;
  await context.addCookies([{ name: 'sim-scenario', value: scenario, url: baseURL }]);
  expect((await request.post(`${simUrl}/__sim/xss`, { data: { scenario } })).ok()).toBe(true);
  const watch: Watch = { ran: [], dialogs: [], screens: [] };
  // The payloads' broken pictures (src=x, src=1) are answered at once here instead of each loading
  // the app's index.html: dozens per page would hold up the browser's six connections to the site.
  await page.route(/\/(x|1)$/, (route) => route.fulfill({ status: 404, body: '' }));
  // Every frame gets the canary; an opaque (data:) frame reports through a message to the page.
  await page.exposeFunction('__xssCanary', (id: number) => watch.ran.push(id));
  await page.addInitScript(() => {
    window.addEventListener('message', (event: MessageEvent<{ xss?: unknown }>) => {
      const id = event.data?.xss;
      if (typeof id === 'number')
        (window as unknown as { __xssCanary: (id: number) => void }).__xssCanary(id);
    });
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return watch;
}

/** Links, frames, forms and the like whose address is not http(s) (or mail, phone). */
function unsafeAddresses(): string[] {
  const safe = ['http:', 'https:', 'mailto:', 'tel:'];
  const found: string[] = [];
  const attrs: [string, string][] = [
    ['a[href], area[href], base[href], link[href]', 'href'],
    ['iframe[src], frame[src], embed[src], script[src]', 'src'],
    ['form[action]', 'action'],
    ['button[formaction], input[formaction]', 'formaction'],
    ['object[data]', 'data'],
  ];
  for (const [selector, attr] of attrs)
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const raw = element.getAttribute(attr) ?? '';
      let protocol = '';
      try {
        protocol = new URL(raw, document.baseURI).protocol;
      } catch {
        protocol = 'unparsable';
      }
      if (!safe.includes(protocol))
        found.push(`<${element.tagName.toLowerCase()} ${attr}="${raw}">`);
    }
  return found;
}

/** Elements of the page carrying an inline event handler attribute (React never sets one). */
function inlineHandlers(): string[] {
  return Array.from(document.body.querySelectorAll('*')).flatMap((element) =>
    element
      .getAttributeNames()
      .filter((name: string) => name.toLowerCase().startsWith('on'))
      .map((name: string) => `<${element.tagName.toLowerCase()} ${name}>`),
  );
}

/**
 * What a payload could run later has had its turn: every eager picture has loaded or failed (a broken
 * picture's onerror fires then), then two frames (focus, toggle and animation events) and one more task
 * (a zero-delay timer, the corpus's only timer) have passed.
 */
async function deferredHandlersHadTheirTurn(page: Page) {
  // A lazy picture out of view never loads (nor fails) until scrolled to.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
}

/**
 * The checks after a screen or dialog: nothing ran, no dialog, no inline handler, no unsafe address,
 * and the payloads shown in `scope` read from "Lucky spin <id>" to "bonus <id>". Returns how many
 * distinct payloads it showed.
 */
async function expectSafe(page: Page, watch: Watch, name: string, scope?: Locator) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await deferredHandlersHadTheirTurn(page);
  const text = await (scope ?? page.locator('body')).innerText();
  const shown = new Set<number>();
  const unreadable: string[] = [];
  for (const chunk of text.split(/(?=Lucky spin \d+\b)/)) {
    const id = Number(/^Lucky spin (\d+)\b/.exec(chunk)?.[1] ?? NaN);
    if (Number.isNaN(id)) continue;
    shown.add(id);
    if (!OPEN_PAYLOADS.has(id) && !new RegExp(`bonus ${id}(?!\\d)`).test(chunk))
      unreadable.push(chunk.slice(0, 200));
  }
  expect(shown.size, `${name}: no payload on screen`).toBeGreaterThan(0);
  expect(unreadable, `${name}: the text after a payload is gone`).toEqual([]);
  expect(await page.evaluate(inlineHandlers), `${name}: inline handlers`).toEqual([]);
  expect(await page.evaluate(unsafeAddresses), `${name}: addresses`).toEqual([]);
  expect(watch.ran, `${name}: payloads that ran`).toEqual([]);
  expect(watch.dialogs, `${name}: browser dialogs`).toEqual([]);
  watch.screens.push({ name, payloads: shown.size });
}

/** The popup announcement (checked in its own test) is closed whenever it comes up. */
async function closePopupWhenShown(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: 'Close' }).first().click();
  });
}

/** A section of home, scrolled into view so that it loads. */
async function homeSection(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 2, name, exact: true });
  await heading.scrollIntoViewIfNeeded();
  return page.locator('section').filter({ has: heading });
}

/** Writes the tally (payloads x screens, executed) to the report. */
function report(watch: Watch, testInfo: TestInfo) {
  const tried = watch.screens.reduce((sum, screen) => sum + screen.payloads, 0);
  const description = `${tried} payload renders on ${watch.screens.length} screens (${watch.screens
    .map((screen) => `${screen.name} ${screen.payloads}`)
    .join(', ')}); executed: ${watch.ran.length}`;
  testInfo.annotations.push({ type: 'xss', description });
  console.log(`xss ${testInfo.title}: ${description}`);
}

test.describe('XSS corpus', () => {
  test('a guest: the popup, banners, ticker, game rows, hot matches and winners of home', async ({
    page,
    context,
    request,
    simUrl,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const watch = await armCorpus(page, context, request, simUrl, baseURL!, testInfo);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup.getByText(/Lucky spin \d+/).first()).toBeVisible(LOAD);
    await expectSafe(page, watch, 'popup announcement', popup);
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toBeHidden();
    const matches = await homeSection(page, 'Hot Matches');
    await expect(matches.getByRole('button', { name: /^Bet on Lucky spin/ }).first()).toBeVisible(
      LOAD,
    );
    const winners = await homeSection(page, 'Winners');
    await expect(winners.getByRole('row').nth(1)).toContainText(/Lucky spin \d+/, LOAD);
    await expect(page.getByRole('region', { name: 'Latest notices' })).toContainText(
      /Lucky spin \d+/,
    );
    // every other home banner was given a javascript:/data:/vbscript: link: all still show, none links there
    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(banners.locator('button[aria-current]')).toHaveCount(4);
    await expect(banners.getByRole('img')).not.toHaveCount(0);
    await expect(banners.locator('a:not([href^="http"])')).toHaveCount(0);
    await expectSafe(page, watch, 'home');
    await expectSafe(page, watch, 'winners board', winners);
    report(watch, testInfo);
  });

  test('a guest: the notice list, the help modal and the help centre', async ({
    page,
    context,
    request,
    simUrl,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const watch = await armCorpus(page, context, request, simUrl, baseURL!, testInfo);
    await closePopupWhenShown(page);
    await page.goto('/promotions');
    await page.getByRole('banner').getByRole('button', { name: 'Announcements' }).click();
    const notices = page.getByRole('dialog', { name: 'Notice list' });
    await expect(notices.getByText(/Lucky spin \d+/).first()).toBeVisible(LOAD);
    await notices
      .getByRole('navigation', { name: 'Notice list' })
      .getByRole('button')
      .first()
      .click();
    await expectSafe(page, watch, 'notice list', notices);
    await notices.getByRole('button', { name: 'Close' }).click();
    await expect(notices).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help Centre' });
    await expect(help.getByRole('button', { name: /^Lucky spin \d+/ }).first()).toBeVisible(LOAD);
    await expectSafe(page, watch, 'help modal', help);
    // The help centre page, in the running app (the help modal above closes with Escape first).
    await navigateInApp(page, '/helpmc');
    await expect(page.getByRole('list', { name: 'Help topics' })).toContainText(
      /Lucky spin \d+/,
      LOAD,
    );
    await expectSafe(page, watch, 'help centre');
    report(watch, testInfo);
  });

  test('a guest: promotions, a promotion, a lobby with its vendor tabs and the PVP rooms', async ({
    page,
    context,
    request,
    simUrl,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    const watch = await armCorpus(page, context, request, simUrl, baseURL!, testInfo);
    await closePopupWhenShown(page);
    for (const [name, path] of [
      ['promotions', '/promotions'],
      ['promotion detail', '/promoDetail?id=1'],
      ['lobby with vendor tabs', '/rng?page=PG'],
      ['PVP rooms', '/pvp'],
    ] as const) {
      // A load each: in the running app the last screen stays up while the next one's code loads, and
      // would answer for it.
      await page.goto(path);
      await expect(
        page
          .getByRole('main')
          .getByText(/Lucky spin \d+/)
          .first(),
      ).toBeVisible(LOAD);
      await expectSafe(page, watch, name);
    }
    report(watch, testInfo);
  });

  test('a member: header nickname, account, messages, and a launch answered with javascript: is refused', async ({
    page,
    context,
    request,
    simUrl,
    baseURL,
    brand,
  }, testInfo) => {
    test.setTimeout(90_000);
    const watch = await armCorpus(page, context, request, simUrl, baseURL!, testInfo);
    // Signed in through the form on purpose: the popup a login brings up is one of the screens checked
    // (the API sign-in marks it seen).
    await logInToHome(page, undefined, 'vip1', 'Player123');
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup.getByText(/Lucky spin \d+/).first()).toBeVisible(LOAD);
    await expectSafe(page, watch, 'popup after login', popup);
    await closeAnnouncement(page, brand);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('banner')).toContainText(/Lucky spin \d+/, LOAD);
    await expectSafe(page, watch, 'header account menu', page.getByRole('banner'));
    await page.keyboard.press('Escape');

    const centre = page.getByRole('dialog', { name: 'Member Centre' });
    await navigateInApp(page, '/member/account');
    const account = centre.getByRole('region', { name: 'My Account', exact: true });
    await expect(account.getByText(/Lucky spin \d+/).first()).toBeVisible(LOAD);
    await expectSafe(page, watch, 'my account (nickname)', account);

    await centre.getByRole('link', { name: 'Platform Information' }).click();
    const messages = centre.getByRole('region', { name: 'Platform Information', exact: true });
    const list = messages.getByRole('button', { name: /^Lucky spin \d+/ });
    await expect(list.first()).toBeVisible(LOAD);
    await expectSafe(page, watch, 'message box', messages);
    await list.first().click();
    await expect(messages.getByRole('heading', { level: 4 })).toContainText(/Lucky spin \d+/, LOAD);
    await expectSafe(page, watch, 'message detail', messages);

    // The launch answers only javascript:/data:/vbscript: addresses: the invalid-URL message, no frame.
    await navigateInApp(page, '/rng?page=PG');
    // The lobby, not the home under the centre (which has game tiles too).
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Play now: Lucky spin/ })
      .first()
      .click();
    await expect(
      page
        .getByRole('alertdialog')
        .filter({ hasText: 'Invalid URL, please contact customer service' }),
    ).toBeVisible(LOAD);
    await expect(page).toHaveURL(/\/rng\?page=PG$/);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectSafe(page, watch, 'refused launch');
    report(watch, testInfo);
  });

  test('an agent: the agent centre announcements render every payload inert', async ({
    page,
    context,
    request,
    simUrl,
    baseURL,
    signIn,
  }, testInfo) => {
    test.setTimeout(90_000);
    const watch = await armCorpus(page, context, request, simUrl, baseURL!, testInfo);
    await signIn('agent');
    await page.goto('/agent/announcement');
    const announcements = page
      .getByRole('dialog', { name: 'Agent Centre' })
      .getByRole('region', { name: 'Announcements' });
    await expect(announcements.getByText(/Lucky spin \d+/).first()).toBeVisible(LOAD);
    await expectSafe(page, watch, 'agent announcements', announcements);
    report(watch, testInfo);
  });

  test.afterEach(async ({ request, simUrl }, testInfo) => {
    await request.delete(`${simUrl}/__sim/xss`, { params: { scenario: `xss-${testInfo.testId}` } });
  });
});
