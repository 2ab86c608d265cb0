import { Suspense, type ComponentType, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { AnnouncementsResponse, Game, HotMatch, WinnerEntry } from '@wl/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueRoutes, makeGame } from '../../shared/games/gamesPlatform.test-helper';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import HotGamesRow from './HotGamesRow';
import HotMatchesStrip from './HotMatchesStrip';
import { homePageWith } from './HomePage';
import { NoticeTicker } from './NoticeTicker';
import WinnersBoard from './WinnersBoard';

const inSuspense = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

// jsdom has no layout observers or media queries; the game rows' carousels (embla) need them.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
/** Everything observed is in view at once (the page is one tall screen). */
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InViewObserver);
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});
afterEach(() => vi.unstubAllGlobals());

const winner = (index: number, winAmount: number): WinnerEntry => ({
  vo: {
    customerName: `pl***${10 + index}`,
    gameName: `Game ${index}`,
    winAmount,
    vassalage: 'PG',
    winTime: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
  },
});

describe('WinnersBoard', () => {
  it('shows at most 20 wins with player, game and the amount in the currency format', async () => {
    const list = Array.from({ length: 25 }, (_, i) => winner(i, 100 + i));
    list[0] = winner(0, 1234567.891);
    list[1] = winner(1, 500);
    const { calls } = await renderWithProviders(inSuspense(<WinnersBoard />), {
      routes: { 'GET /wps/game/winners': { list } },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['pl***10', 'Game 0', '1,234,567.89']);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('500.00');
    const query = calls.find((call) => call.path === '/wps/game/winners')?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      gameCategory: 'ALL',
      language: 'EN',
      limitNum: '20',
    });
  });

  it('says so when nobody has won yet', async () => {
    await renderWithProviders(inSuspense(<WinnersBoard />), {
      routes: { 'GET /wps/game/winners': { list: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'No winners to show yet' })).toBeVisible();
  });
});

describe('HotGamesRow', () => {
  it('puts the first game large, the next 14 in row one and the rest in row two, without hearts', async () => {
    const hot: Game[] = Array.from({ length: 20 }, (_, i) => makeGame('PG', i));
    await renderWithProviders(inSuspense(<HotGamesRow />), {
      routes: { ...catalogueRoutes(), 'GET /wps/game/hot': { list: hot } },
    });
    const list = await screen.findByRole('list', { name: 'Hot Games' });
    const cells = within(list).getAllByRole('listitem');
    expect(cells).toHaveLength(20);
    expect(cells[0]).toHaveStyle({ gridRow: '1 / span 2', gridColumn: '1 / span 2' });
    expect(cells.slice(1, 15).map((cell) => cell.style.gridRow)).toEqual(Array(14).fill('1'));
    expect(cells.slice(15).map((cell) => cell.style.gridRow)).toEqual(Array(5).fill('2'));
    expect(within(cells[0]!).getByRole('article', { name: 'PG Game 1' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('a guest pressing play gets the login modal', async () => {
    const { user, store } = await renderWithProviders(inSuspense(<HotGamesRow />), {
      routes: { ...catalogueRoutes(), 'GET /wps/game/hot': { list: [makeGame('PG', 1)] } },
    });
    const tile = await screen.findByRole('article', { name: 'PG Game 2' });
    await user.click(within(tile).getByRole('button', { name: 'Play now: PG Game 2' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
  });
});

describe('HotMatchesStrip', () => {
  const match: HotMatch = {
    matchId: 1,
    title: 'Lakers vs Celtics',
    league: 'NBA',
    homeTeam: 'Lakers',
    awayTeam: 'Celtics',
    homeTeamImageUrl: '/sim-assets/team/Lakers.svg',
    awayTeamImageUrl: '/sim-assets/team/Celtics.svg',
    matchTime: '2030-06-01T18:30:00.000Z',
    vassalage: 'SABA',
  };

  it("shows the title, both teams' pictures and the time in the player's language", async () => {
    await renderWithProviders(inSuspense(<HotMatchesStrip />), {
      routes: { 'GET /wps/sports/hotMatches': { list: [match] } },
    });
    const button = await screen.findByRole('button', { name: 'Bet on Lakers vs Celtics' });
    // The button shows the title (its name contains the text it shows: axe label-content-name-mismatch);
    // the teams and the time are the card's.
    expect(button).toHaveTextContent(/^Lakers vs Celtics$/);
    const card = screen.getByRole('listitem');
    expect(card).toContainElement(button);
    expect(within(card).getByRole('img', { name: 'Lakers' })).toHaveAttribute(
      'src',
      '/sim-assets/team/Lakers.svg',
    );
    expect(within(card).getByRole('img', { name: 'Celtics' })).toBeInTheDocument();
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(match.matchTime));
    expect(button).toHaveAccessibleDescription(`Kick-off ${expected}`);
  });

  it('sends a guest who picks a match to the login before the sportsbook', async () => {
    const { user, store } = await renderWithProviders(inSuspense(<HotMatchesStrip />), {
      routes: { 'GET /wps/sports/hotMatches': { list: [match] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Bet on Lakers vs Celtics' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
  });
});

describe('NoticeTicker', () => {
  const home: AnnouncementsResponse = {
    banners: [],
    player: [
      {
        id: 7,
        type: 'H',
        title: 'Maintenance of vendor PG on Tuesday',
        content: '<p>PG is down 2-4 am.</p><img src="x" onerror="window.hacked = true" alt="x">',
        publishTime: '2025-03-01T08:00:00Z',
      },
      {
        id: 8,
        type: 'B',
        title: 'New payment channel',
        content: '<p>Pay by QR.</p>',
        publishTime: '2025-03-01T09:00:00Z',
      },
    ],
    popup: [],
    promotion: [],
  };

  it('asks for the home notices and opens the picked one with sanitised HTML', async () => {
    const { user, calls, store } = await renderWithProviders(inSuspense(<NoticeTicker />), {
      routes: { 'GET /wps/system/announcement': home },
    });
    const ticker = await screen.findByRole('region', { name: 'Latest notices' });
    await user.click(
      within(ticker).getByRole('button', { name: 'Maintenance of vendor PG on Tuesday' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Maintenance of vendor PG on Tuesday',
    });
    expect(within(dialog).getByText('PG is down 2-4 am.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'x' })).not.toHaveAttribute('onerror');
    const query = calls.find((call) => call.path === '/wps/system/announcement')?.query;
    expect(query?.get('query')).toBe('home');
    expect(query?.get('types')).toBe('B,PU');

    await user.click(within(dialog).getByRole('button', { name: 'All notices' }));
    expect(store.getState().ui.modal).toEqual({ name: 'notice' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing when there are no notices', async () => {
    const { calls } = await renderWithProviders(
      <div data-testid="ticker">{inSuspense(<NoticeTicker />)}</div>,
      { routes: { 'GET /wps/system/announcement': { ...home, player: [] } } },
    );
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByTestId('ticker')).toBeEmptyDOMElement());
  });
});

describe('HomePage', () => {
  function HelpBody() {
    return <p>help entries</p>;
  }
  const Home: ComponentType<object> = homePageWith(async () => ({ default: HelpBody }));

  it('has one section per home category of the brand, each title a link to its lobby', async () => {
    await renderWithProviders(inSuspense(<Home />), {
      routes: {
        ...catalogueRoutes({ gamesPerVendor: 3 }),
        'GET /wps/game/hot': { list: [] },
        'GET /wps/game/winners': { list: [] },
        'GET /wps/sports/hotMatches': { list: [] },
        'GET /wps/system/announcement': { banners: [], player: [], popup: [], promotion: [] },
      },
    });
    const titles = [
      ['Slots', '/rng'],
      ['Live Casino', '/live'],
      ['Card Games', '/pvp'],
      ['Fishing', '/fish'],
      ['Sports', '/sports'],
      ['E-Sports', '/esports'],
      ['In-House Games', '/inhouse'],
    ];
    for (const [name, href] of titles) {
      const heading = await screen.findByRole('heading', { level: 2, name });
      expect(within(heading).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const sectionTitles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sectionTitles).toEqual([
      'Hot Matches',
      'Hot Games',
      ...titles.map(([name]) => name),
      'Winners',
      'Help',
    ]);
    expect(await screen.findByText('help entries')).toBeInTheDocument();
  });

  it("fills slot rows of 15 and ends a shorter row with a 'more' slide to the lobby", async () => {
    await renderWithProviders(inSuspense(<Home />), {
      routes: {
        ...catalogueRoutes({ gamesPerVendor: 20 }),
        'GET /wps/game/hot': { list: [] },
        'GET /wps/game/winners': { list: [] },
        'GET /wps/sports/hotMatches': { list: [] },
        'GET /wps/system/announcement': { banners: [], player: [], popup: [], promotion: [] },
      },
    });
    const rowOne = await screen.findByRole('region', { name: 'Slots, row 1' });
    const rowTwo = screen.getByRole('region', { name: 'Slots, row 2' });
    expect(within(rowOne).getAllByRole('article')).toHaveLength(15);
    expect(within(rowOne).queryByRole('link', { name: 'More Slots' })).toBeNull();
    expect(within(rowTwo).getAllByRole('article')).toHaveLength(5);
    expect(within(rowTwo).getByRole('link', { name: 'More Slots' })).toHaveAttribute(
      'href',
      '/rng',
    );
    // Sports vendors are entered as a whole (their book), not as games.
    expect(await screen.findByRole('button', { name: 'SABA Sports games' })).toBeInTheDocument();
  });
});
