import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoutes, makeGame, queriesTo } from '../../shared/games/gamesPlatform.test-helper';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { languageChanged } from '../../shared/ui/uiSlice';
import { LobbyPage } from './LobbyPage';

const LIST = '/wps/game/list';
const member = { token: 'tok', username: 'player1', isAgent: 0 };
const trial = { token: 'tok', username: 'guest123', isAgent: 4 };

const lastListQuery = (calls: Parameters<typeof queriesTo>[0]) => queriesTo(calls, LIST).at(-1);

/** The game list of the selected vendor, once its first page is in. */
async function gameList(name: string) {
  const list = await screen.findByRole('list', { name });
  await waitFor(() => expect(tiles(list).length).toBeGreaterThan(0));
  return list;
}
/**
 * The list's items. `hidden: true` skips Testing Library's per-element visibility walk, which on a
 * list of 100 tiles made each poll slow enough to time the test out on a loaded CI machine; the list
 * itself was found as visible.
 */
const tiles = (list: HTMLElement) => within(list).getAllByRole('listitem', { hidden: true });
const setSize = (list: HTMLElement) => tiles(list)[0]?.getAttribute('aria-setsize');
/** Load more, once the last page is in (found the same cheap way, then checked visible once). */
async function loadMoreButton() {
  const button = await screen.findByRole('button', { name: 'Load more', hidden: true });
  expect(button).toBeVisible();
  return button;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lobby page', () => {
  it('shows the RNG vendors as tabs with arrows (more than 5) and the first vendor’s first 42 games', async () => {
    const { calls } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Game providers' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(7);
    expect(within(tabs).getByRole('tab', { name: 'PG Studio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous providers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next providers' })).toBeInTheDocument();

    const list = await gameList('PG Studio games');
    expect(setSize(list)).toBe('42');
    expect(screen.getByRole('button', { name: 'Play now: PG Game 1' })).toBeInTheDocument();
    const query = lastListQuery(calls);
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'PG',
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
      routes: catalogueRoutes(),
    });
    expect(await screen.findByRole('tab', { name: 'JILI Studio' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await gameList('JILI Studio games');
    expect(lastListQuery(calls)?.get('vassalage')).toBe('JILI');

    await user.click(screen.getByRole('tab', { name: 'CQ9 Studio' }));
    await waitFor(() => expect(location.current).toBe('/rng?page=CQ9'));
    await gameList('CQ9 Studio games');
    expect(lastListQuery(calls)?.get('vassalage')).toBe('CQ9');
    expect(lastListQuery(calls)?.get('pageNo')).toBe('1');
  });

  it('appends the next 42 games on load more', async () => {
    const { calls, user } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    const list = await gameList('PG Studio games');
    expect(setSize(list)).toBe('42');
    await user.click(await loadMoreButton());
    await waitFor(() => expect(setSize(list)).toBe('84'));
    expect(lastListQuery(calls)?.get('pageNo')).toBe('2');
    // The first page stays: the list grew, it was not replaced.
    const first = tiles(list)[0];
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(within(first!).getByRole('button', { name: 'Play now: PG Game 1' })).toBeInTheDocument();
    await user.click(await loadMoreButton());
    await waitFor(() => expect(setSize(list)).toBe('100'));
    expect(await screen.findByText('You have seen all the games')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more', hidden: true })).toBeNull();
  });

  it('switches to hot games and back to all when hot is chosen again', async () => {
    const { calls, user } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    await gameList('PG Studio games');
    const hot = screen.getByRole('button', { name: 'Hot' });
    await user.click(hot);
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('HOT'));
    const list = await gameList('PG Studio games');
    expect(setSize(list)).toBe('10');

    await user.click(hot);
    expect(hot).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('ALL'));
  });

  it('gives a guest the login modal for favourites and recents, and nothing else', async () => {
    const { calls, user, store } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    await gameList('PG Studio games');
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
      session: trial,
      routes: catalogueRoutes(),
    });
    await gameList('PG Studio games');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(queriesTo(calls, LIST).some((q) => q.get('gameClassify') === 'FAV')).toBe(false);
  });

  it("lists a member's favourites and recent games of the vendor", async () => {
    const favourites = new Set([makeGame('PG', 3).nodeId, makeGame('PG', 8).nodeId]);
    const { user, calls } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      session: member,
      routes: catalogueRoutes({ favourites, recents: [makeGame('PG', 20).nodeId] }),
    });
    await gameList('PG Studio games');
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('FAV'));
    // Read the tiles once the favourites replaced the whole list: a tile of the unfiltered list (it
    // holds Game 4 too) is gone once the answer lands.
    await waitFor(() =>
      expect(setSize(screen.getByRole('list', { name: 'PG Studio games' }))).toBe('2'),
    );
    expect(screen.getByRole('button', { name: 'Play now: PG Game 4' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(await screen.findByRole('button', { name: 'Play now: PG Game 21' })).toBeInTheDocument();
    expect(queriesTo(calls, '/wps/game/recent').at(-1)?.get('vassalage')).toBe('PG');
  });

  it('searches by the trimmed game name, with a clear button and an empty state', async () => {
    const { calls, user } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    await gameList('PG Studio games');
    const search = screen.getByRole('searchbox', { name: 'Search games by name' });
    await user.type(search, '  Game 42  ');
    await waitFor(() => expect(lastListQuery(calls)?.get('gameName')).toBe('Game 42'));
    // The list is replaced when the answer lands: read it once it holds the one match (a tile found
    // earlier in the unfiltered list is gone by then).
    await waitFor(() =>
      expect(setSize(screen.getByRole('list', { name: 'PG Studio games' }))).toBe('1'),
    );
    expect(screen.getByRole('button', { name: 'Play now: PG Game 42' })).toBeInTheDocument();
    // One search per settled typing, not one per key: LobbyToolbar.test.tsx, on the test's clock.

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(
      await screen.findByRole('heading', { name: 'No games match “zzz”' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(lastListQuery(calls)?.get('gameName')).toBeNull());
    expect(setSize(await gameList('PG Studio games'))).toBe('42');
  });

  it('filters RNG games by minimum bet and classify, from page 1', async () => {
    const { calls, user } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    await gameList('PG Studio games');
    const minBet = screen.getByRole('combobox', { name: 'Minimum bet' });
    expect(
      within(minBet)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
    await user.selectOptions(minBet, '0.5');
    await waitFor(() => expect(lastListQuery(calls)?.get('minBet')).toBe('0.5'));
    const classify = screen.getByRole('combobox', { name: 'Game type' });
    expect(
      within(classify)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Video Poker', 'Slots', 'Arcade', 'Table Games', 'Scratch Cards']);
    await user.selectOptions(classify, 'Video Poker');
    await waitFor(() => expect(lastListQuery(calls)?.get('gameClassify')).toBe('VP'));
    expect(lastListQuery(calls)?.get('pageNo')).toBe('1');
    // 0.5 and VP together: no game of the fixture has both.
    expect(
      await screen.findByRole('heading', { name: 'No games match these filters' }),
    ).toBeInTheDocument();
  });

  it('offers the filters only in the RNG and in-house lobbies', async () => {
    await renderWithProviders(<LobbyPage />, { path: '/live', routes: catalogueRoutes() });
    await gameList('Evolution games');
    expect(screen.queryByRole('combobox', { name: 'Minimum bet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous providers' })).toBeNull();
  });

  it('reloads the list from page 1 when the language changes', async () => {
    const { calls, store } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    await gameList('PG Studio games');
    act(() => {
      store.dispatch(languageChanged('BN'));
    });
    await waitFor(() => expect(lastListQuery(calls)?.get('language')).toBe('BN'));
    expect(lastListQuery(calls)?.get('pageNo')).toBe('1');
  });

  it('shows the catalogue message and retries when the list fails', async () => {
    let failing = true;
    const routes = catalogueRoutes();
    const list = routes['GET /wps/game/list'] as (call: never) => unknown;
    const { user } = await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: {
        ...routes,
        'GET /wps/game/list': (call: never) =>
          failing ? new Response('{}', { status: 503 }) : list(call),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(setSize(await gameList('PG Studio games'))).toBe('42');
  });

  it('shows the in-house lobby with the BGS vendor only', async () => {
    const { calls } = await renderWithProviders(<LobbyPage />, {
      path: '/inhouse',
      routes: catalogueRoutes(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'In-House Games' }),
    ).toBeInTheDocument();
    // The vendor tabs follow the heading once the vendor list is in.
    expect(
      within(await screen.findByRole('tablist'))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['BGS Studio']);
    await gameList('BGS Studio games');
    expect(Object.fromEntries(lastListQuery(calls) ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'BGS',
    });
  });

  it("shows the PVP vendor's rooms above its games", async () => {
    await renderWithProviders(<LobbyPage />, { path: '/pvp', routes: catalogueRoutes() });
    const rooms = await screen.findByRole('region', { name: 'Rooms' });
    expect(within(rooms).getByText('KY VIP')).toBeInTheDocument();
    expect(within(rooms).getByText('Minimum bet 50.00')).toBeInTheDocument();
    expect(within(rooms).getByRole('button', { name: 'Join KY Beginner' })).toBeInTheDocument();
  });

  it("splits sports vendors by the brand's e-sports list into vendor cards", async () => {
    await renderWithProviders(<LobbyPage />, { path: '/sports', routes: catalogueRoutes() });
    const sports = await screen.findByRole('list', { name: 'Sports providers' });
    expect(
      within(sports)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['SABA Sports', 'CMD368']);
    expect(within(sports).getByRole('button', { name: 'Enter SABA Sports' })).toBeInTheDocument();
  });

  it('lists the e-sports vendors of the brand on /esports', async () => {
    await renderWithProviders(<LobbyPage />, { path: '/esports', routes: catalogueRoutes() });
    const esports = await screen.findByRole('list', { name: 'E-Sports providers' });
    expect(
      within(esports)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['AVIA E-sports', 'IM E-sports']);
  });

  it('says so when the vendor lanes fail, with a retry', async () => {
    await renderWithProviders(<LobbyPage />, {
      path: '/rng',
      routes: { 'GET /wps/game/vendor/lanes': fail('Service busy') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service busy');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
