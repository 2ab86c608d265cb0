import { act, screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import { createTicker } from '@wl/lottery-engine';
import type * as LotteryEngine from '@wl/lottery-engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import lotus from '../../../../../brands/lotus.json';
import tiger from '../../../../../brands/tiger.json';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import {
  ALL_LOTTERIES,
  KENO_1,
  LOTT_1M,
  SEA_1M,
  VN_HCM,
  VN_MB,
  VN_ST1,
  lotteryRoutes,
  type FakeLottery,
} from './lotteryPlatform.test-helper';
import LotteryWidget from './LotteryWidget';

// The engine's ticker, watched: the widget must create one for all its cards.
vi.mock('@wl/lottery-engine', async (importOriginal) => {
  const engine = await importOriginal<typeof LotteryEngine>();
  return { ...engine, createTicker: vi.fn(engine.createTicker) };
});

const member = { token: 'tok', username: 'player1', account: 'player1', isAgent: 0 };
const VN_DNG: FakeLottery = {
  ...VN_HCM,
  gameId: 2,
  code: 'VN_DNG',
  label: 'Đà Nẵng',
  tag: 'Miền Trung',
};

beforeEach(() => {
  vi.mocked(createTicker).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Lottery types' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** The cards under the tabs (whichever list mode shows them). */
async function cards() {
  const panel = await screen.findByRole('tabpanel');
  return within(panel).findAllByRole('article');
}
const cardNames = async () =>
  (await cards()).map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => screen.getByRole('article', { name });
const countdownOf = (name: string) => within(card(name)).getByRole('timer').textContent;

describe('lottery widget', () => {
  it('shows ALL, the Vietnamese tags and KENO for a brand selling a GPI e-lottery (aurora)', async () => {
    const { calls } = await renderWithProviders(<LotteryWidget />, {
      brand: aurora as Brand,
      routes: lotteryRoutes(),
    });
    await screen.findByRole('tablist', { name: 'Lottery types' });
    expect(tabNames()).toEqual(['All', 'Miền Bắc', 'Miền Nam', 'Keno']);
    expect(screen.queryByRole('button', { name: 'More lottery types' })).not.toBeInTheDocument();
    // one menus call per prize mode of the brand
    const prizeModes = calls
      .filter((call) => call.path === '/lgw/games/game_menus')
      .map((call) => call.query.get('prizeMode'));
    expect(prizeModes.sort()).toEqual(['Elott', 'Lott']);
    expect(await cardNames()).toEqual([
      'Hà Nội',
      'TP. Hồ Chí Minh',
      'Keno 1 phút',
      'Lucky 8 Digits',
      'Lucky 5 Balls 1 phút',
    ]);
  });

  it('has no KENO tab without a GPI e-lottery, and a tag per Vietnamese menu (tiger)', async () => {
    await renderWithProviders(<LotteryWidget />, {
      brand: tiger as Brand,
      routes: lotteryRoutes(),
    });
    await screen.findByRole('tablist', { name: 'Lottery types' });
    expect(tabNames()).toEqual(['All', 'Miền Bắc', 'Miền Nam', 'Siêu tốc']);
  });

  it('shows 5 tags per view with arrows when there are more (lotus)', async () => {
    const { user } = await renderWithProviders(<LotteryWidget />, {
      brand: lotus as Brand,
      routes: lotteryRoutes({ games: [...ALL_LOTTERIES, VN_DNG] }),
    });
    await screen.findByRole('tablist', { name: 'Lottery types' });
    expect(tabNames()).toEqual(['All', 'Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc']);
    expect(screen.getByRole('button', { name: 'Previous lottery types' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More lottery types' }));
    expect(tabNames()).toEqual(['Keno']);
    await user.click(screen.getByRole('tab', { name: 'Keno' }));
    expect(await cardNames()).toEqual(['Keno 1 phút']);
  });

  it('lists a tag’s lotteries, and changing the tag resets the list mode', async () => {
    const { user, calls } = await renderWithProviders(<LotteryWidget />, {
      routes: lotteryRoutes({ popular: [LOTT_1M, VN_MB] }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Miền Nam' }));
    expect(await cardNames()).toEqual(['TP. Hồ Chí Minh']);

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () =>
      expect(await cardNames()).toEqual(['Lucky 5 Balls 1 phút', 'Hà Nội']),
    );
    expect(calls.find((call) => call.path === '/lgw/games/popular')?.query.get('count')).toBe('20');

    await user.click(screen.getByRole('tab', { name: 'Miền Bắc' }));
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'false');
    expect(await cardNames()).toEqual(['Hà Nội']);
  });

  it('asks a guest to log in for favourites and recents, and changes nothing', async () => {
    const { user, store, calls } = await renderWithProviders(<LotteryWidget />, {
      routes: lotteryRoutes(),
    });
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
    const { user } = await renderWithProviders(<LotteryWidget />, {
      session: member,
      routes: lotteryRoutes(),
    });
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await user.click(
      within(card('Lucky 5 Balls 1 phút')).getByRole('button', {
        name: 'Add Lucky 5 Balls 1 phút to favourites',
      }),
    );
    await user.click(
      within(card('Hà Nội')).getByRole('button', { name: 'Add Hà Nội to favourites' }),
    );
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:player1') ?? '[]')).toEqual([
      '49',
      '1',
    ]);

    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(await cardNames()).toEqual(['Hà Nội', 'Lucky 5 Balls 1 phút']);
    await user.click(
      within(card('Hà Nội')).getByRole('button', { name: 'Remove Hà Nội from favourites' }),
    );
    expect(await cardNames()).toEqual(['Lucky 5 Balls 1 phút']);
  });

  it('lists a member’s recent lotteries in the order of the answer, matched to the menus', async () => {
    const { user, calls } = await renderWithProviders(<LotteryWidget />, {
      session: member,
      // SEA_1M is not sold by aurora: it has no menu and is left out.
      routes: lotteryRoutes({ recent: [KENO_1, SEA_1M, VN_MB, LOTT_1M] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Recent' }));
    await waitFor(async () =>
      expect(await cardNames()).toEqual(['Keno 1 phút', 'Hà Nội', 'Lucky 5 Balls 1 phút']),
    );
    const recent = calls.find((call) => call.path === '/lgw/vn/games/game_menu/recent');
    expect(recent?.query.get('recentCount')).toBe('100');
    expect(recent?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('shows the lobby with a category selector and a grid', async () => {
    const { user } = await renderWithProviders(<LotteryWidget />, { routes: lotteryRoutes() });
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
    ).toEqual(['Keno 1 phút']);
  });

  it('shows the failure with a retry, then the lotteries', async () => {
    let failing = true;
    const routes = lotteryRoutes();
    const menus = routes['GET /lgw/games/game_menus'] as (call: never) => unknown;
    const { user } = await renderWithProviders(<LotteryWidget />, {
      routes: {
        ...routes,
        'GET /lgw/games/game_menus': (call: never) =>
          failing ? fail('Service busy', 'BUSY') : menus(call),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service busy');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardNames()).toContain('Hà Nội');
  });

  it('says so when a tag has no lottery on sale', async () => {
    await renderWithProviders(<LotteryWidget />, {
      brand: tiger as Brand,
      routes: lotteryRoutes({ games: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No lotteries here' })).toBeInTheDocument();
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
    // 12:00:00 UTC: LOTT_1M draws at 12:01:00 and locks 10 s before.
    vi.useFakeTimers({
      now: Date.UTC(2025, 5, 2, 12, 0, 0),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    const rendering = renderWithProviders(<LotteryWidget />, {
      brand: tiger as Brand,
      // VN_MB drawing weekly here: its next draw is days away
      routes: lotteryRoutes({
        games: [LOTT_1M, VN_ST1, { ...VN_MB, roundSeconds: 7 * 86_400 }, VN_HCM],
      }),
    });
    await settle(() => screen.queryByRole('article', { name: 'Lucky 5 Balls 1 phút' }) !== null);
    const { calls } = await rendering;
    const menuCalls = () => calls.filter((call) => call.path === '/lgw/games/game_menus').length;
    expect(menuCalls()).toBe(2);
    expect(countdownOf('Lucky 5 Balls 1 phút')).toBe('00:00:50');
    expect(countdownOf('Siêu tốc 1 phút')).toBe('00:00:55');
    // VN_MB's next draw is days away: days and hours, and not highlighted
    expect(countdownOf('Hà Nội')).toMatch(/^\d+d \d\dh$/);
    expect(card('Hà Nội')).toHaveAttribute('data-on-class', 'false');
    expect(card('Lucky 5 Balls 1 phút')).toHaveAttribute('data-on-class', 'true');
    // One ticker for every card: each second re-arms one timer of a second.
    expect(vi.mocked(createTicker)).toHaveBeenCalledTimes(1);
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const tickTimers = () =>
      setTimeoutSpy.mock.calls.filter(([, delay]) => (delay ?? 0) > 900 && (delay ?? 0) <= 1_000)
        .length;
    await advance(1_000);
    expect(tickTimers()).toBe(1);
    expect(countdownOf('Lucky 5 Balls 1 phút')).toBe('00:00:49');
    expect(countdownOf('Siêu tốc 1 phút')).toBe('00:00:54');

    // 12:00:50: the sale of LOTT_1M closes
    await advance(49_000);
    expect(countdownOf('Lucky 5 Balls 1 phút')).toBe('-- : -- : --');
    expect(countdownOf('Siêu tốc 1 phút')).toBe('00:00:05');
    const beforeDraw = within(card('Lucky 5 Balls 1 phút'))
      .getByRole('list')
      .getAttribute('aria-label');

    // the reload after the draw (12:01:00) brings the next round and its result
    await advance(12_000);
    expect(menuCalls()).toBeGreaterThan(2);
    expect(countdownOf('Lucky 5 Balls 1 phút')).toMatch(/^00:00:[34]\d$/);
    expect(
      within(card('Lucky 5 Balls 1 phút')).getByRole('list').getAttribute('aria-label'),
    ).not.toBe(beforeDraw);

    // one card or four: still one tick timer a second
    act(() => screen.getByRole('tab', { name: 'Miền Bắc' }).click());
    await advance(0);
    expect(screen.getAllByRole('article')).toHaveLength(1);
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
    // Each menus call takes 0-600 ms, split unevenly between the way there and back, so every
    // reload measures the draw a little differently.
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) % 300;
    const rendering = renderWithProviders(<LotteryWidget />, {
      brand: tiger as Brand,
      routes: lotteryRoutes({ games: [VN_HCM, VN_ST1], latency: () => [random(), random()] }),
    });
    await settle(() => screen.queryByRole('article', { name: 'TP. Hồ Chí Minh' }) !== null, 50);
    const { calls } = await rendering;
    // VN_HCM draws on each hour here; betting closes 15 minutes before: 12:45 UTC.
    const closesAt = Date.UTC(2025, 5, 2, 12, 45, 0);
    const seconds = (text: string | null) =>
      (text ?? '').split(':').reduce((total, part) => total * 60 + Number(part), 0);
    let previous = seconds(countdownOf('TP. Hồ Chí Minh'));
    // Sampled every 5 s (every tick would take minutes here): between two samples the countdown
    // goes down by 5 s, or 6 when a reload found it a little late; never less.
    for (let sample = 0; sample < 120; sample += 1) {
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      const shown = seconds(countdownOf('TP. Hồ Chí Minh'));
      expect(previous - shown).toBeGreaterThanOrEqual(5);
      expect(previous - shown).toBeLessThanOrEqual(6);
      expect(Math.abs(shown - (closesAt - Date.now()) / 1000)).toBeLessThanOrEqual(1);
      previous = shown;
    }
    // The menus were reloaded all along (VN_ST1's one-minute rounds keep the delay short).
    expect(calls.filter((call) => call.path === '/lgw/games/game_menus').length).toBeGreaterThan(
      20,
    );
  }, 60_000);
});
