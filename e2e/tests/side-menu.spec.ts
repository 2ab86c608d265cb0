import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { BRANDS, brandPort } from '../brands';
import { EACH_BRAND, expect, test } from '../fixtures';
import type { ApiSession, Role } from '../session';
import { closeAnnouncement, completeSlider, submitLogin } from '../support';

/**
 * The left side menu against the simulator's vendor lanes: categories and their vendors, a vendor's
 * lobby tab, the e-sports split per brand, the app download QR codes, the language list, the mini form
 * and the phone drawer.
 */

interface LaneCard {
  vassalage: string;
  displayName: string;
}
interface Lane {
  title: string;
  cards: LaneCard[];
}

/** The vendor lanes the brand's merchant gets (the same call the site makes). */
async function lanesOf(request: APIRequestContext, simUrl: string, brand: Brand): Promise<Lane[]> {
  const answer = await request.get(`${simUrl}/wps/game/vendor/lanes`, {
    headers: { Merchant: brand.merchantCode },
    params: { platform: 'html5-desktop' },
  });
  return ((await answer.json()) as { value: { data: { lanes: Lane[] } } }).value.data.lanes;
}

const cardsOf = (lanes: Lane[], title: string) =>
  lanes.find((lane) => lane.title === title)?.cards ?? [];

/** The brand's sports vendors split by its e-sports codes: [sports names, e-sports names]. */
function sportsSplit(lanes: Lane[], brand: Brand): [string[], string[]] {
  const esports = new Set(brand.esportsVendors.map((code) => code.toUpperCase()));
  const cards = cardsOf(lanes, 'SPORTS');
  return [
    cards
      .filter((card) => !esports.has(card.vassalage.toUpperCase()))
      .map((card) => card.displayName),
    cards
      .filter((card) => esports.has(card.vassalage.toUpperCase()))
      .map((card) => card.displayName),
  ];
}

/** A text of the site's own translations (`packages/i18n/src/locales/<code>/<ns>.json`), by dotted key. */
function translation(code: string, ns: string, key: string): string {
  const file = path.resolve(
    import.meta.dirname,
    `../../packages/i18n/src/locales/${code}/${ns}.json`,
  );
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  return String(value);
}

/**
 * Home of `brand` (its own app: `origin` when it is not the project's); behind the access guard
 * (loginedToHomePage) signed in: by API with `signIn` (the project's brand), else by the login form
 * (the session the API writes is the project brand's, not another app's).
 */
async function openHome(
  page: Page,
  brand: Brand,
  signIn?: (role: Role) => Promise<ApiSession>,
  origin = '',
) {
  if (brand.loginedToHomePage && signIn) await signIn('member');
  await page.goto(`${origin}/`);
  if (brand.loginedToHomePage && !signIn) {
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page);
    await expect(page).toHaveURL(/\/$/);
  }
  // A guest's popup (PU brands); a member signed in by API has seen the after-login one.
  if (!(brand.loginedToHomePage && signIn)) await closeAnnouncement(page, brand);
}

/** Home with the side menu's categories in. */
async function openMenu(
  page: Page,
  brand: Brand,
  signIn?: (role: Role) => Promise<ApiSession>,
  origin = '',
): Promise<Locator> {
  await openHome(page, brand, signIn, origin);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
  return nav;
}

/** The vendor names (after 'All') listed under a category, expanding it first. */
async function vendorsOf(nav: Locator, category: string): Promise<string[]> {
  const toggle = nav.getByRole('button', { name: `${category} providers`, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const list = nav.getByRole('list', { name: `${category} providers`, exact: true });
  await expect(list.getByRole('link', { name: 'All', exact: true })).toBeVisible();
  const names = await list.getByRole('listitem').allTextContents();
  return names.slice(1);
}

test.describe('side menu', () => {
  test(
    "the brand's menu: its lane categories and vendors, its languages, and its e-sports split against another brand's",
    EACH_BRAND,
    async ({ signIn, page, brand, request, simUrl }) => {
      const lanes = await lanesOf(request, simUrl, brand);
      const nav = await openMenu(page, brand, signIn);

      await test.step('lists the categories of the vendor lanes, each with an All entry and its vendors', async () => {
        const [sports, esports] = sportsSplit(lanes, brand);
        const rng = cardsOf(lanes, 'RNG');
        // Lane order; In-House follows Slots because an RNG vendor BGS exists; e-sports right after sports.
        const expected: [string, string[]][] = [
          ['Slots', rng.map((card) => card.displayName)],
          [
            'In-House Games',
            rng.filter((card) => card.vassalage === 'BGS').map((card) => card.displayName),
          ],
          ['Card Games', cardsOf(lanes, 'PVP').map((card) => card.displayName)],
          ['Live Casino', cardsOf(lanes, 'LIVE').map((card) => card.displayName)],
          ['Fishing', cardsOf(lanes, 'FISH').map((card) => card.displayName)],
          ['Sports', sports],
          ['E-Sports', esports],
        ];
        expect(expected[1]?.[1]).toEqual(['BGS Studio']);
        for (const [category, vendors] of expected) {
          await expect(nav.getByRole('link', { name: category, exact: true })).toBeVisible();
          expect(await vendorsOf(nav, category), category).toEqual(vendors);
        }
      });

      await test.step("the language list offers the brand's languages and switches the site", async (step) => {
        const target = brand.supportLanguages.find((code) => code !== brand.defaultLang);
        step.skip(!target, 'the brand offers one language');
        await nav.getByRole('button', { name: /^Language/ }).click();
        const list = nav.getByRole('list', { name: 'Language' });
        await expect(list.getByRole('button')).toHaveCount(brand.supportLanguages.length);
        // In the brand's order, the current one marked.
        await expect(
          list.getByRole('button').nth(brand.supportLanguages.indexOf(brand.defaultLang)),
        ).toHaveAttribute('aria-current', 'true');
        await list.getByRole('button').nth(brand.supportLanguages.indexOf(target!)).click();

        const translatedNav = page.getByRole('navigation', {
          name: translation(target!, 'common', 'sideMenu.label'),
        });
        await expect(
          translatedNav.getByRole('link', {
            name: translation(target!, 'common', 'sideMenu.home'),
          }),
        ).toBeVisible();
        await expect(
          translatedNav.getByRole('link', {
            name: translation(target!, 'games', 'categories.RNG'),
            exact: true,
          }),
        ).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          new RegExp(`^${target!.slice(0, 2).toLowerCase()}`),
        );

        // Back to the brand's default the same way, for the next step's English names.
        const languageTitle = translation(target!, 'sideMenu', 'language.title');
        await translatedNav.getByRole('button', { name: new RegExp(`^${languageTitle}`) }).click();
        await translatedNav
          .getByRole('list', { name: languageTitle })
          .getByRole('button')
          .nth(brand.supportLanguages.indexOf(brand.defaultLang))
          .click();
        await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
      });

      await test.step("groups the sports vendors by the brand's e-sports codes, differently from another brand", async (step) => {
        const other = BRANDS.find(
          (candidate) =>
            candidate.code !== brand.code &&
            candidate.esportsVendors.join() !== brand.esportsVendors.join(),
        );
        step.skip(!other, 'every other brand lists the same e-sports codes');
        const mine = await vendorsOf(nav, 'E-Sports');
        expect(mine).toEqual(sportsSplit(lanes, brand)[1]);

        // The other brand is another app: a load of its own.
        const theirs = await vendorsOf(
          await openMenu(page, other!, undefined, `http://127.0.0.1:${brandPort(other!.code)}`),
          'E-Sports',
        );
        expect(theirs).toEqual(sportsSplit(lanes, other!)[1]);
        expect(theirs).not.toEqual(mine);
      });
    },
  );

  test('a guest walks the menu: vendor entries, app download, the mini form across a reload, then logs in from a member entry and opens the SEA lottery', async ({
    signIn,
    page,
    brand,
    request,
    simUrl,
  }) => {
    // Five former tests in one page (38 s together on CI), with a sign-in and three centre pages.
    test.setTimeout(120_000);
    const lanes = await lanesOf(request, simUrl, brand);
    const nav = await openMenu(page, brand, signIn);

    await test.step("a vendor entry opens the lobby on that vendor's tab, and the category entry goes back to page 1", async () => {
      await vendorsOf(nav, 'Slots');
      const slotsVendors = nav.getByRole('list', { name: 'Slots providers' });
      await slotsVendors.getByRole('link', { name: 'PG Soft' }).click();
      await expect(page).toHaveURL(/\/rng\?page=PG$/);
      await expect(page.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(slotsVendors.getByRole('link', { name: 'PG Soft' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await nav.getByRole('link', { name: 'Live Casino' }).click();
      await expect(page).toHaveURL(/\/live$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible();
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('the app download list shows the Android and iOS QR codes; Escape closes it', async () => {
      const download = nav.getByRole('button', { name: 'App download' });
      await download.hover();
      await expect(download).toHaveAttribute('aria-expanded', 'true');
      await expect(
        nav.getByRole('img', { name: /^QR code to download the (Android|iOS) app$/ }),
      ).toHaveCount(2);
      await expect(
        nav.getByRole('img', { name: 'QR code to download the Android app' }),
      ).toBeVisible();
      await expect(nav.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();

      // By keyboard: the button opens it, Escape closes it and leaves focus on the button.
      await page.mouse.move(600, 10);
      await expect(download).toHaveAttribute('aria-expanded', 'false');
      await download.focus();
      await page.keyboard.press('Enter');
      await expect(nav.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(download).toHaveAttribute('aria-expanded', 'false');
      await expect(download).toBeFocused();
    });

    await test.step('collapses to the mini form (icons named by their entries) and stays so after a reload', async () => {
      await nav.getByRole('button', { name: 'Collapse menu' }).click();
      await expect(nav.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThanOrEqual(64);
      const slots = nav.getByRole('link', { name: 'Slots', exact: true });
      await expect(slots).toHaveAttribute('title', 'Slots');
      await expect(slots).not.toContainText('Slots');
      await expect(nav.getByRole('button', { name: 'Customer service' })).toBeVisible();

      await page.reload();
      // A guest gets the popup announcement again on each page load (a member who closed it does not).
      if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
      await expect(nav.getByRole('button', { name: 'Expand menu' })).toBeVisible();
      await nav.getByRole('button', { name: 'Expand menu' }).click();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeGreaterThan(200);
      await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toContainText('Slots');
    });

    await test.step('the member entries ask a guest to log in, and lead a member to their pages', async (step) => {
      step.skip(
        brand.loginedToHomePage,
        'loginedToHomePage: guests only reach /login and /register',
      );
      await nav.getByRole('link', { name: 'Points Mall' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await login.getByRole('textbox', { name: /Username/ }).fill('player1');
      await login.getByLabel(/^Password/).fill('Player123');
      await login.getByRole('button', { name: 'Log in' }).click();
      await completeSlider(page);
      await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
      await closeAnnouncement(page, brand);

      const pages: [string, RegExp, string][] = [
        ['Betting Record', /\/member\/bets$/, 'Betting Record'],
        ['Rewards Centre', /\/member\/rewards$/, 'Rewards Centre'],
        ['Invite Friends', /\/member\/referral$/, 'Referral Code'],
      ];
      for (const [entry, url, heading] of pages) {
        await nav.getByRole('link', { name: entry }).click();
        await expect(page).toHaveURL(url);
        const centre = page.getByRole('dialog', { name: 'Member Centre' });
        await expect(centre.getByRole('heading', { name: heading })).toBeVisible();
        await centre.getByRole('button', { name: 'Close', exact: true }).first().click();
        await expect(centre).toBeHidden();
      }
      await nav.getByRole('link', { name: 'Points Mall' }).click();
      await expect(page).toHaveURL(/\/pointMall$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Points Mall' })).toBeVisible();
    });

    // A member now (player1 by the form above, or by API behind the access guard): home by the menu.
    await test.step('the SEA lottery entry opens its own window for a member; a blocked popup says so', async () => {
      const sea = cardsOf(lanes, 'LOTTERY').find((card) => card.vassalage === 'TCG_SEA');
      expect(sea, 'the simulator lists the SEA lottery vendor').toBeDefined();
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await vendorsOf(nav, 'Lottery');
      const entry = nav
        .getByRole('list', { name: 'Lottery providers', exact: true })
        .getByRole('button', { name: sea!.displayName });

      const [popup] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
      await expect(popup).toHaveURL(/\/seaLottery$/);
      await popup.close();
      await expect(page).toHaveURL(/\/$/);

      // A browser that blocks the popup answers window.open with null.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await entry.click();
      await expect(
        page.getByText('Popup blocked. Please allow pop-ups for this site and try again.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('on a phone the menu is a drawer: the header opens it, Escape and a navigation close it', async ({
    signIn,
    page,
    brand,
  }) => {
    // With motion, as before the suite's reduced-motion default. Under reduced motion the focus does not
    // move into the opened drawer: a known bug, left open in the notes of issue 22.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page, brand, signIn);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeHidden();
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The drawer slides in from the left edge and ends flush with it.
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    expect((await nav.boundingBox())?.width).toBeLessThanOrEqual(390);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await nav.getByRole('link', { name: 'Live Casino' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(nav).toBeHidden();
  });
});
