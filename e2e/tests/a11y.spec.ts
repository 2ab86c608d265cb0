/**
 * The route-wide gates in one sweep (e2e/sweep.ts): every route the router knows (e2e/routes.ts) is
 * visited once per visitor (guest, member, agent) on the built app, which `vite preview` serves with the
 * production policy (tooling/vite-config/csp.ts). A test loads the app at its first screen and opens
 * the others in the running app, as the site's links do. On each visit:
 * - Content Security Policy: the server answers the address with the policy, and not one
 *   `securitypolicyviolation` fires while the screen shows;
 * - accessibility: axe (WCAG 2.0/2.1 A and AA rules) finds not one serious or critical violation, dark
 *   and light, at 1280 and 390 px; each one is printed with its rule, element and address;
 * - a member or agent centre address opens that entry: its menu link is the current one and the centre
 *   shows its level-3 heading (each entry on a fresh load is MemberCentreRoute.test.tsx and
 *   AgentCentreRoute.test.tsx).
 * Aliases (/index, /download, /member, ...) are checked to land on their screen, not scanned again.
 * Every named modal of the site is scanned too. Animations are off (reduced motion, the config's
 * default) so what axe sees holds still.
 */
import type { Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';
import { MEMBER_ENTRIES, AGENT_ENTRIES, ROUTE_PATTERNS, SCREENS, urlsOf } from '../routes';
import { SAFER_GAMBLING_PATH } from '@wl/site/paths';
import {
  ALIASES,
  WIDE,
  centreEntryOf,
  cspViolations,
  expectCentreEntry,
  expectEntryRefused,
  expectMenuWithin,
  expectPolicy,
  expectPolicyServed,
  groupsOf,
  navigateInApp,
  partsOf,
  prepareSweep,
  recordCspViolations,
  scanDialogBothThemes,
  scanScreen,
  settled,
  useTheme,
} from '../sweep';
import { closeAnnouncement } from '../support';

/** About five screens (20 scans) a test: the parts are of similar length, both workers share them. */
const GROUPS_PER_TEST = 5;

const CENTRE_URLS = [
  ...MEMBER_ENTRIES.map((slug) => `/member/${slug}`),
  ...AGENT_ENTRIES.map((slug) => `/agent/${slug}`),
  // the member centre's way out to the safer-gambling page, a screen of the sweep of its own
  SAFER_GAMBLING_PATH,
];

/** The guest's popup announcement comes up on every page load of a PU brand: closed before the scan. */
async function dismissPopup(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  if (await popup.isVisible()) {
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toBeHidden();
  }
}

/**
 * The level-1 headings on screen (once one shows): an alias that is no redirect shows the same. The
 * guest's popup can open after the first look and hide the page from the accessibility tree: it is
 * closed and the headings read again.
 */
async function mainHeadings(page: Page) {
  const headings = page.getByRole('heading', { level: 1 });
  let texts: string[] = [];
  await expect
    .poll(async () => {
      await dismissPopup(page);
      texts = await headings.allInnerTexts();
      return texts.length;
    })
    .toBeGreaterThan(0);
  return texts;
}

/**
 * Visits each group's screen once (policy, CSP events, four axe scans, the centre entry), then its
 * aliases (policy, CSP events, where they land). Returns every problem found, one line each.
 */
async function sweep(page: Page, groups: readonly string[][]) {
  const found: string[] = [];
  const readCsp = async (where: string) => {
    found.push(...(await cspViolations(page, where)));
  };
  let loaded = false;
  const open = async (url: string) => {
    await page.setViewportSize(WIDE);
    if (loaded) {
      await expectPolicyServed(page, url);
      await navigateInApp(page, url);
    } else {
      expectPolicy(await page.goto(url), url);
      loaded = true;
    }
    await settled(page);
    await dismissPopup(page);
  };
  for (const [screen, ...aliases] of groups) {
    await open(screen!);
    const entry = centreEntryOf(screen!);
    const landed = new URL(page.url()).pathname;
    if (entry && landed !== screen) {
      // Not this player's entry (a contract page of another kind): the first entry, scanned as itself.
      await expectEntryRefused(page, screen!);
      await readCsp(screen!);
      continue;
    }
    if (entry) {
      await expectCentreEntry(page, screen!);
      await expectMenuWithin(page, entry.centre, CENTRE_URLS);
    }
    const sameScreen = aliases.some((alias) => !ALIASES[alias]!.redirects);
    const headings = sameScreen ? await mainHeadings(page) : [];
    found.push(
      ...(await scanScreen(page, screen!, {
        // A reload for the light theme starts a new document: read the old one's events first.
        beforeReload: () => readCsp(`${screen} (dark)`),
        afterReload: () => dismissPopup(page),
      })),
    );
    await readCsp(screen!);

    for (const alias of aliases) {
      await open(alias);
      const { of, redirects } = ALIASES[alias]!;
      if (redirects) {
        await expect(page, alias).toHaveURL((url) => url.pathname === of);
        if (centreEntryOf(of)) await expectCentreEntry(page, of);
      } else {
        await expect(page, alias).toHaveURL((url) => url.pathname === alias);
        expect(headings.length, `${of}: a level-1 heading`).toBeGreaterThan(0);
        await expect(page.getByRole('heading', { level: 1 }), alias).toHaveText(headings);
      }
      await readCsp(alias);
    }
  }
  return found;
}

test.beforeEach(async ({ page }) => {
  await prepareSweep(page);
});

test('every route pattern has a screen to visit', () => {
  for (const pattern of ROUTE_PATTERNS)
    expect(SCREENS[pattern]?.urls.length, pattern).toBeGreaterThan(0);
});

// Each visitor's screens in parts of similar length; the session comes from the API (e2e/session.ts).
const VISITORS = [
  { visitor: 'guest', signedInAs: undefined },
  { visitor: 'member', signedInAs: 'vip' },
  { visitor: 'agent', signedInAs: 'agent' },
] as const;

for (const { visitor, signedInAs } of VISITORS) {
  test.describe(`content security policy and accessibility of every ${visitor} screen`, () => {
    test.use({ signedInAs });
    test.beforeEach(async ({ page }) => {
      await recordCspViolations(page);
      await useTheme(page, 'dark');
    });
    const parts = partsOf(groupsOf(urlsOf(visitor)), GROUPS_PER_TEST);
    parts.forEach((groups, index) => {
      test(`the ${visitor} screens raise no CSP violation and have no serious a11y violation, dark and light (part ${index + 1} of ${parts.length}: ${groups.map(([screen]) => screen).join(' ')})`, async ({
        page,
        brand,
      }) => {
        test.skip(
          visitor === 'guest' && brand.loginedToHomePage,
          'the access guard keeps guests on /login',
        );
        test.setTimeout(240_000);
        expect(await sweep(page, groups)).toEqual([]);
      });
    });
  });
}

async function guestModals(page: Page, brand: Brand) {
  const found: string[] = [];
  await page.goto('/');
  const announcement = page.getByRole('dialog', { name: 'Announcements' });
  found.push(...(await scanDialogBothThemes(page, announcement, 'public announcement')));
  await closeAnnouncement(page, brand);
  // From here on the popup is closed whenever it shows (until the trial signs in).
  await page.addLocatorHandler(announcement, async () => {
    await announcement.getByRole('button', { name: 'Close' }).first().click();
  });

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  found.push(...(await scanDialogBothThemes(page, login, 'login')));
  await login.getByRole('button', { name: /Forgot password/ }).click();
  const forgot = page.getByRole('dialog', { name: /password/i });
  found.push(...(await scanDialogBothThemes(page, forgot, 'forgot password')));
  await page.keyboard.press('Escape');
  await expect(forgot).toBeHidden();

  await header.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  found.push(...(await scanDialogBothThemes(page, register, 'register')));
  await page.keyboard.press('Escape');

  await header.getByRole('button', { name: 'Announcements' }).click();
  const notices = page.getByRole('dialog', { name: 'Notice list' });
  found.push(...(await scanDialogBothThemes(page, notices, 'notice list')));
  await page.keyboard.press('Escape');

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Help Centre' });
  found.push(...(await scanDialogBothThemes(page, help, 'help')));
  await page.keyboard.press('Escape');

  await footer.getByRole('button', { name: 'Download the app' }).click();
  const download = page.getByRole('dialog', { name: 'Download the app' });
  found.push(...(await scanDialogBothThemes(page, download, 'download')));
  await page.keyboard.press('Escape');
  await page.removeLocatorHandler(announcement);
  return found;
}

// Each modal is opened once and scanned in both themes, flipped in place while it is open
// (scanDialogBothThemes): dark with every WCAG rule, light with the contrast rule, at 1280 and 390 px.
test.describe('accessibility of the modals, dark and light', () => {
  test.beforeEach(async ({ page }) => {
    await useTheme(page, 'dark');
    await page.setViewportSize(WIDE);
  });

  test('the guest modals have no serious violation', async ({ page, brand, signIn }) => {
    test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
    test.setTimeout(240_000);
    const found = await guestModals(page, brand);
    // A trial account meets the real-account warning in the member centre (signed in by the API:
    // the next load starts signed in, its arrival popups seen).
    await signIn('trial');
    await page.goto('/member');
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    found.push(...(await scanDialogBothThemes(page, warning, 'real-account warning')));
    expect(found).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'vip' });
    test('the member modals have no serious violation', async ({ page }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      await page.goto('/changePassword');
      const change = page.getByRole('dialog', { name: /password/i });
      found.push(...(await scanDialogBothThemes(page, change, 'change password')));
      await page.keyboard.press('Escape');
      await expect(change).toBeHidden();

      await page.goto('/pvp?page=KY');
      await page.getByRole('button', { name: 'Play now: Kaiyuan Lobby', exact: true }).click();
      const popup = page.getByRole('dialog', { name: 'Kaiyuan games' });
      found.push(...(await scanDialogBothThemes(page, popup, 'game popup')));
      await page.keyboard.press('Escape');

      // A member following the agent link: the alert dialog with the platform's refusal.
      await page.goto('/agent');
      const refusal = page.getByRole('alertdialog', { name: 'Warning' });
      found.push(...(await scanDialogBothThemes(page, refusal, 'alert')));
      await refusal.getByRole('button', { name: 'OK', exact: true }).click();

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      const signOut = page.getByRole('alertdialog', { name: 'Sign out' });
      found.push(...(await scanDialogBothThemes(page, signOut, 'sign-out confirmation')));
      await signOut.getByRole('button', { name: 'Cancel' }).click();
      expect(found).toEqual([]);
    });
  });

  test.describe('as an agent', () => {
    test.use({ signedInAs: 'agent' });
    test("the agent centre's transfer dialog has no serious violation", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/agent/team');
      await page
        .getByRole('button', { name: /^Transfer to / })
        .first()
        .click();
      const transfer = page.getByRole('dialog', { name: /^Transfer to / });
      expect(await scanDialogBothThemes(page, transfer, 'agent transfer')).toEqual([]);
    });
  });
});
