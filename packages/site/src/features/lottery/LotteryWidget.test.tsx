import { act, screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import type { LotteryMenusResponse } from '@wl/api-client';
import { createTicker } from '@wl/lottery-engine';
import type * as LotteryEngine from '@wl/lottery-engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import lotus from '../../../../../brands/lotus.json';
import tiger from '../../../../../brands/tiger.json';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import type { RouteHandler, TestPlatform } from '../../shared/testing/testPlatform.test-helper';
import LotteryWidget, { WIDGET_INITIAL_CARDS } from './LotteryWidget';
import { textsOf } from '../../shared/testing/texts.test-helper';

// The engine's ticker, watched: the widget must create one for all its cards.
vi.mock('@wl/lottery-engine', async (importOriginal) => {
  const engine = await importOriginal<typeof LotteryEngine>();
  return { ...engine, createTicker: vi.fn(engine.createTicker) };
});

const MENUS = '/lgw/games/game_menus';

beforeEach(() => {
  vi.mocked(createTicker).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const tabNames = () => textsOf(screen.getByRole('tablist', { name: 'Lottery types' }), 'tab');

/** The cards under the tabs (whichever list mode shows them). */
async function cards() {
  const panel = await screen.findByRole('tabpanel');
  return within(panel).findAllByRole('article');
}
const cardNames = async () =>
  (await cards()).map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => screen.getByRole('article', { name });
const countdownOf = (name: string) => within(card(name)).getByRole('timer').textContent;

/** The platform's menus of a prize mode (the simulator's seeded lotteries, in menu order). */
async function menusOf(platform: TestPlatform, prizeMode: string) {
  return (await platform.get<LotteryMenusResponse>(`${MENUS}?prizeMode=${prizeMode}`)).list;
}

describe('lottery widget', () => {
  it('shows ALL, the Vietnamese tags and KENO for a brand selling a GPI e-lottery (aurora)', async () => {
    const { calls, platform } = await renderWithProviders(<LotteryWidget />, {
      brand: aurora as Brand,
    });
    await screen.findByRole('tablist', { name: 'Lottery types' });
    // aurora sells Lott and Elott: the provinces of the three regions, and GPI's Keno.
    expect(tabNames()).toEqual(['All', 'Miền Bắc', 'Miền Trung', 'Miền Nam', 'Keno']);
    expect(screen.queryByRole('button', { name: 'More lottery types' })).not.toBeInTheDocument();
    // one menus call per prize mode of the brand
    const prizeModes = calls
      .filter((call) => call.path === MENUS)
      .map((call) => call.query.get('prizeMode'));
    expect(prizeModes.sort()).toEqual(['Elott', 'Lott']);
    // Every lottery of both menus, in menu order, folded to the first few.
    const sold = [...(await menusOf(platform, 'Lott')), ...(await menusOf(platform, 'Elott'))];
    expect(await cardNames()).toEqual([
      'Hà Nội',
      'Đà Nẵng',
      'Khánh Hòa',
      'Thừa Thiên Huế',
      'Phú Yên',
      'Quảng Nam',
      'Đắk Lắk',
      'Bình Định',
    ]);
    expect(WIDGET_INITIAL_CARDS).toBe(8);
    expect(screen.getByRole('button', { name: `Show all (${sold.length})` })).toBeInTheDocument();
  });

  it('has no KENO tab without a GPI e-lottery, and a tag per Vietnamese menu (tiger)', async () => {
    await renderWithProviders(<LotteryWidget />, { brand: tiger as Brand });
    await screen.findByRole('tablist', { name: 'Lottery types' });
    expect(tabNames()).toEqual(['All', 'Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc']);
  });

  it('shows 5 tags per view with arrows when there are more (lotus)', async () => {
    const { user } = await renderWithProviders(<LotteryWidget />, { brand: lotus as Brand });
    await screen.findByRole('tablist', { name: 'Lottery types' });
    expect(tabNames()).toEqual(['All', 'Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc']);
    expect(screen.getByRole('button', { name: 'Previous lottery types' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More lottery types' }));
    expect(tabNames()).toEqual(['Keno']);
    await user.click(screen.getByRole('tab', { name: 'Keno' }));
    // GPI's Keno games only (the other e-lottery vendor's Lucky 8 Digits is not Keno).
    expect(await cardNames()).toEqual(['Keno 1 phút', 'Keno 3 phút', 'Keno 5 phút']);
  });

  it('lists a tag’s lotteries, and changing the tag resets the list mode', async () => {
    const { user, calls, platform } = await renderWithProviders(<LotteryWidget />);
    const lott = await menusOf(platform, 'Lott');
    await user.click(await screen.findByRole('tab', { name: 'Miền Nam' }));
    expect(await cardNames()).toEqual(
      lott
        .filter((game) => game.tag === 'Miền Nam')
        .slice(0, WIDGET_INITIAL_CARDS)
        .map((game) => game.labelName),
    );

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    // The platform's popular lotteries in its order, less those aurora does not sell (Siêu tốc).
    const popular = (await platform.get<LotteryMenusResponse>('/lgw/games/popular?count=20')).list;
    const soldIds = new Set(lott.map((game) => game.gameId));
    expect(popular.some((game) => !soldIds.has(game.gameId))).toBe(true);
    await waitFor(async () =>
      expect(await cardNames()).toEqual(
        popular
          .filter((game) => soldIds.has(game.gameId))
          .slice(0, WIDGET_INITIAL_CARDS)
          .map((game) => game.labelName),
      ),
    );
    expect(calls.find((call) => call.path === '/lgw/games/popular')?.query.get('count')).toBe('20');

    await user.click(screen.getByRole('tab', { name: 'Miền Bắc' }));
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'false');
    expect(await cardNames()).toEqual(['Hà Nội']);
  });

  it('asks a guest to log in for favourites and recents, and changes nothing', async () => {
    const { user, store, calls } = await renderWithProviders(<LotteryWidget />);
    await user.click(await screen.findByRole('button', { name: 'Recent' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(screen.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'false');
    // The cards come with the menus, which may answer after the buttons are drawn.
    const haNoi = await screen.findByRole('article', { name: 'Hà Nội' });
    await user.click(within(haNoi).getByRole('button', { name: 'Add Hà Nội to favourites' }));
    expect(Object.keys(localStorage).filter((key) => key.startsWith('lotteryFavourites'))).toEqual(
      [],
    );
    expect(calls.some((call) => call.path === '/lgw/vn/games/game_menu/recent')).toBe(false);
  });

  it('keeps a member’s favourites in this browser per username and lists them', async () => {
    const { user } = await renderWithProviders(<LotteryWidget />, { signedInAs: 'player1' });
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Đà Nẵng' })).getByRole('button', {
        name: 'Add Đà Nẵng to favourites',
      }),
    );
    await user.click(
      within(card('Hà Nội')).getByRole('button', { name: 'Add Hà Nội to favourites' }),
    );
    // The gameIds of the simulator's menus: Hà Nội is VN_MB (1), Đà Nẵng VN_DNG (2).
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:player1') ?? '[]')).toEqual([
      '2',
      '1',
    ]);

    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await cardNames()).toEqual(['Hà Nội', 'Đà Nẵng']);
    await user.click(
      within(card('Hà Nội')).getByRole('button', { name: 'Remove Hà Nội from favourites' }),
    );
    expect(await cardNames()).toEqual(['Đà Nẵng']);
  });

  it('lists a member’s recent lotteries in the order of the answer, matched to the menus', async () => {
    // tiger sells Lott and ZY: a recent lottery of another prize mode has no menu and is left out.
    const { user, calls, platform } = await renderWithProviders(<LotteryWidget />, {
      brand: tiger as Brand,
      signedInAs: 'player1',
    });
    const recentAnswer = (
      await platform.get<LotteryMenusResponse>('/lgw/vn/games/game_menu/recent?recentCount=100')
    ).list;
    const sold = new Set(
      [...(await menusOf(platform, 'Lott')), ...(await menusOf(platform, 'ZY'))].map(
        (game) => game.gameId,
      ),
    );
    const expected = recentAnswer.filter((game) => sold.has(game.gameId));
    // player1's seeded recents on TGR07 hold one such (Keno 1 phút).
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(recentAnswer.length);
    await user.click(await screen.findByRole('button', { name: 'Recent' }));
    await waitFor(async () =>
      expect(await cardNames()).toEqual(expected.map((game) => game.labelName)),
    );
    const recent = calls.find((call) => call.path === '/lgw/vn/games/game_menu/recent');
    expect(recent?.query.get('recentCount')).toBe('100');
    expect(recent?.headers.get('Authorization')).toBe(`Bearer ${platform.token}`);
  });

  it('shows the lobby with a category selector and a grid', async () => {
    const { user } = await renderWithProviders(<LotteryWidget />);
    await user.click(await screen.findByRole('button', { name: 'Lobby' }));
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    await user.selectOptions(category, 'KENO');
    const grid = await screen.findByRole('list', { name: 'KENO' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map(
          (item) =>
            item.getAttribute('aria-labelledby') && within(item).getByRole('heading').textContent,
        ),
    ).toEqual(['Keno 1 phút', 'Keno 3 phút', 'Keno 5 phút']);
  });

  it('shows the failure with a retry, then the lotteries', async () => {
    const { user, platform } = await renderWithProviders(<LotteryWidget />, {
      setUp: (sim) => sim.dev('/__sim/faults', { body: { path: MENUS, status: 503 } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    await platform.dev(`/__sim/faults?path=${MENUS}`, { method: 'DELETE' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardNames()).toContain('Hà Nội');
  });

  it('says so when a tag has no lottery on sale', async () => {
    await renderWithProviders(<LotteryWidget />, {
      brand: tiger as Brand,
      // The back office has taken every lottery off the menus.
      setUp: ({ db }) => db.prepare('DELETE FROM lottery_games').run(),
    });
    expect(await screen.findByRole('heading', { name: 'No lotteries here' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['All']);
  });
});

/**
 * Lets promises, module loads and React work run (real event-loop turns) while the fake clock stands
 * still, until `ready` holds.
 */
async function settle(ready: () => boolean, stepMs = 0) {
  for (let turn = 0; turn < 500 && !ready(); turn += 1) {
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(ready()).toBe(true);
}

/** Moves the fake clock (timers fire on the way) and lets what they started finish. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let turn = 0; turn < 5; turn += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('lottery widget timing', () => {
  it('ticks every card on one timer, closes at the lock and reloads after the draw', async () => {
    // Monday 12:00:00 UTC (19:00 in Vietnam). The simulator's clock follows the fake one: Siêu tốc
    // 1 phút draws at 12:01:00 and locks 5 s before, Siêu tốc 3 phút at 12:03:00 (lock 10 s).
    vi.useFakeTimers({
      now: Date.UTC(2025, 5, 2, 12, 0, 0),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    const rendering = renderWithProviders(<LotteryWidget />, { brand: tiger as Brand });
    await settle(() => screen.queryByRole('article', { name: 'Hà Nội' }) !== null);
    const { calls } = await rendering;
    const menuCalls = () => calls.filter((call) => call.path === MENUS).length;
    expect(menuCalls()).toBe(2);
    // Hà Nội draws daily at 18:15 Vietnam time: tomorrow's sale closes 15 minutes before, within a day.
    expect(countdownOf('Hà Nội')).toBe('23:00:00');
    expect(card('Hà Nội')).toHaveAttribute('data-on-class', 'true');
    // One ticker for every card.
    expect(vi.mocked(createTicker)).toHaveBeenCalledTimes(1);

    act(() => screen.getByRole('tab', { name: 'Siêu tốc' }).click());
    await advance(0);
    expect(countdownOf('Siêu tốc 1 phút')).toBe('00:00:55');
    expect(countdownOf('Siêu tốc 3 phút')).toBe('00:02:50');
    // Each second re-arms one timer of a second, whatever the cards.
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const tickTimers = () =>
      setTimeoutSpy.mock.calls.filter(([, delay]) => (delay ?? 0) > 900 && (delay ?? 0) <= 1_000)
        .length;
    await advance(1_000);
    expect(tickTimers()).toBe(1);
    expect(countdownOf('Siêu tốc 1 phút')).toBe('00:00:54');
    expect(countdownOf('Siêu tốc 3 phút')).toBe('00:02:49');

    // 12:00:55: the sale of Siêu tốc 1 phút closes
    await advance(54_000);
    expect(countdownOf('Siêu tốc 1 phút')).toBe('-- : -- : --');
    expect(countdownOf('Siêu tốc 3 phút')).toBe('00:01:55');
    const beforeDraw = within(card('Siêu tốc 1 phút')).getByRole('list').getAttribute('aria-label');

    // the reload after the draw (12:01:00) brings the next round and its result
    await advance(12_000);
    expect(menuCalls()).toBeGreaterThan(2);
    expect(countdownOf('Siêu tốc 1 phút')).toMatch(/^00:00:[34]\d$/);
    expect(within(card('Siêu tốc 1 phút')).getByRole('list').getAttribute('aria-label')).not.toBe(
      beforeDraw,
    );

    // Phú Yên draws on Mondays at 17:15 Vietnam time: today's has passed, the next is days away
    // (days and hours, and not highlighted); one card or three, still one tick timer a second.
    act(() => screen.getByRole('tab', { name: 'Miền Trung' }).click());
    await advance(0);
    expect(countdownOf('Phú Yên')).toMatch(/^6d \d\dh$/);
    expect(card('Phú Yên')).toHaveAttribute('data-on-class', 'false');
    setTimeoutSpy.mockClear();
    await advance(1_000);
    expect(tickTimers()).toBe(1);
    expect(vi.mocked(createTicker)).toHaveBeenCalledTimes(1);
  });

  it('never counts backwards nor drifts more than a second over 10 minutes of reloads', async () => {
    vi.useFakeTimers({
      now: Date.UTC(2025, 5, 2, 12, 0, 0, 400),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    // Each menus call takes 0-600 ms on the network, split unevenly between the way there and back,
    // so every reload measures the draw a little differently. (The simulator's latency fault only
    // waits before it answers: the way back is this test's.)
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) % 300;
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const overTheNetwork: RouteHandler = async (_call, simulator) => {
      await wait(random());
      const answer = await simulator();
      await wait(random());
      return answer;
    };
    const rendering = renderWithProviders(<LotteryWidget />, {
      brand: tiger as Brand,
      routes: { [`GET ${MENUS}`]: overTheNetwork },
    });
    await settle(() => screen.queryByRole('article', { name: 'Hà Nội' }) !== null, 50);
    const { calls } = await rendering;
    // Hà Nội alone under its tag: one card ticking (the menus reload for every lottery all the same).
    act(() => screen.getByRole('tab', { name: 'Miền Bắc' }).click());
    await advance(0);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    // Hà Nội draws daily at 18:15 Vietnam time; betting closes 15 minutes before: 11:00 UTC tomorrow.
    const closesAt = Date.UTC(2025, 5, 3, 11, 0, 0);
    const seconds = (text: string | null) =>
      (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
    let previous = seconds(countdownOf('Hà Nội'));
    // Sampled every 5 s (every tick would take minutes here): between two samples the countdown
    // goes down by 5 s, or 6 when a reload found it a little late; never less.
    for (let sample = 0; sample < 120; sample += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      const shown = seconds(countdownOf('Hà Nội'));
      expect(previous - shown).toBeGreaterThanOrEqual(5);
      expect(previous - shown).toBeLessThanOrEqual(6);
      expect(Math.abs(shown - (closesAt - Date.now()) / 1000)).toBeLessThanOrEqual(1);
      previous = shown;
    }
    // The menus were reloaded all along (Siêu tốc 1 phút's one-minute rounds keep the delay short).
    expect(calls.filter((call) => call.path === MENUS).length).toBeGreaterThan(20);
  }, 60_000);
});
