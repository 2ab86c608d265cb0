import type { Locator, Page } from '@playwright/test';
import { openHome } from '../catalogue';
import { expect, test } from '../fixtures';
import { closeWithEscape } from '../support';

/** Time for a section body (its chunk and data, loaded once scrolled near) on a loaded CI machine. */
const SECTION_LOAD = { timeout: 15_000 };

/** A home section by its heading; scrolled to, so its body (loaded near the viewport) arrives. */
async function section(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 2, name, exact: true });
  await heading.scrollIntoViewIfNeeded();
  return page.locator('section').filter({ has: heading });
}

/** The home banners' carousel. */
const banners = (page: Page) => page.getByRole('region', { name: 'Promotions' });
const bannerNumber = async (dot: Locator) =>
  Number(/Show banner (\d) of/.exec((await dot.getAttribute('aria-label')) ?? '')?.[1]);

test.describe('home', () => {
  test.beforeEach(({ page }) => {
    // Sanitised HTML never runs script: any alert() from notice content fails the test.
    page.on('dialog', (dialog) => {
      throw new Error(`home content opened a browser dialog: ${dialog.message()}`);
    });
  });

  test('a player looks over home: still banners with reduced motion, the sections as they scroll, a notice, help, then the banner links', async ({
    page,
    brand,
    signIn,
  }) => {
    test.setTimeout(65_000);
    // Reduced motion (the context's default, said again here) and the page clock, before the one load.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openHome(page, brand, signIn);

    // First: the banner on show is the first only until a dot is clicked (the links step does).
    await test.step('never rotate with reduced motion', async () => {
      const current = banners(page).locator('button[aria-current="true"]');
      await expect(current).toHaveAccessibleName('Show banner 1 of 4');
      await expect(
        banners(page).getByRole('button', { name: 'Stop automatic slide show' }),
      ).toHaveCount(0);
      await page.mouse.move(5, 5);
      await page.clock.runFor(6_500);
      await expect(current).toHaveAccessibleName('Show banner 1 of 4');
    });

    await test.step('the sections below the fold load their games as the player scrolls to them', async () => {
      // Hot games: the first large, the next 14 in row one, the rest in row two.
      const hot = (await section(page, 'Hot Games')).getByRole('list', { name: 'Hot Games' });
      const tiles = hot.getByRole('listitem');
      await expect(tiles.nth(15)).toBeAttached(SECTION_LOAD);
      const [first, second, sixteenth] = await Promise.all(
        [0, 1, 15].map((i) => tiles.nth(i).boundingBox()),
      );
      expect(first!.width).toBeGreaterThan(second!.width * 1.8);
      expect(first!.height).toBeGreaterThan(second!.height * 1.8);
      expect(sixteenth!.y).toBeGreaterThan(second!.y + second!.height / 2);
      expect(Math.abs(sixteenth!.x - second!.x)).toBeLessThan(2);
      // No favourite heart on home (only on lobby routes).
      await expect(hot.getByRole('button', { name: /^Favourite / })).toHaveCount(0);

      // Slots in rows of 15; the shorter last row ends with a 'more' slide to the lobby.
      const slots = await section(page, 'Slots');
      const rowOne = slots.getByRole('region', { name: 'Slots, row 1' });
      await expect(rowOne.getByRole('article')).toHaveCount(15, SECTION_LOAD);
      const rowTwo = slots.getByRole('region', { name: 'Slots, row 2' });
      await expect(rowTwo.getByRole('link', { name: 'More Slots' })).toHaveAttribute(
        'href',
        '/rng',
      );
      expect(await rowTwo.getByRole('article').count()).toBeLessThan(15);
    });

    await test.step('the hot matches strip shows title, both teams and the time; the winners board its amounts', async () => {
      const matches = await section(page, 'Hot Matches');
      // Each card's button lies over the card showing the match.
      const firstMatch = matches.getByRole('listitem').first();
      await expect(firstMatch.getByRole('button', { name: /^Bet on / })).toBeVisible(SECTION_LOAD);
      await expect(firstMatch.getByRole('img')).toHaveCount(2);
      await expect(firstMatch.locator('time')).toHaveText(/^Kick-off .*\d{1,2}:\d{2}/);

      const winners = await section(page, 'Winners');
      const rows = winners.getByRole('table').getByRole('row');
      await expect(rows.nth(1)).toBeVisible(SECTION_LOAD);
      const count = (await rows.count()) - 1;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(20);
      for (const amount of await winners.locator('tbody td:last-child').allTextContents())
        expect(amount).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    });

    await test.step('a notice picked in the ticker opens with its sanitised content', async () => {
      const ticker = page.getByRole('region', { name: 'Latest notices' });
      const notice = ticker.getByRole('button').first();
      const title = (await notice.textContent()) ?? '';
      // The ticker scrolls without end (it pauses while focused): picked by keyboard.
      await notice.focus();
      await notice.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('script, [onerror]')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'All notices' }).click();
      const list = page.getByRole('dialog', { name: 'Notice list' });
      await expect(list).toBeVisible();
      // Closed as a player would, for the next steps.
      await closeWithEscape(page, list);
    });

    await test.step('the help section shows the first 4 entries, more help and the help centre', async () => {
      const help = await section(page, 'Help');
      await expect(help.getByRole('heading', { level: 3 })).toHaveCount(4, SECTION_LOAD);
      await expect(help.getByRole('heading', { level: 3 }).first()).toHaveText(
        'How do I register?',
      );
      await expect(help.getByRole('link', { name: 'Help Centre' })).toHaveAttribute(
        'href',
        '/helpmc',
      );
      await help.getByRole('button', { name: 'More help' }).click();
      const dialog = page.getByRole('dialog', { name: 'Help Centre' });
      await expect(dialog.getByRole('button', { name: 'Contact us' })).toBeVisible();
      await closeWithEscape(page, dialog);
    });

    // Last: its banners lead away from home.
    await test.step('a URL banner is a new-tab link, a site route a button, anything else a picture', async () => {
      const region = banners(page);
      await expect(region.getByRole('group')).toHaveCount(4);
      const link = region.locator('a', { has: page.getByAltText('HOME highlight 2') });
      await expect(link).toHaveAttribute('href', 'https://example.com/promo');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // No linkage: a picture only, neither link nor button.
      await expect(
        region.locator('a, button').filter({ has: page.getByAltText('HOME highlight 3') }),
      ).toHaveCount(0);
      // A site route the router has: a button that goes there (the pointer on the dots pauses the
      // rotation, so the first banner stays in view).
      await region.getByRole('button', { name: 'Show banner 1 of 4' }).click();
      await region.getByRole('button', { name: 'HOME highlight 1' }).click();
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);

      await region.getByRole('button', { name: 'Show banner 4 of 4' }).click();
      const slotsBanner = region.getByRole('button', { name: 'HOME highlight 4' });
      await slotsBanner.click();
      await expect(page).toHaveURL(/\/rng$/);
    });
  });
});

test.describe('home banners', () => {
  test.describe('with motion', () => {
    // Rotation is motion: reduced motion (the default context option) would stop it.
    test.use({ contextOptions: { reducedMotion: 'no-preference' } });

    test('rotate every 5 seconds when there are several, paused while hovered', async ({
      page,
      brand,
      signIn,
    }) => {
      // The page clock (https://playwright.dev/docs/clock): the 5 s interval runs without waiting.
      await page.clock.install();
      await openHome(page, brand, signIn);
      const dots = banners(page).locator('button[aria-current]');
      const current = banners(page).locator('button[aria-current="true"]');
      await expect(dots).toHaveCount(4);
      await expect(current).toHaveAccessibleName(/^Show banner [1-4] of 4$/);
      // The clock runs in real time until paused, and a loaded CI machine can take 5 s to get here,
      // so the test starts from whichever banner is showing once hovered.
      // Hovered, the rotation stops; the clock stops too, then leaving starts a fresh 5 s interval.
      // The carousel says whether it plays (data-autoplay): waited for, so the page has stopped (and
      // later restarted) its timer before the clock moves; otherwise a rotation due meanwhile could
      // land after the banner on show was read.
      const carousel = banners(page);
      // The announcement's Close was clicked over the banners: the pointer starts outside them, so the
      // hover below is a real entry (one from a pointer already inside was once never seen).
      await page.mouse.move(5, 5);
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-autoplay', 'false');
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      const shown = await bannerNumber(current);
      const next = `Show banner ${(shown % 4) + 1} of 4`;
      await page.mouse.move(5, 5);
      await expect(carousel).toHaveAttribute('data-autoplay', 'true');
      await page.clock.runFor(4_500);
      // Not before the 5 s interval.
      await expect(current).toHaveAccessibleName(`Show banner ${shown} of 4`);
      await page.clock.runFor(1_000);
      await expect(current).toHaveAccessibleName(next);

      await banners(page).hover();
      await page.clock.runFor(6_000);
      await expect(current).toHaveAccessibleName(next);
    });
  });
});
