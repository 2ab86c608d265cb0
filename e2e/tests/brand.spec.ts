import { BRANDS, brandPort } from '../brands';
import {
  expectedSections,
  laneCards,
  lanesOf,
  lotteryCards,
  lotteryWidget,
  menuVendorsOf,
  openHome,
  sideMenu,
  sportsSplit,
  translation,
} from '../catalogue';
import { EACH_BRAND, expect, test } from '../fixtures';
import { expectHome } from '../support';
import { navigateInApp } from '../sweep';

/**
 * What each brand's file and its merchant's catalogue make of the site, walked once per brand by a
 * member (signed in by API, its arrival popups seen): the brand served on home, home's sections and
 * lottery tabs, the side menu's categories and languages, the sports and e-sports lobbies, the lottery
 * pages of the brand's prize modes, the language kept across a reload, and another brand's e-sports
 * split. One load of the app carries the walk: each check depends on the brand, not on a fresh load.
 */

const VN_TAGS_BY_MODE: Record<string, string[]> = {
  Lott: ['Miền Bắc', 'Miền Trung', 'Miền Nam'],
  ZY: ['Siêu tốc'],
};

/** Each lottery page, the prize modes that offer it, and what it shows a member then. */
const LOTTERY_PAGES: { path: string; modes: string[]; title: string; game?: string }[] = [
  {
    path: '/lottery?gameCode=LOTT_1M&playType=FIVE_STAR',
    modes: ['Lott', 'Elott'],
    title: 'Lottery',
    game: 'Lucky 5 Balls 1 phút',
  },
  {
    path: '/vnLottery?gameCode=VN_MB',
    modes: ['Lott', 'ZY'],
    title: 'Vietnam Lottery',
    game: 'Hà Nội',
  },
  {
    path: '/seaLottery?gameCode=SEA_1M',
    modes: ['SEA'],
    title: 'SEA Lottery',
    game: 'SEA Quick 1 Minute',
  },
  { path: '/lotteryCenter', modes: ['Lott', 'ZY', 'Elott', 'SEA'], title: 'Lottery Centre' },
  { path: '/elott', modes: ['Elott'], title: 'E-Lottery' },
];

/** The e-sports vendors' names by their codes (the brands' `esportsVendors`). */
const ESPORTS_NAMES: Record<string, string> = {
  AV: 'AVIA E-sports',
  AI: 'AI E-sports',
  IMES: 'IM E-sports',
  TF: 'TF Gaming',
  IA: 'IA E-sports',
};

test(
  "the brand's site: home, its sections and lottery tabs, the side menu, the sports and e-sports lobbies, the lottery pages, the language across a reload, and another brand's e-sports split",
  EACH_BRAND,
  async ({ signIn, page, brand, request, simUrl }) => {
    test.setTimeout(120_000);
    // Sanitised HTML never runs script: any alert() from the brand's content fails the walk.
    page.on('dialog', (dialog) => {
      throw new Error(`the site opened a browser dialog: ${dialog.message()}`);
    });
    const lanes = await lanesOf(request, simUrl, brand);
    await signIn('member');
    await page.goto('/');
    await expectHome(page);

    await test.step('serves the brand: title, logo, theme colours and languages', async () => {
      await expect(page).toHaveTitle(brand.name);
      const logo = page.getByRole('banner').getByRole('img', { name: brand.name });
      await expect(logo).toBeVisible();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);

      const mode = brand.theme.defaultMode;
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const primary = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--wl-color-primary').trim(),
      );
      expect(primary.toLowerCase()).toBe(brand.theme[mode].primary?.toLowerCase());
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const hex = brand.theme[mode].background ?? '';
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      expect(background).toBe(`rgb(${r}, ${g}, ${b})`);

      const picker = page.getByRole('combobox', { name: 'Language' });
      await expect(picker.getByRole('option')).toHaveCount(brand.supportLanguages.length);
    });

    await test.step('home has a section per game category of the brand, each title a link to its lobby', async () => {
      const expected = expectedSections(lanes, brand);
      const titles = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(titles.first()).toHaveText('Hot Matches');
      await expect
        .poll(() => titles.allTextContents())
        .toEqual([
          'Hot Matches',
          'Hot Games',
          // Every brand sells at least one prize mode: the lottery widget follows the hot games.
          'Lottery',
          ...expected.map((s) => s.name),
          'Winners',
          'Help',
        ]);
      for (const { name, route } of expected) {
        const heading = page.getByRole('heading', { level: 2, name, exact: true });
        await expect(heading.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          route,
        );
      }
      // Lottery and e-lottery are the widget's, not a category section of their own.
      await expect(page.getByRole('heading', { level: 2, name: 'Lottery' })).toHaveCount(1);
    });

    await test.step('the lottery widget has the tabs the brand sells: ALL, its Vietnamese tags, KENO only with a GPI e-lottery; 5 per view', async () => {
      const lottery = await lotteryWidget(page);
      const tags = [
        'All',
        ...brand.prizeModes.flatMap((mode) => VN_TAGS_BY_MODE[mode] ?? []),
        ...(brand.prizeModes.includes('Elott') ? ['Keno'] : []),
      ];
      // menu order: Miền Bắc, Miền Trung, Miền Nam, Siêu tốc
      const order = ['All', 'Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc', 'Keno'];
      tags.sort((a, b) => order.indexOf(a) - order.indexOf(b));
      const tablist = lottery.getByRole('tablist', { name: 'Lottery types' });
      await expect(tablist.getByRole('tab')).toHaveText(tags.slice(0, 5));
      const next = lottery.getByRole('button', { name: 'More lottery types' });
      if (tags.length > 5) {
        await next.click();
        await expect(tablist.getByRole('tab')).toHaveText(tags.slice(5));
      } else {
        await expect(next).toHaveCount(0);
      }
      if (tags.includes('Keno')) {
        await tablist.getByRole('tab', { name: 'Keno' }).click();
        await expect(lotteryCards(lottery).getByRole('heading')).toHaveText([
          'Keno 1 phút',
          'Keno 3 phút',
          'Keno 5 phút',
        ]);
      }
    });

    const nav = await sideMenu(page);
    const [sports, esports] = sportsSplit(lanes, brand);

    await test.step('the side menu lists the categories of the vendor lanes, each with an All entry and its vendors', async () => {
      const names = (title: string) => laneCards(lanes, title).map((card) => card.displayName);
      // Lane order; In-House follows Slots because an RNG vendor BGS exists; e-sports right after sports.
      const expected: [string, string[]][] = [
        ['Slots', names('RNG')],
        [
          'In-House Games',
          laneCards(lanes, 'RNG')
            .filter((card) => card.vassalage === 'BGS')
            .map((card) => card.displayName),
        ],
        ['Card Games', names('PVP')],
        ['Live Casino', names('LIVE')],
        ['Fishing', names('FISH')],
        ['Sports', sports],
        ['E-Sports', esports],
      ];
      expect(expected[1]?.[1]).toEqual(['BGS Studio']);
      for (const [category, vendors] of expected) {
        await expect(nav.getByRole('link', { name: category, exact: true })).toBeVisible();
        expect(await menuVendorsOf(nav, category), category).toEqual(vendors);
      }
    });

    await test.step("the sports and e-sports lobbies split the sports vendors by the brand's e-sports codes", async () => {
      await nav.getByRole('link', { name: 'Sports', exact: true }).click();
      await expect(page).toHaveURL(/\/sports$/);
      const sportsList = page.getByRole('list', { name: 'Sports providers' });
      await expect(sportsList.getByRole('heading', { name: 'SABA Sports' })).toBeVisible();
      for (const [code, name] of Object.entries(ESPORTS_NAMES))
        await expect(sportsList.getByRole('heading', { name, exact: true })).toHaveCount(
          brand.esportsVendors.includes(code) ? 0 : 1,
        );

      await nav.getByRole('link', { name: 'E-Sports', exact: true }).click();
      await expect(page).toHaveURL(/\/esports$/);
      const esportsList = page.getByRole('list', { name: 'E-Sports providers' });
      await expect(esportsList.getByRole('heading')).toHaveText(
        brand.esportsVendors.map((code) => ESPORTS_NAMES[code] ?? code),
      );
    });

    await test.step('each lottery page shows its lotteries when the brand sells its prize mode, and says so otherwise', async () => {
      // The pages of prize modes the brand does not sell have no link to them: each opens as an
      // address the router takes (navigateInApp). Each check names its own page, so the last page
      // cannot answer for the next.
      for (const { path, modes, title, game } of LOTTERY_PAGES) {
        await navigateInApp(page, path);
        const offered = modes.some((mode) => (brand.prizeModes as string[]).includes(mode));
        if (!offered) {
          await expect(
            page.getByRole('heading', { name: `${title} is not offered on ${brand.name}` }),
          ).toBeVisible();
          continue;
        }
        if (game) {
          await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
          await expect(page.getByRole('timer', { name: /^Betting closes in: / })).toBeVisible();
          // the vendor's betting area, launched for the member
          const frame = page.frameLocator(`iframe[title="Betting area: ${game}"]`);
          await expect(frame.getByRole('heading', { name: game })).toBeVisible();
          await expect(frame.getByTestId('player')).toHaveText('player1');
          await expect(
            page
              .getByRole('list', { name: `Results of ${game}` })
              .getByRole('listitem')
              .first(),
          ).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
          await expect(page.getByRole('article').first()).toBeVisible();
        }
      }
    });

    const second = brand.supportLanguages.find((code) => code !== brand.defaultLang);
    expect(second, 'every shipped brand offers more than one language').toBeDefined();

    await test.step("the side menu's language list offers the brand's languages and switches the site", async () => {
      await nav.getByRole('button', { name: /^Language/ }).click();
      const list = nav.getByRole('list', { name: 'Language' });
      await expect(list.getByRole('button')).toHaveCount(brand.supportLanguages.length);
      // In the brand's order, the current one marked.
      await expect(
        list.getByRole('button').nth(brand.supportLanguages.indexOf(brand.defaultLang)),
      ).toHaveAttribute('aria-current', 'true');
      await list.getByRole('button').nth(brand.supportLanguages.indexOf(second!)).click();

      const translatedNav = page.getByRole('navigation', {
        name: translation(second!, 'common', 'sideMenu.label'),
      });
      await expect(
        translatedNav.getByRole('link', { name: translation(second!, 'common', 'sideMenu.home') }),
      ).toBeVisible();
      await expect(
        translatedNav.getByRole('link', {
          name: translation(second!, 'games', 'categories.RNG'),
          exact: true,
        }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        new RegExp(`^${second!.slice(0, 2).toLowerCase()}`),
      );

      // Back to the brand's default the same way, for the header's picker next.
      const languageTitle = translation(second!, 'sideMenu', 'language.title');
      await translatedNav.getByRole('button', { name: new RegExp(`^${languageTitle}`) }).click();
      await translatedNav
        .getByRole('list', { name: languageTitle })
        .getByRole('button')
        .nth(brand.supportLanguages.indexOf(brand.defaultLang))
        .click();
      await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
    });

    await test.step("the header's language picker keeps the chosen language in localStorage, across a reload", async () => {
      // The header's one combobox (the page under it may have its own; its name is translated next).
      const picker = page.getByRole('banner').getByRole('combobox');
      await expect(picker).toHaveAccessibleName('Language');
      await picker.selectOption(second!);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(second);
      await page.reload();
      await expect(picker).toHaveValue(second!);
    });

    await test.step("another brand's menu groups the sports vendors by its own e-sports codes", async (step) => {
      const other = BRANDS.find(
        (candidate) =>
          candidate.code !== brand.code &&
          candidate.esportsVendors.join() !== brand.esportsVendors.join(),
      );
      step.skip(!other, 'every other brand lists the same e-sports codes');
      // The other brand is another app: a load of its own (its own origin, so its own language).
      await openHome(page, other!, undefined, `http://127.0.0.1:${brandPort(other!.code)}`);
      const theirs = await menuVendorsOf(await sideMenu(page), 'E-Sports');
      expect(theirs).toEqual(sportsSplit(lanes, other!)[1]);
      expect(theirs).not.toEqual(esports);
    });
  },
);
