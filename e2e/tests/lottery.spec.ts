import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { lotteryCards, lotteryWidget, openHome } from '../catalogue';
import { ON_BRANDS, expect, test } from '../fixtures';
import { closeWithEscape } from '../support';

/**
 * The lottery (issue 13) against the simulator on its own clock: the home widget (hot / favourites /
 * recent, countdowns closing at the lock and the menus reloading after a draw, the results' weekday
 * filter, its fit on a phone). The tabs and the pages each brand's prize modes offer are brand.spec.ts's.
 *
 * Each test that moves the lottery clock does it for its own scenario (cookie `sim-scenario`), so the
 * brands' projects running side by side never see each other's clock.
 */

interface MenuItem {
  gameId: number;
  labelName: string;
  code: string;
  tag: string;
  vendor: string;
  gameType: string;
  previousWinningNumber: string;
}

/** The brand's lottery menus, as the site asks for them (one call per prize mode). */
async function brandMenus(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
): Promise<MenuItem[]> {
  const lists = await Promise.all(
    brand.prizeModes.map(async (prizeMode) => {
      const answer = await request.get(`${simUrl}/lgw/games/game_menus`, {
        headers: { Merchant: brand.merchantCode },
        params: { prizeMode, device: 'WEB' },
      });
      return ((await answer.json()) as { value: { list: MenuItem[] } }).value.list;
    }),
  );
  return lists.flat();
}

/** This test's own lottery clock: the cookie on the site, and a setter for the simulator's clock. */
async function ownClock(
  page: Page,
  request: APIRequestContext,
  simUrl: string,
  baseURL: string,
  scenario: string,
) {
  await page.context().addCookies([{ name: 'sim-scenario', value: scenario, url: baseURL }]);
  return async (body: Record<string, unknown>) => {
    const answer = await request.post(`${simUrl}/__sim/clock`, { data: { ...body, scenario } });
    expect(answer.ok()).toBe(true);
  };
}

const cardNamed = (scope: Locator, name: string) =>
  scope.getByRole('article', { name, exact: true });

/** Shows every card of the current list (the widget shows 8 first). */
/** Expands the cards; with `total`, first waits for the list of that length (a new list loads late). */
async function showAll(scope: Locator, total?: number) {
  const more = scope.getByRole('button', {
    name: total === undefined ? /^Show all/ : `Show all (${total})`,
  });
  if (total !== undefined)
    await expect(async () => {
      if (!(await more.isVisible())) expect(await lotteryCards(scope).count()).toBe(total);
    }).toPass();
  if (await more.isVisible()) await more.click();
}

test.describe('lottery widget', () => {
  test('a guest watches the widget count down and browses tags, hot and results, then as a member keeps favourites and bets from the cards', async ({
    page,
    signIn,
    brand,
    request,
    simUrl,
    baseURL,
  }, testInfo) => {
    test.setTimeout(100_000);
    const setClock = await ownClock(
      page,
      request,
      simUrl,
      baseURL!,
      `lottery-draw-${testInfo.testId}`,
    );
    // Both clocks move together instead of waiting: the simulator's lottery clock (this test's
    // scenario) and the page's (https://playwright.dev/docs/clock), installed before the first load.
    const advance = async (ms: number) => {
      await setClock({ advanceMs: ms });
      await page.clock.fastForward(ms);
    };
    await page.clock.install();
    // LOTT_1M (every brand sells Lott) locks 10 s before its draw: sales close 35 s after this, time
    // enough for a loaded machine to open home and reach the widget before the lock.
    await setClock({ gameCode: 'LOTT_1M', remainMs: 45_000 });
    await openHome(page, brand, signIn);
    const lottery = await lotteryWidget(page);

    // First, while the lock set above is still ahead; the later steps only move across the widget.
    await test.step('the countdown ticks, turns to -- : -- : -- at the lock and the menus reload after the draw', async () => {
      await showAll(lottery);
      const card = cardNamed(lottery, 'Lucky 5 Balls 1 phút');
      const timer = card.getByRole('timer');
      await expect(timer).toHaveText(/^00:00:(0[1-9]|[12]\d|3[0-5])$/);
      const first = await timer.textContent();
      // It ticks down, never up.
      await page.clock.runFor(1_000);
      await expect(timer).not.toHaveText(first!);
      const left = Number((await timer.textContent())!.slice(-2));
      expect(left).toBeLessThan(Number(first!.slice(-2)));
      const result = await card
        .getByRole('list', { name: /^Previous result/ })
        .getAttribute('aria-label');

      // Past the lock.
      await advance((left + 1) * 1_000);
      await expect(timer).toHaveText('-- : -- : --');
      // The draw is 10 s later; the reload after it brings the next round (a minute away less the lock).
      await advance(11_000);
      await expect(timer).toHaveText(/^00:00:[2-5]\d$/);
      await expect(card.getByRole('list', { name: /^Previous result/ })).not.toHaveAttribute(
        'aria-label',
        result!,
      );
    });

    await test.step('a tag lists its lotteries; hot lists the popular ones the brand sells and the tag resets it', async () => {
      const menus = await brandMenus(request, simUrl, brand);
      const popular = await request.get(`${simUrl}/lgw/games/popular`, {
        headers: { Merchant: brand.merchantCode },
        params: { count: 20 },
      });
      const sold = new Map(menus.map((item) => [item.gameId, item.labelName]));
      const hot = ((await popular.json()) as { value: { list: MenuItem[] } }).value.list
        .map((item) => sold.get(item.gameId))
        .filter((name): name is string => name !== undefined);

      await lottery.getByRole('tab', { name: 'Miền Bắc' }).click();
      await expect(lotteryCards(lottery).getByRole('heading')).toHaveText(['Hà Nội']);

      await lottery.getByRole('tab', { name: 'All' }).click();
      const hotButton = lottery.getByRole('button', { name: 'Hot', exact: true });
      await hotButton.click();
      await expect(hotButton).toHaveAttribute('aria-pressed', 'true');
      await showAll(lottery, hot.length);
      await expect(lotteryCards(lottery).getByRole('heading')).toHaveText(hot);

      await lottery.getByRole('tab', { name: 'Miền Nam' }).click();
      await expect(hotButton).toHaveAttribute('aria-pressed', 'false');
    });

    await test.step('results: previous winning numbers with prize tiers and the weekday filter', async () => {
      await lottery.getByRole('tab', { name: 'Miền Bắc' }).click();
      await cardNamed(lottery, 'Hà Nội').getByRole('button', { name: 'Results of Hà Nội' }).click();
      const dialog = page.getByRole('dialog', { name: 'Results of Hà Nội' });
      const results = dialog.getByRole('list', { name: 'Results of Hà Nội' });
      await expect(results.getByRole('listitem').first().getByRole('term')).toHaveText([
        'DB',
        'G1',
        'G2',
        'G3',
        'G4',
        'G5',
        'G6',
        'G7',
        'G8',
      ]);

      const weekday = dialog.getByRole('combobox', { name: 'Draw day' });
      await expect(weekday.getByRole('option')).toHaveText([
        'All',
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
      const filtered = page.waitForResponse(
        (response) =>
          response.url().includes('/lgw/vn/numeros/opened/game') &&
          response.url().includes('dayOfWeek=1'),
      );
      await weekday.selectOption({ label: 'Sunday' });
      await filtered;
      await expect(results.getByRole('listitem').first()).toContainText('Sunday ·');
      const days = await results.getByRole('listitem').locator('header span').allTextContents();
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) expect(day).toMatch(/^Sunday ·/);
      // Closed as a player would, back to the widget (Miền Bắc still chosen).
      await closeWithEscape(page, dialog);
    });

    // Behind the access guard (loginedToHomePage) home was opened signed in: there is no guest.
    if (!brand.loginedToHomePage)
      await test.step('a guest is asked to log in for favourites, recents and bets', async () => {
        await lottery.getByRole('button', { name: 'Recent', exact: true }).click();
        const login = page.getByRole('dialog', { name: 'Log in' });
        await expect(login).toBeVisible();
        await login.getByRole('button', { name: 'Close' }).first().click();
        await cardNamed(lottery, 'Hà Nội').getByRole('button', { name: 'Bet on Hà Nội' }).click();
        await expect(login).toBeVisible();
        await expect(page).toHaveURL(/\/$/);
      });

    await test.step('favourites are kept per member in this browser; recent lists the answer’s order', async () => {
      const sold = new Map(
        (await brandMenus(request, simUrl, brand)).map((item) => [item.gameId, item.labelName]),
      );
      // Signed in by API (the guest's login dialog left as it is): the load starts signed in.
      if (!brand.loginedToHomePage) await signIn('member');
      await page.goto('/');
      const lottery = await lotteryWidget(page);

      const favourites = lottery.getByRole('button', { name: 'Favourites', exact: true });
      await favourites.click();
      await expect(lottery.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
      await favourites.click();
      await lottery.getByRole('tab', { name: 'Miền Bắc' }).click();
      await cardNamed(lottery, 'Hà Nội')
        .getByRole('button', { name: 'Add Hà Nội to favourites' })
        .click();
      await lottery.getByRole('tab', { name: 'All' }).click();
      await favourites.click();
      await expect(lotteryCards(lottery).getByRole('heading')).toHaveText(['Hà Nội']);

      await page.reload();
      const again = await lotteryWidget(page);
      await again.getByRole('button', { name: 'Favourites', exact: true }).click();
      await expect(lotteryCards(again).getByRole('heading')).toHaveText(['Hà Nội']);

      const recentAnswer = page.waitForResponse((response) =>
        response.url().includes('/lgw/vn/games/game_menu/recent'),
      );
      await again.getByRole('button', { name: 'Recent', exact: true }).click();
      const recent = ((await (await recentAnswer).json()) as { value: { list: MenuItem[] } }).value
        .list;
      expect(new URL((await recentAnswer).url()).searchParams.get('recentCount')).toBe('100');
      const expected = [...new Set(recent.map((item) => item.gameId))]
        .map((id) => sold.get(id))
        .filter((name): name is string => name !== undefined);
      if (expected.length === 0)
        await expect(again.getByRole('heading', { name: 'No recent lotteries' })).toBeVisible();
      else await expect(lotteryCards(again).getByRole('heading')).toHaveText(expected);
    });

    await test.step('a card starts the bet on its page: Vietnamese games on /vnLottery, the others on /lottery', async () => {
      const lottery = await lotteryWidget(page);
      // A new tag leaves the recent list.
      await lottery.getByRole('tab', { name: 'Miền Bắc' }).click();
      await cardNamed(lottery, 'Hà Nội').getByRole('button', { name: 'Bet on Hà Nội' }).click();
      await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_MB$/);
      await expect(
        page
          .getByRole('navigation', { name: 'Vietnamese lotteries' })
          .getByRole('link', { name: 'Hà Nội' }),
      ).toHaveAttribute('aria-current', 'page');

      // Home again by the header's logo link.
      await page.getByRole('banner').getByRole('link', { name: brand.name }).click();
      await expect(page).toHaveURL(/\/$/);
      const again = await lotteryWidget(page);
      await showAll(again);
      await cardNamed(again, 'Lucky 5 Balls 1 phút')
        .getByRole('button', { name: 'Bet on Lucky 5 Balls 1 phút' })
        .click();
      await expect(page).toHaveURL(/\/lottery\?gameCode=LOTT_1M&playType=FIVE_STAR$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Lucky 5 Balls 1 phút' }),
      ).toBeVisible();
    });
  });
});

test.describe('lottery widget on a phone', () => {
  test(
    'on a phone (390 px) the widget fits the screen: 5 tabs per view and no sideways scrolling',
    ON_BRANDS('lotus'),
    async ({ signIn, page, brand }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openHome(page, brand, signIn);
      const lottery = await lotteryWidget(page);
      const tabs = lottery.getByRole('tablist', { name: 'Lottery types' }).getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      expect(await tabs.count()).toBeLessThanOrEqual(5);
      for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(lotteryCards(lottery).first()).toBeInViewport({ ratio: 0.1 });
    },
  );
});
