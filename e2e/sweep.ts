/**
 * One sweep per screen: a single visit records the page's Content-Security-Policy violations, runs axe
 * (the theme on screen at 1280 and 390 px with every WCAG 2.0/2.1 A and AA rule, then the other theme,
 * flipped in place, with the contrast rule), and on a member or agent centre address checks the centre
 * opens that entry. axe is injected once per document (AxeBuilder.analyze() injects its whole source
 * again on every call and finishes each run in a new blank page). A sweep loads the app once and opens
 * its next screens in the running app (navigateInApp), as a player's link does: a load costs about
 * 3 CPU-s on this machine (boot, 40 scripts, the first calls), a screen change a fraction of it.
 */
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

// axe-core is @axe-core/playwright's own dependency: resolved from there, the same copy it injects.
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = (fromAxePlaywright('axe-core') as { source: string }).source;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const WIDE = { width: 1280, height: 800 };
export const NARROW = { width: 390, height: 844 };
export type Theme = 'dark' | 'light';
/** Which axe rules a scan runs: every WCAG A and AA rule, or the contrast rule alone. */
export type Rules = 'every' | 'contrast';

/** `list` cut into about equal parts of at most `size`. */
export function partsOf<T>(list: readonly T[], size: number): T[][] {
  const count = Math.ceil(list.length / size);
  const each = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, index) => list.slice(index * each, (index + 1) * each));
}

// ---------------------------------------------------------------------------------------------------
// Settling: the screen's own calls are done
// ---------------------------------------------------------------------------------------------------

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests in flight from now on (settled() reads it). */
export function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Two frames drawn: a resize's layout, or what the last answer rendered (and asked for next). */
export async function redrawn(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The site has booted: its layout's main landmark, or a dialog of its own, is in the page. Until then
 * the page shows only the boot spinner, and may ask for nothing for a few frames (the store
 * rehydrating, i18n starting), which settled() alone would take for a quiet, finished page.
 */
export async function booted(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('main, [role="dialog"], [role="alertdialog"]') !== null,
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
}

/**
 * Waits until the site has booted and no request of the page is in flight across two drawn frames: the
 * screen's data and lazy chunks are in and rendered. Unlike networkidle it adds no fixed 500 ms; capped
 * (`cap` ms) because a poller may never go quiet, and what is then on screen is scanned anyway.
 */
export async function settled(page: Page, cap = 5_000) {
  await booted(page);
  await quiet(page, cap);
}

/**
 * No request of the page in flight across two drawn frames (capped at `cap` ms), booted or not: after a
 * change of screen in the running app, or on a screen that is only its failure.
 */
export async function quiet(page: Page, cap = 5_000) {
  const open = inFlight.get(page);
  if (!open) throw new Error('settled() and quiet() need trackRequests(page) first');
  await expect
    .poll(
      async () => {
        if (open.size > 0) return false;
        await redrawn(page);
        return open.size === 0;
      },
      { timeout: cap, intervals: [25, 50, 100] },
    )
    .toBe(true)
    .catch(() => undefined);
}

// ---------------------------------------------------------------------------------------------------
// CSP
// ---------------------------------------------------------------------------------------------------

/** Records every `securitypolicyviolation` of each document (read with cspViolations). */
export async function recordCspViolations(page: Page) {
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

/**
 * The violations the current document recorded since the last read, each prefixed with `where` (read
 * after each screen: the document outlives screens opened in the app).
 */
export async function cspViolations(page: Page, where: string) {
  const list = await page.evaluate(
    () => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [],
  );
  return list.map((violation) => `${where}: ${violation}`);
}

/** The answer carries the production policy (tooling/vite-config/csp.ts). */
export function expectPolicy(answer: { headers(): Record<string, string> } | null, url: string) {
  expect(answer?.headers()['content-security-policy'], url).toContain("default-src 'self'");
}

/** The server answers `url` with the production policy, asked without loading it in the page. */
export async function expectPolicyServed(page: Page, url: string) {
  const answer = await page.request.get(url);
  expect(answer.ok(), url).toBe(true);
  expectPolicy(answer, url);
  await answer.dispose();
}

// ---------------------------------------------------------------------------------------------------
// Screens opened in the running app
// ---------------------------------------------------------------------------------------------------

/**
 * Opens `url` in the app already loaded, as a link of the site would: the router follows the history
 * entry (pushState, then the popstate event it listens to). No new document: the app does not boot
 * again, and the screen renders from the router as after a click. A modal the last screen left open
 * (the change-password modal, the guest's popup; not a centre, whose address is its own) is closed
 * first with Escape, as a player closes it before following a link under it.
 */
export async function navigateInApp(page: Page, url: string) {
  if (!centreEntryOf(new URL(page.url()).pathname)) {
    const modals = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
    if ((await modals.count()) > 0) {
      await page.keyboard.press('Escape');
      await expect(modals, `a modal left open on ${page.url()} closes with Escape`).toHaveCount(0);
    }
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

// ---------------------------------------------------------------------------------------------------
// axe, injected once per document
// ---------------------------------------------------------------------------------------------------

const AXE_CONFIG = `;axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });`;
const axeReady = new WeakSet<Page>();

/**
 * Readies the page for the sweep: its requests counted (settled), and axe with its configuration put
 * into every document it loads (an init script the browser keeps: the source crosses the wire once, not
 * on each scan). The top frame's axe.run collects each frame's results by message, cross-origin ones
 * too (as AxeBuilder's default run does through runPartial).
 */
export async function prepareSweep(page: Page) {
  trackRequests(page);
  if (axeReady.has(page)) return;
  axeReady.add(page);
  await page.addInitScript({ content: AXE_SOURCE + AXE_CONFIG });
}

/** Puts axe into a frame the init script missed (an about:blank or srcdoc frame). */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(() => 'axe' in window);
      if (present) continue;
      await frame.evaluate(AXE_SOURCE + AXE_CONFIG);
    } catch (error) {
      // A frame gone or navigating meanwhile (AxeBuilder skips those too); the top frame must work.
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * The serious and critical violations in the page, or in `include` (a CSS selector such as the
 * dialogs), each as "rule (impact) where: element - summary". A theme changes colours only: in the
 * second theme of a screen the contrast rule alone runs (`rules`; the rest ran in the first).
 */
export async function seriousViolations(page: Page, where: string, rules: Rules, include?: string) {
  await injectAxe(page);
  // Only violations are read: axe then skips collecting the passing and incomplete nodes' details.
  const options: RunOptions = {
    runOnly:
      rules === 'contrast'
        ? { type: 'rule', values: ['color-contrast'] }
        : { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
  };
  const context = include ? { include: [include], exclude: [] } : undefined;
  const { violations } = await page.evaluate(
    ([scope, runOptions]) =>
      (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
        }
      ).axe.run(scope ?? document, runOptions),
    [context, options] as const,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${where}: ${node.target.join(' ')} - ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    );
}

// ---------------------------------------------------------------------------------------------------
// Themes
// ---------------------------------------------------------------------------------------------------

/** Set while a screen reloads in the light theme (see switchTheme). */
const KEEP_THEME = 'a11y-keep-theme';

/** The theme each load starts in: the site's own localStorage key, read when the store is made. */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(
    ([mode, keep]) => {
      if (!sessionStorage.getItem(keep)) localStorage.setItem('theme', mode);
    },
    [theme, KEEP_THEME] as const,
  );
}

/**
 * Flips the theme in place with the header's button; a screen without it (a game page whose top bar the
 * brand hides, a route that opens a modal) reloads in the other theme instead: `beforeReload` reads
 * what the old document recorded, `afterReload` readies the new one.
 */
export async function switchTheme(
  page: Page,
  to: Theme,
  hooks: { beforeReload?: () => Promise<void>; afterReload?: () => Promise<void> } = {},
) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /Switch theme/ });
  // After a resize the header lays out again (the toggle shows at 1280 px, not at 390): read it once
  // that is drawn, or the in-place switch would be missed and the screen loaded again.
  await redrawn(page);
  if (await toggle.isVisible()) {
    // The button's click is dispatched to it: under a route's own modal (/changePassword, a centre)
    // or one that opens late (a centre, the guest's popup) a pointer cannot reach the header, and the
    // switch itself is the header tests' subject, not the sweep's.
    await toggle.dispatchEvent('click');
  } else {
    await hooks.beforeReload?.();
    await page.evaluate(
      ([mode, keep]) => {
        sessionStorage.setItem(keep, '1');
        localStorage.setItem('theme', mode);
      },
      [to, KEEP_THEME] as const,
    );
    await page.reload();
    await page.evaluate((key) => sessionStorage.removeItem(key), KEEP_THEME);
    await settled(page);
    await hooks.afterReload?.();
  }
  // The theme root writes the mode into :root's color-scheme.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(to);
  // Colours change through transitions (0.01 ms under reduced motion, but each still ends on a later
  // frame): until then axe would read the old theme's colour on the new background.
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some(
            (animation) => animation instanceof CSSTransition && animation.playState === 'running',
          ),
      ),
    )
    .toBe(false);
}

/**
 * The four scans of one screen: the theme on screen at both widths with every rule, then the other
 * theme (flipped in place) at both with the contrast rule. A sweep that opens its screens in the app
 * keeps the theme of the last flip, so its screens alternate which theme gets the full scan.
 */
export async function scanScreen(
  page: Page,
  url: string,
  hooks: Parameters<typeof switchTheme>[2] = {},
) {
  const first = await themeOnScreen(page);
  const second = otherTheme(first);
  const found: string[] = [];
  found.push(...(await seriousViolations(page, `${url} ${first} 1280`, 'every')));
  await page.setViewportSize(NARROW);
  await settled(page);
  found.push(...(await seriousViolations(page, `${url} ${first} 390`, 'every')));
  await page.setViewportSize(WIDE);
  await switchTheme(page, second, hooks);
  found.push(...(await seriousViolations(page, `${url} ${second} 1280`, 'contrast')));
  await page.setViewportSize(NARROW);
  await settled(page);
  found.push(...(await seriousViolations(page, `${url} ${second} 390`, 'contrast')));
  await page.setViewportSize(WIDE);
  return found;
}

const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

/** The theme on screen: the theme root writes it into :root's color-scheme. */
async function themeOnScreen(page: Page): Promise<Theme> {
  const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
  return scheme === 'light' ? 'light' : 'dark';
}

/**
 * Scans an open dialog at both widths in the theme on screen, flips the theme in place with the
 * header's button (the dialog stays open: a reload would close it), and scans it again: one opening
 * of each modal covers both themes.
 */
export async function scanDialogBothThemes(page: Page, dialog: Locator, name: string) {
  const first = await themeOnScreen(page);
  const found = await scanDialog(page, dialog, `${name}" ${first}`, 'every');
  const second = otherTheme(first);
  await switchTheme(page, second, {
    beforeReload: () => {
      throw new Error(`modal "${name}": the header's theme button is out of reach`);
    },
  });
  found.push(...(await scanDialog(page, dialog, `${name}" ${second}`, 'contrast')));
  return found;
}

/** Scans an open dialog at both widths (`label`: its name and theme, for the report). */
export async function scanDialog(page: Page, dialog: Locator, label: string, rules: Rules) {
  // A modal's code loads when it first opens (and the popup waits for the announcements call).
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await settled(page);
  const found: string[] = [];
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await settled(page);
    await expect(dialog).toBeVisible();
    found.push(
      ...(await seriousViolations(
        page,
        `modal "${label} ${size.width}`,
        rules,
        '[role="dialog"], [role="alertdialog"]',
      )),
    );
  }
  await page.setViewportSize(WIDE);
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Member and agent centre entries
// ---------------------------------------------------------------------------------------------------

const CENTRES = {
  member: { dialog: 'Member Centre', menu: 'Member centre menu' },
  agent: { dialog: 'Agent Centre', menu: 'Agent centre menu' },
} as const;

/** `/member/<slug>` or `/agent/<slug>` split, or null for any other address. */
export function centreEntryOf(url: string) {
  const match = /^\/(member|agent)\/([a-z-]+)$/.exec(url);
  return match ? { centre: match[1] as keyof typeof CENTRES, slug: match[2]! } : null;
}

function centreParts(page: Page, centre: keyof typeof CENTRES) {
  const dialog = page.getByRole('dialog', { name: CENTRES[centre].dialog });
  const menu = dialog.getByRole('navigation', { name: CENTRES[centre].menu });
  return { dialog, menu };
}

/**
 * The centre shows the entry at `path` on its own (a fresh load, a shared link): its menu link is the
 * one marked current, and the page is headed (level 3) and named by that link's name. Returns the name.
 */
export async function expectCentreEntry(page: Page, path: string) {
  const entry = centreEntryOf(path);
  if (!entry) throw new Error(`${path} is no centre entry`);
  const { dialog, menu } = centreParts(page, entry.centre);
  const current = menu.locator('a[aria-current="page"]');
  await expect(current, path).toHaveAttribute('href', path);
  // The link reads its label, then a badge's count (member-centre.spec strips it the same way).
  const name = (await current.innerText()).replace(/\s+\d+$/, '').trim();
  expect(name, path).not.toBe('');
  await expect(dialog.getByRole('heading', { level: 3, name, exact: true }), path).toBeVisible();
  await expect(dialog.getByRole('region', { name, exact: true }), path).toBeVisible();
  return name;
}

/** Every link of the centre's menu leads to one of `urls` (so the sweep opens each entry on its own). */
export async function expectMenuWithin(page: Page, centre: keyof typeof CENTRES, urls: string[]) {
  const { menu } = centreParts(page, centre);
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(
    hrefs.filter((href) => !urls.includes(href)),
    `${centre} centre entries the sweep does not open`,
  ).toEqual([]);
}

/**
 * A centre address of an entry this player does not have (a contract page of another kind) opens the
 * centre's first entry instead: the menu has no link to it.
 */
export async function expectEntryRefused(page: Page, path: string) {
  const entry = centreEntryOf(path)!;
  const { menu } = centreParts(page, entry.centre);
  const first = await menu.getByRole('link').first().getAttribute('href');
  await expect(page, path).toHaveURL((url) => url.pathname === first);
  await expect(menu.locator(`a[href="${path}"]`), path).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------------
// Aliases
// ---------------------------------------------------------------------------------------------------

/**
 * Addresses that are another screen's alias (router.tsx): visited only to check they land there (a
 * redirect) or show the same page (the same level-1 heading); not scanned again.
 */
export const ALIASES: Record<string, { of: string; redirects: boolean }> = {
  '/index': { of: '/', redirects: true },
  '/index.html': { of: '/', redirects: true },
  '/home': { of: '/', redirects: true },
  '/download': { of: '/down', redirects: false },
  '/register.html': { of: '/register', redirects: false },
  // A centre's bare address opens its first entry.
  '/member': { of: '/member/account', redirects: true },
  '/agent': { of: '/agent/announcement', redirects: true },
};

/**
 * The visitor's addresses in groups (a screen, then its aliases), so that an alias is checked right
 * after the screen it stands for, in the same test.
 */
export function groupsOf(urls: readonly string[]): string[][] {
  const groups = urls.filter((url) => !ALIASES[url]).map((url) => [url]);
  for (const url of urls.filter((alias) => ALIASES[alias])) {
    const group = groups.find(([screen]) => screen === ALIASES[url]!.of);
    if (!group) throw new Error(`${url}: its screen ${ALIASES[url]!.of} is not in the list`);
    group.push(url);
  }
  return groups;
}
