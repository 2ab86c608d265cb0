import type { APIRequestContext, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';
import type { ApiSession, Role } from '../session';
import { skipUnlessFlagOn } from '../support';

/**
 * The game lobbies (/rng, /pvp, /live, /fish, /sports, /esports, /inhouse) against the simulator's
 * catalogue: vendor tabs and ?page=, the list switch, search, filters, load-more, favourites.
 */

interface SimGame {
  gameName: string;
  nodeId: number;
  vassalage: string;
  supportPlay: number;
  isGame: string;
}

/** The first games of a vendor as the lobby asks for them (the platform's own order). */
async function gamesOf(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
  vassalage: string,
) {
  const answer = await request.get(`${simUrl}/wps/game/list`, {
    headers: { Merchant: brand.merchantCode },
    params: { vassalage, pageNo: 1, pageSize: 42, gameClassify: 'ALL' },
  });
  return ((await answer.json()) as { value: { games: SimGame[] } }).value.games;
}

// The brand's popup announcement (PU brands) may come up on any page: closed whenever it shows.
test.beforeEach(async ({ page }) => {
  const announcement = page.getByRole('dialog', { name: 'Announcements' });
  await page.addLocatorHandler(announcement, async () => {
    await announcement.getByRole('button', { name: 'Close' }).first().click();
  });
});

/** Opens a lobby as a guest (brands behind the access guard have no guest lobby: skipped there). */
async function openAsGuest(page: Page, brand: Brand, path: string) {
  test.skip(brand.loginedToHomePage, 'loginedToHomePage: guests only reach /login and /register');
  await page.goto(path);
}

/** Signed in by API as a member (the after-login popup already seen), straight to `path`. */
async function openAsMember(page: Page, signIn: (role: Role) => Promise<ApiSession>, path: string) {
  await signIn('member');
  await page.goto(path);
}

/** The game list of the selected vendor once its first page is in. */
function gameList(page: Page, vendor: string) {
  return page.getByRole('list', { name: `${vendor} games` });
}
const firstTile = (page: Page, vendor: string) =>
  gameList(page, vendor).getByRole('listitem').first();

/** A lobby opened as a player does from a page already loaded: the side menu's entry of a vendor. */
async function openVendorByMenu(page: Page, category: string, vendor: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const toggle = nav.getByRole('button', { name: `${category} providers`, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await nav
    .getByRole('list', { name: `${category} providers`, exact: true })
    .getByRole('link', { name: vendor, exact: true })
    .click();
}

/** A category's lobby by the side menu's entry. */
async function openCategoryByMenu(page: Page, category: string) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: category, exact: true })
    .click();
}

test.describe('lobbies for a member', () => {
  test('a member walks the lobbies: RNG tabs and ?page=, search, hot, load more, filters, the in-house and card-game lobbies, favourites and a refused one', async ({
    signIn,
    page,
    brand,
    request,
    simUrl,
    context,
    baseURL,
  }, testInfo) => {
    // Nine former tests in one page (43 s together on CI).
    test.setTimeout(90_000);
    await openAsMember(page, signIn, '/rng?page=PG');

    await test.step('RNG vendors show as tabs with arrows past five; ?page= selects one and survives a reload', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: 'Game providers' });
      // The heading paints before the vendors answer: wait for the selected tab, then count them all.
      await expect(tabs.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await tabs.getByRole('tab').count()).toBeGreaterThan(5);
      const previous = page.getByRole('button', { name: 'Previous providers' });
      const next = page.getByRole('button', { name: 'Next providers' });
      await expect(next).toBeVisible();
      await expect(firstTile(page, 'PG Soft')).toHaveAttribute('aria-setsize', '42');

      await page.reload();
      await expect(page.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(firstTile(page, 'PG Soft')).toBeVisible();

      await page.getByRole('tab', { name: 'JILI', exact: true }).click();
      await expect(page).toHaveURL(/\/rng\?page=JILI$/);
      await expect(firstTile(page, 'JILI')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('tab', { name: 'JILI', exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      // On a phone the row scrolls: the next arrow moves it and the previous one comes alive.
      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/rng');
      await expect(previous).toBeDisabled();
      await next.click();
      await expect(previous).toBeEnabled();
      await page.setViewportSize(desktop);
    });

    await test.step('search by trimmed name, an empty state, and clear', async () => {
      const [, target] = await gamesOf(request, simUrl, brand, 'PG');
      await openVendorByMenu(page, 'Slots', 'PG Soft');
      await expect(page).toHaveURL(/\/rng\?page=PG$/);
      await expect(firstTile(page, 'PG Soft')).toBeVisible();
      const search = page.getByRole('searchbox', { name: 'Search games by name' });
      const asked = page.waitForRequest(
        (r) =>
          r.url().includes('/wps/game/list') &&
          new URL(r.url()).searchParams.get('gameName') === target!.gameName,
      );
      await search.fill(`   ${target!.gameName}  `);
      await asked;
      await expect(
        page.getByRole('button', { name: `Play now: ${target!.gameName}` }),
      ).toBeVisible();
      await search.fill('no game is called this');
      await expect(
        page.getByRole('heading', { name: 'No games match “no game is called this”' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(firstTile(page, 'PG Soft')).toHaveAttribute('aria-setsize', '42');
    });

    await test.step('the list switch: hot, and hot again returns to all', async () => {
      await expect(firstTile(page, 'PG Soft')).toBeVisible();
      const hot = page.getByRole('button', { name: 'Hot', exact: true });
      const asked = page.waitForRequest(
        (r) => r.url().includes('/wps/game/list') && r.url().includes('gameClassify=HOT'),
      );
      await hot.click();
      await asked;
      await expect(hot).toHaveAttribute('aria-pressed', 'true');
      await expect(firstTile(page, 'PG Soft')).not.toHaveAttribute('aria-setsize', '42');
      await hot.click();
      await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(firstTile(page, 'PG Soft')).toHaveAttribute('aria-setsize', '42');
    });

    await test.step('load more appends the next 42 games', async () => {
      await expect(firstTile(page, 'PG Soft')).toHaveAttribute('aria-setsize', '42');
      const nextPage = page.waitForRequest(
        (r) => r.url().includes('/wps/game/list') && r.url().includes('pageNo=2'),
      );
      await page.getByRole('button', { name: 'Load more' }).click();
      await nextPage;
      await expect(firstTile(page, 'PG Soft')).toHaveAttribute('aria-setsize', '84');
      // The grid is virtualised: the 43rd game is rendered where the player is, and back at the top
      // the first game is still there (appended, not replaced).
      const tile = (position: number) =>
        gameList(page, 'PG Soft').locator(`[role="listitem"][aria-posinset="${position}"]`);
      await expect(tile(43)).toBeAttached();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(tile(1)).toBeAttached();
      await expect(tile(1)).toHaveAttribute('aria-setsize', '84');
    });

    await test.step('RNG filters ask for the minimum bet and classify and reload from page 1', async () => {
      await expect(firstTile(page, 'PG Soft')).toBeVisible();
      let asked = page.waitForRequest(
        (r) => r.url().includes('minBet=0.5') && r.url().includes('pageNo=1'),
      );
      await page.getByRole('combobox', { name: 'Minimum bet' }).selectOption('0.5');
      await asked;
      asked = page.waitForRequest(
        (r) => r.url().includes('gameClassify=VP') && r.url().includes('minBet=0.5'),
      );
      await page
        .getByRole('combobox', { name: 'Game type' })
        .selectOption({ label: 'Video Poker' });
      await asked;
      await expect(
        gameList(page, 'PG Soft').or(
          page.getByRole('heading', { name: 'No games match these filters' }),
        ),
      ).toBeVisible();
      // Live casino has no filters.
      await openCategoryByMenu(page, 'Live Casino');
      await expect(page).toHaveURL(/\/live$/);
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Minimum bet' })).toHaveCount(0);
    });

    // Another lobby remounts the list with its switch on All: each lobby below starts as on a load.
    await test.step('a member favourites a game (heart at once, listed under Favourites) and removes it', async () => {
      await openVendorByMenu(page, 'Slots', 'JDB');
      await expect(page).toHaveURL(/\/rng\?page=JDB$/);
      // A game that is not a favourite yet (seeded favourites and other runs leave some filled).
      const unfilled = gameList(page, 'JDB')
        .getByRole('button', { name: /^Favourite /, pressed: false })
        .first();
      const label = (await unfilled.getAttribute('aria-label'))!;
      const name = label.replace(/^Favourite /, '');
      const heart = gameList(page, 'JDB').getByRole('button', { name: label, exact: true });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Favourites', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Favourites', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await heart.click();
      await expect(
        gameList(page, 'JDB').getByRole('button', { name: `Play now: ${name}`, exact: true }),
      ).toHaveCount(0);
    });

    await test.step('the in-house lobby shows the BGS vendor', async () => {
      await openCategoryByMenu(page, 'In-House Games');
      await expect(page).toHaveURL(/\/inhouse$/);
      await expect(page.getByRole('heading', { level: 1, name: 'In-House Games' })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveText(['BGS Studio']);
      await expect(firstTile(page, 'BGS Studio')).toBeVisible();
    });

    await test.step('the card-game lobby shows the vendor rooms', async () => {
      await openCategoryByMenu(page, 'Card Games');
      await expect(page).toHaveURL(/\/pvp$/);
      const rooms = page.getByRole('region', { name: 'Rooms' });
      await expect(rooms.getByRole('button', { name: /^Join / }).first()).toBeVisible();
    });

    // Last: the scenario's refusal holds for every favourite this browser asks for from here on.
    await test.step('a refused favourite puts the heart back and shows the message', async () => {
      const scenario = `fav-${testInfo.testId}`;
      await context.addCookies([{ name: 'sim-scenario', value: scenario, url: baseURL! }]);
      // Only this test's browser (its scenario cookie) gets the refusal; the fault stays for that scenario
      // alone (clearing by path would also clear the other brands' running copies of this test).
      await request.post(`${simUrl}/__sim/faults`, {
        data: {
          path: '/wps/game/favourite',
          method: 'POST',
          scenario,
          status: 500,
          latencyMs: 400,
        },
      });
      await openVendorByMenu(page, 'Slots', 'Spadegaming');
      await expect(page).toHaveURL(/\/rng\?page=SPADE$/);
      const unfilled = gameList(page, 'Spadegaming')
        .getByRole('button', { name: /^Favourite /, pressed: false })
        .first();
      const label = (await unfilled.getAttribute('aria-label'))!;
      const heart = gameList(page, 'Spadegaming').getByRole('button', {
        name: label,
        exact: true,
      });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      // A 5xx shows the catalogue's text, not the failing server's own.
      const alert = page.getByRole('alertdialog').filter({ hasText: 'Unknown error' });
      await expect(alert).toBeVisible();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
    });
  });
});

test.describe('favourites and recents', () => {
  test('a guest gets the login modal for favourites, recents and the heart, and nothing else', async ({
    page,
    brand,
  }) => {
    await openAsGuest(page, brand, '/rng?page=PG');
    await expect(firstTile(page, 'PG Soft')).toBeVisible();
    for (const name of ['Favourites', 'Recent']) {
      await page.getByRole('button', { name, exact: true }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login).toBeVisible();
      await login.getByRole('button', { name: 'Close' }).first().click();
      await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    const heart = firstTile(page, 'PG Soft').getByRole('button', { name: /^Favourite / });
    await heart.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a trial user gets the real-account warning on favourites and the heart', async ({
    signIn,
    page,
    brand,
    request,
    simUrl,
  }) => {
    await skipUnlessFlagOn(request, simUrl, brand, 'FREEPLAY3');
    await signIn('trial');
    await page.goto('/rng?page=PG');
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await firstTile(page, 'PG Soft')
      .getByRole('button', { name: /^Favourite / })
      .click();
    await expect(warning).toBeVisible();
  });
});
