/**
 * The accessibility gate: axe (WCAG 2.0/2.1 A and AA rules) on a screen for every route the router knows
 * (e2e/routes.ts) as a guest, a member and an agent, and on every named modal of the site, in the dark and
 * the light theme, at 1280 and 390 px. Not one serious or critical violation may be found; each one is
 * printed with its rule, element and address. Animations are off (reduced motion) so what axe sees holds
 * still.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { urlsOf, type Visitor } from '../routes';
import { closeAnnouncement, logInToHome, startFreeTrial } from '../support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };
const THEMES = ['dark', 'light'] as const;
const SCREENS_PER_TEST = 12;

/** `list` cut into about equal parts of at most `size`. */
function partsOf<T>(list: readonly T[], size: number): T[][] {
  const count = Math.ceil(list.length / size);
  const each = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, index) => list.slice(index * each, (index + 1) * each));
}
type Theme = (typeof THEMES)[number];

const ACCOUNTS: Record<Exclude<Visitor, 'guest'>, [string, string]> = {
  member: ['vip1', 'Player123'],
  agent: ['agent1', 'Agent1234'],
};

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Set while a screen reloads in the light theme (see switchTheme). */
const KEEP_THEME = 'a11y-keep-theme';

/** The theme each load starts in: the spec's own localStorage key, read when the store is made. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(
    ([mode, keep]) => {
      if (!sessionStorage.getItem(keep)) localStorage.setItem('theme', mode);
    },
    [theme, KEEP_THEME] as const,
  );
}

/** Waits for the screen's calls to settle (capped: pollers and tickers may never go quiet). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/** After a resize: the layout for the new width is drawn (two frames); it loads nothing new to wait for. */
async function redrawn(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The serious and critical violations in the page, or in `include` (a CSS selector such as the dialogs).
 * The light theme changes colours only: there the contrast rule alone runs (the rest ran in dark).
 */
async function seriousViolations(page: Page, where: string, theme: Theme, include?: string) {
  // Only violations are read: axe then skips collecting the passing and incomplete nodes' details.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] });
  if (theme === 'light') builder = builder.withRules(['color-contrast']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) ${where}: ${node.target.join(' ')} - ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
      ),
    );
}

/** The guest's popup announcement comes up on every page load of a PU brand: closed before the scan. */
async function dismissPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  if (await popup.isVisible()) {
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toBeHidden();
  }
}

/**
 * Flips the theme in place with the header's button; a screen without it (a game page whose top bar the
 * brand hides, a route that opens a modal) reloads in the other theme instead.
 */
async function switchTheme(page: Page, to: Theme) {
  const toggle = page.getByRole('banner').getByRole('button', { name: /Switch theme/ });
  // Under a route's own modal (/changePassword, ...) the header cannot be reached either.
  const reachable =
    (await toggle.isVisible()) && (await page.locator('[aria-modal="true"]').count()) === 0;
  if (reachable) {
    await toggle.click();
  } else {
    await page.evaluate(
      ([mode, keep]) => {
        sessionStorage.setItem(keep, '1');
        localStorage.setItem('theme', mode);
      },
      [to, KEEP_THEME] as const,
    );
    await page.reload();
    await page.evaluate((key) => sessionStorage.removeItem(key), KEEP_THEME);
    await settle(page);
  }
  // The theme root writes the mode into :root's color-scheme.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme))
    .toBe(to);
}

/**
 * Every screen of the visitor, each loaded once and scanned four times: dark at both widths with every
 * rule, then light (flipped in place) at both widths with the contrast rule.
 */
async function scanScreens(page: Page, urls: readonly string[]) {
  const found: string[] = [];
  const scanned = new Set<string>();
  for (const url of urls) {
    await page.setViewportSize(WIDE);
    await page.goto(url);
    await settle(page);
    // The router's aliases (/index, /home, ...) redirect: a screen is scanned once, where it ends up.
    const { pathname, search } = new URL(page.url());
    if (scanned.has(pathname + search)) continue;
    scanned.add(pathname + search);
    await dismissPopup(page);
    found.push(...(await seriousViolations(page, `${url} dark 1280`, 'dark')));
    await page.setViewportSize(NARROW);
    await redrawn(page);
    found.push(...(await seriousViolations(page, `${url} dark 390`, 'dark')));
    await page.setViewportSize(WIDE);
    await switchTheme(page, 'light');
    found.push(...(await seriousViolations(page, `${url} light 1280`, 'light')));
    await page.setViewportSize(NARROW);
    await redrawn(page);
    found.push(...(await seriousViolations(page, `${url} light 390`, 'light')));
  }
  return found;
}

/** Scans an open dialog at both widths. */
async function scanDialog(page: Page, dialog: Locator, name: string, theme: Theme) {
  // A modal's code loads when it first opens (and the popup waits for the announcements call).
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await settle(page);
  const found: string[] = [];
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await expect(dialog).toBeVisible();
    found.push(
      ...(await seriousViolations(
        page,
        `modal "${name}" ${theme} ${size.width}`,
        theme,
        '[role="dialog"], [role="alertdialog"]',
      )),
    );
  }
  await page.setViewportSize(WIDE);
  return found;
}

// Each visitor's screens in parts of a dozen or so, so both workers share them.
test.describe('accessibility of every screen, dark and light', () => {
  test.beforeEach(async ({ page }) => {
    await useTheme(page, 'dark');
  });
  for (const visitor of ['guest', 'member', 'agent'] as const) {
    const parts = partsOf(urlsOf(visitor), SCREENS_PER_TEST);
    parts.forEach((urls, index) => {
      test(`the ${visitor} screens have no serious violation (part ${index + 1} of ${parts.length})`, async ({
        page,
        brand,
      }) => {
        test.setTimeout(300_000);
        await page.setViewportSize(WIDE);
        if (visitor === 'guest')
          test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
        else await logInToHome(page, brand, ...ACCOUNTS[visitor]);
        expect(await scanScreens(page, urls)).toEqual([]);
      });
    });
  }
});

for (const theme of THEMES) {
  test.describe(`accessibility of the modals, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
    });

    test(`the guest modals have no serious violation (${theme})`, async ({ page, brand }) => {
      test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
      test.setTimeout(180_000);
      const found: string[] = [];
      await page.setViewportSize(WIDE);
      await page.goto('/');
      const announcement = page.getByRole('dialog', { name: 'Announcements' });
      found.push(...(await scanDialog(page, announcement, 'public announcement', theme)));
      await closeAnnouncement(page, brand);
      // From here on the popup (after the trial's login) is closed whenever it shows.
      await page.addLocatorHandler(announcement, async () => {
        await announcement.getByRole('button', { name: 'Close' }).first().click();
      });

      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Log in' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      found.push(...(await scanDialog(page, login, 'login', theme)));
      await login.getByRole('button', { name: /Forgot password/ }).click();
      const forgot = page.getByRole('dialog', { name: /password/i });
      found.push(...(await scanDialog(page, forgot, 'forgot password', theme)));
      await page.keyboard.press('Escape');
      await expect(forgot).toBeHidden();

      await header.getByRole('button', { name: 'Register' }).click();
      const register = page.getByRole('dialog', { name: 'Register' });
      found.push(...(await scanDialog(page, register, 'register', theme)));
      await page.keyboard.press('Escape');

      await header.getByRole('button', { name: 'Announcements' }).click();
      const notices = page.getByRole('dialog', { name: 'Notice list' });
      found.push(...(await scanDialog(page, notices, 'notice list', theme)));
      await page.keyboard.press('Escape');

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: 'Help' }).click();
      const help = page.getByRole('dialog', { name: 'Help Centre' });
      found.push(...(await scanDialog(page, help, 'help', theme)));
      await page.keyboard.press('Escape');

      await footer.getByRole('button', { name: 'Download the app' }).click();
      const download = page.getByRole('dialog', { name: 'Download the app' });
      found.push(...(await scanDialog(page, download, 'download', theme)));
      await page.keyboard.press('Escape');

      // A trial account meets the real-account warning in the member centre.
      // The after-login announcement comes first: closed here, before the member page, it stays
      // closed (left to the handler, it could close after the page had asked for the warning).
      await page.removeLocatorHandler(announcement);
      await startFreeTrial(page);
      await closeAnnouncement(page, brand);
      await page.goto('/member');
      const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
      found.push(...(await scanDialog(page, warning, 'real-account warning', theme)));
      expect(found).toEqual([]);
    });

    test(`the member modals have no serious violation (${theme})`, async ({ page, brand }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      await page.setViewportSize(WIDE);
      await logInToHome(page, brand, 'vip1', 'Player123');

      await page.goto('/changePassword');
      const change = page.getByRole('dialog', { name: /password/i });
      found.push(...(await scanDialog(page, change, 'change password', theme)));
      await page.keyboard.press('Escape');
      await expect(change).toBeHidden();

      await page.goto('/pvp?page=KY');
      await page.getByRole('button', { name: 'Play now: Kaiyuan Lobby', exact: true }).click();
      const popup = page.getByRole('dialog', { name: 'Kaiyuan games' });
      found.push(...(await scanDialog(page, popup, 'game popup', theme)));
      await page.keyboard.press('Escape');

      // A member following the agent link: the alert dialog with the platform's refusal.
      await page.goto('/agent');
      const refusal = page.getByRole('alertdialog', { name: 'Warning' });
      found.push(...(await scanDialog(page, refusal, 'alert', theme)));
      await refusal.getByRole('button', { name: 'OK', exact: true }).click();

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      const signOut = page.getByRole('alertdialog', { name: 'Sign out' });
      found.push(...(await scanDialog(page, signOut, 'sign-out confirmation', theme)));
      await signOut.getByRole('button', { name: 'Cancel' }).click();
      expect(found).toEqual([]);
    });

    test(`the agent centre's transfer dialog has no serious violation (${theme})`, async ({
      page,
      brand,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(WIDE);
      await logInToHome(page, brand, 'agent1', 'Agent1234');
      await page.goto('/agent/team');
      await page
        .getByRole('button', { name: /^Transfer to / })
        .first()
        .click();
      const transfer = page.getByRole('dialog', { name: /^Transfer to / });
      expect(await scanDialog(page, transfer, 'agent transfer', theme)).toEqual([]);
    });
  });
}
