import { act, screen, waitFor, within } from '@testing-library/react';
import type { GameListResponse, RecentGamesResponse } from '@wl/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import type { TestPlatform } from '../../shared/testing/testPlatform.test-helper';
import { languageChanged } from '../../shared/ui/uiSlice';
import { LobbyPage } from './LobbyPage';
import { textsOf } from '../../shared/testing/texts.test-helper';

const LIST = '/wps/game/list';

const queriesTo = (calls: readonly PlatformCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.query);
const lastListQuery = (calls: readonly PlatformCall[]) => queriesTo(calls, LIST).at(-1);

/** The simulator's own answer to a lobby list query of an RNG vendor (the expected tiles). */
function platformList(
  platform: TestPlatform,
  vassalage: string,
  query: Record<string, string> = {},
) {
  const params = new URLSearchParams({ gameType: 'RNG', vassalage, pageSize: '42', ...query });
  return platform.get<GameListResponse>(`${LIST}?${params}`);
}

/**
 * The game list of the selected vendor, once its first page is in and drawn: the grid paints the rows
 * in view first and the rest in a deferred render.
 */
async function gameList(name: string, { everyRow = true } = {}) {
  const list = await screen.findByRole('list', { name });
  await waitFor(() => {
    expect(tiles(list).length).toBeGreaterThan(0);
    if (everyRow) expect(tiles(list).length).toBe(Number(setSize(list)));
  });
  return list;
}
/**
 * The list's items. `hidden: true` skips Testing Library's per-element visibility walk, which on a
 * list of 100 tiles made each poll slow enough to time the test out on a loaded CI machine; the list
 * itself was found as visible.
 */
const tiles = (list: HTMLElement) => within(list).getAllByRole('listitem', { hidden: true });
const setSize = (list: HTMLElement) => tiles(list)[0]?.getAttribute('aria-setsize');
/** The names of the tiles' games, in order (read from their play buttons). */
const tileNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { name: /^Play now: /, hidden: true })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Play now: /, ''));
/** Load more, once the last page is in (found the same cheap way, then checked visible once). */
async function loadMoreButton() {
  const button = await screen.findByRole('button', { name: 'Load more', hidden: true });
  expect(button).toBeVisible();
  return button;
}

// The grid draws only the rows in the window (jsdom lays out one column): a window tall enough for
// every loaded row lets these tests read the whole list. GameGrid's own tests cover the windowing.
const jsdomHeight = window.innerHeight;
beforeEach(() => {
  window.innerHeight = 100_000;
});
afterEach(() => {
  vi.useRealTimers();
  window.innerHeight = jsdomHeight;
});

describe('lobby page', () => {
  it('shows the RNG vendors as tabs with arrows (more than 5) and the first vendor’s first 42 games', async () => {
    const { calls, platform } = await renderWithProviders(<LobbyPage />, { path: '/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    // The tabs follow the heading once the vendor lane is in.
    const tabs = await screen.findByRole('tablist', { name: 'Game providers' });
    // The simulator's RNG lane: nine vendors, the in-house BGS first (it stays in RNG).
    expect(textsOf(tabs, 'tab')).toEqual([
      'BGS Studio',
      'PG Soft',
      'JILI',
      'Pragmatic Play',
      'CQ9',
      'Fa Chai',
      'JDB',
      'Spadegaming',
      'QA Test Studio',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'BGS Studio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous providers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next providers' })).toBeInTheDocument();

    const list = await gameList('BGS Studio games');
    expect(setSize(list)).toBe('42');
    const firstPage = await platformList(platform, 'BGS', { gameClassify: 'ALL', pageNo: '1' });
    expect(tileNames(list)).toEqual(firstPage.games.map((game) => game.gameName));
    const query = lastListQuery(calls);
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'BGS',
      gameClassify: 'ALL',
      pageNo: '1',
      pageSize: '42',
      clientType: '3',
      platform: 'html5-desktop',
      merchant: 'AUR01',
      language: 'EN',
    });
  });

  it('selects the vendor named by ?page= and keeps the choice in the URL', async () => {
    const { calls, user, location } = await renderWithProviders(<LobbyPage />, {
      path: '/rng?page=JILI',
    });
    expect(await screen.findByRole('tab', { name: 'JILI' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await gameList('JILI games');
    expect(lastListQuery(calls)?.get('vassalage')).toBe('JILI');

    await user.click(screen.getByRole('tab', { name: 'CQ9' }));
    await waitFor(() => expect(location.current).toBe('/rng?page=CQ9'));
    await gameList('CQ9 games');
    expect(lastListQuery(calls)?.get('vassalage')).toBe('CQ9');
    expect(lastListQuery(calls)?.get('pageNo')).toBe('1');
  });

  it('appends the next 42 games on load more, to the last of the vendor’s games', async () => {
    // The rows in view are enough here (the first tile and the list's size): 120 tiles drawn in jsdom
    // would cost seconds.
    window.innerHeight = jsdomHeight;
    const { calls, user, platform } = await renderWithProviders(<LobbyPage />, { path: '/rng' });
    // BGS has 120 games in the seed: pages of 42, 42 and 36.
    const { total } = await platformList(platform, 'BGS');
    expect(total).toBe(120);
    const list = await gameList('BGS Studio games', { everyRow: false });
    expect(setSize(list)).toBe('42');
    const firstName = tileNames(list)[0];
    await user.click(await loadMoreButton());
    await waitFor(() => expect(setSize(list)).toBe('84'));
    expect(lastListQuery(calls)?.get('pageNo')).toBe('2');
    // The first page stays: the list grew, it was not replaced.
    const first = tiles(list)[0];
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(
      within(first!).getByRole('button', { name: `Play now: ${firstName}` }),
    ).toBeInTheDocument();
    await user.click(await loadMoreButton());
    await waitFor(() => expect(setSize(list)).toBe(String(total)));
    expect(await screen.findByText('You have seen all the games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more', hidden: true })).toBeNull();
  });

  it('switches to hot games and back to all when hot is chosen again', async () => {
    const { calls, user, platform } = await renderWithProviders(<LobbyPage />, { path: '/rng' });
    await gameList('BGS Studio games');
    const hot = screen.getByRole('button', { name: 'Hot' });
    await user.click(hot);
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('HOT'));
    const hotGames = await platformList(platform, 'BGS', { gameClassify: 'HOT' });
    await waitFor(() =>
      expect(setSize(screen.getByRole('list', { name: 'BGS Studio games' }))).toBe(
        String(hotGames.total),
      ),
    );
    await waitFor(() =>
      expect(tileNames(screen.getByRole('list', { name: 'BGS Studio games' }))).toEqual(
        hotGames.games.map((game) => game.gameName),
      ),
    );

    await user.click(hot);
    expect(hot).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('ALL'));
  });

  it('gives a guest the login modal for favourites and recents, and nothing else', async () => {
    const { calls, user, store } = await renderWithProviders(<LobbyPage />, { path: '/rng' });
    await gameList('BGS Studio games');
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(store.getState().ui.modal?.name).toBe('login');
    expect(screen.getByRole('button', { name: 'Favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(store.getState().ui.modal?.name).toBe('login');
    expect(calls.slice(before).filter((c) => c.path !== '/wps/game/vendor/lanes')).toEqual([]);
  });

  it('gives a trial user the real-account warning for favourites', async () => {
    const { user, store, calls } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      signedInAs: 'trial',
    });
    await gameList('BGS Studio games');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(queriesTo(calls, LIST).some((q) => q.get('gameClassify') === 'FAV')).toBe(false);
  });

  it("lists a member's favourites and recent games of the vendor", async () => {
    // player1's seeded favourites and recent games include JILI games (README "Games and content").
    const { user, calls, platform } = await renderWithProviders(<LobbyPage />, {
      path: '/rng?page=JILI',
      signedInAs: 'player1',
    });
    const favourites = await platformList(platform, 'JILI', { gameClassify: 'FAV' });
    const recents = await platform.get<RecentGamesResponse>('/wps/game/recent?vassalage=JILI');
    expect(favourites.total).toBeGreaterThan(0);
    expect(recents.list.length).toBeGreaterThan(0);
    await gameList('JILI games');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('FAV'));
    // Read the tiles once the favourites replaced the whole list.
    await waitFor(() =>
      expect(setSize(screen.getByRole('list', { name: 'JILI games' }))).toBe(
        String(favourites.total),
      ),
    );
    expect(tileNames(screen.getByRole('list', { name: 'JILI games' }))).toEqual(
      favourites.games.map((game) => game.gameName),
    );

    await user.click(screen.getByRole('button', { name: 'Recent' }));
    await waitFor(() =>
      expect(tileNames(screen.getByRole('list', { name: 'JILI games' }))).toEqual(
        recents.list.map((game) => game.gameName),
      ),
    );
    expect(queriesTo(calls, '/wps/game/recent').at(-1)?.get('vassalage')).toBe('JILI');
  });

  it('searches by the trimmed game name, with a clear button and an empty state', async () => {
    const { calls, user, platform } = await renderWithProviders(<LobbyPage />, { path: '/rng' });
    const list = await gameList('BGS Studio games');
    const wanted = tileNames(list)[5]!;
    const search = screen.getByRole('searchbox', { name: 'Search games by name' });
    await user.type(search, `  ${wanted}  `);
    await waitFor(() => expect(lastListQuery(calls)?.get('gameName')).toBe(wanted));
    // The platform's matches of that name (a substring, so perhaps more than one).
    const matches = await platformList(platform, 'BGS', { gameName: wanted });
    // The list is replaced when the answer lands: read it once it holds the matches.
    await waitFor(() =>
      expect(setSize(screen.getByRole('list', { name: 'BGS Studio games' }))).toBe(
        String(matches.total),
      ),
    );
    expect(tileNames(screen.getByRole('list', { name: 'BGS Studio games' }))).toContain(wanted);
    // One search per settled typing, not one per key: LobbyToolbar.test.tsx, on the test's clock.

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(
      await screen.findByRole('heading', { name: 'No games match “zzz”' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('gameName')).toBeNull());
    expect(setSize(await gameList('BGS Studio games'))).toBe('42');
  });

  it('filters RNG games by minimum bet and classify, from page 1', async () => {
    const { calls, user, platform } = await renderWithProviders(<LobbyPage />, { path: '/rng' });
    await gameList('BGS Studio games');
    const minBet = screen.getByRole('combobox', { name: 'Minimum bet' });
    expect(textsOf(minBet, 'option')).toEqual(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
    await user.selectOptions(minBet, '0.5');
    await waitFor(() => expect(lastListQuery(calls)?.get('minBet')).toBe('0.5'));
    const classify = screen.getByRole('combobox', { name: 'Game type' });
    expect(textsOf(classify, 'option')).toEqual([
      'All',
      'Video Poker',
      'Slots',
      'Arcade',
      'Table Games',
      'Scratch Cards',
    ]);
    await user.selectOptions(classify, 'Video Poker');
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('VP'));
    expect(lastListQuery(calls)?.get('pageNo')).toBe('1');
    const videoPoker = await platformList(platform, 'BGS', { gameClassify: 'VP', minBet: '0.5' });
    await waitFor(() =>
      expect(tileNames(screen.getByRole('list', { name: 'BGS Studio games' }))).toEqual(
        videoPoker.games.map((game) => game.gameName),
      ),
    );
    // No BGS scratch card has a minimum bet of 0.5 in the seed.
    await user.selectOptions(classify, 'Scratch Cards');
    expect(
      await screen.findByRole('heading', { name: 'No games match these filters' }),
    ).toBeInTheDocument();
    expect((await platformList(platform, 'BGS', { gameClassify: 'SC', minBet: '0.5' })).total).toBe(
      0,
    );
  });

  it('offers the filters only in the RNG and in-house lobbies', async () => {
    await renderWithProviders(<LobbyPage />, { path: '/live' });
    await gameList('Evolution games');
    expect(screen.queryByRole('combobox', { name: 'Minimum bet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous providers' })).toBeNull();
  });

  it('reloads the list from page 1 when the language changes', async () => {
    const { calls, store } = await renderWithProviders(<LobbyPage />, { path: '/rng' });
    await gameList('BGS Studio games');
    act(() => {
      store.dispatch(languageChanged('BN'));
    });
    await waitFor(() => expect(lastListQuery(calls)?.get('language')).toBe('BN'));
    expect(lastListQuery(calls)?.get('pageNo')).toBe('1');
  });

  it('shows the catalogue message and retries when the list fails', async () => {
    const { user, platform } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      setUp: (sim) => sim.dev('/__sim/faults', { body: { path: LIST, status: 503 } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    await platform.dev(`/__sim/faults?path=${LIST}`, { method: 'DELETE' });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(setSize(await gameList('BGS Studio games'))).toBe('42');
  });

  it('shows the in-house lobby with the BGS vendor only', async () => {
    const { calls } = await renderWithProviders(<LobbyPage />, { path: '/inhouse' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'In-House Games' }),
    ).toBeInTheDocument();
    // The vendor tabs follow the heading once the vendor list is in.
    expect(textsOf(await screen.findByRole('tablist'), 'tab')).toEqual(['BGS Studio']);
    await gameList('BGS Studio games');
    expect(Object.fromEntries(lastListQuery(calls) ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'BGS',
    });
  });

  it("shows the PVP vendor's rooms above its games", async () => {
    await renderWithProviders(<LobbyPage />, { path: '/pvp' });
    // Kaiyuan's four seeded rooms, from Beginner (0.10) to VIP (50).
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    expect(within(rooms).getByText('Kaiyuan VIP')).toBeInTheDocument();
    expect(within(rooms).getByText('Minimum bet 50.00')).toBeInTheDocument();
    expect(
      within(rooms).getByRole('button', { name: 'Join Kaiyuan Beginner' }),
    ).toBeInTheDocument();
    expect(within(rooms).getAllByRole('button', { name: /^Join / })).toHaveLength(4);
  });

  it("splits sports vendors by the brand's e-sports list into vendor cards", async () => {
    await renderWithProviders(<LobbyPage />, { path: '/sports' });
    // The simulator's SPORTS lane less aurora's esportsVendors (AV, IMES).
    const sports = await screen.findByRole('list', { name: 'Sports providers' });
    expect(textsOf(sports, 'heading')).toEqual([
      'SABA Sports',
      'CMD368',
      'BTi Sports',
      'AI E-sports',
      'TF Gaming',
      'IA E-sports',
    ]);
    expect(within(sports).getByRole('button', { name: 'Enter SABA Sports' })).toBeInTheDocument();
  });

  it('lists the e-sports vendors of the brand on /esports', async () => {
    await renderWithProviders(<LobbyPage />, { path: '/esports' });
    const esports = await screen.findByRole('list', { name: 'E-Sports providers' });
    expect(textsOf(esports, 'heading')).toEqual(['AVIA E-sports', 'IM E-sports']);
  });

  it('says so when the vendor lanes fail, with a retry', async () => {
    const { user, platform } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      setUp: (sim) =>
        sim.dev('/__sim/faults', { body: { path: '/wps/game/vendor/lanes', status: 500 } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    await platform.dev('/__sim/faults', { method: 'DELETE' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'BGS Studio' })).toBeInTheDocument();
  });
});
