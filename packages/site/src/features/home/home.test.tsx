import { Suspense, type ComponentType, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import {
  API_PATHS,
  type HotGamesResponse,
  type HotMatchesResponse,
  type WinnersResponse,
} from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import type { TestPlatform } from '../../shared/testing/testPlatform.test-helper';
import HotGamesRow from './HotGamesRow';
import HotMatchesStrip from './HotMatchesStrip';
import { homePageWith } from './HomePage';
import { NoticeTicker } from './NoticeTicker';
import WinnersBoard from './WinnersBoard';
import { textsOf } from '../../shared/testing/texts.test-helper';

const inSuspense = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** The winners board's call, as the site makes it (asserted below). */
const WINNERS = `${API_PATHS.winners}?gameCategory=ALL&language=EN&limitNum=20`;

describe('WinnersBoard', () => {
  it('shows at most 20 wins with player, game and the amount in the currency format', async () => {
    const { calls, platform } = await renderWithProviders(inSuspense(<WinnersBoard />), {
      // The back office's two latest wins: a large amount with a fraction of a cent, and a round one.
      setUp: ({ db }) => {
        const latest = db.prepare(
          'UPDATE winners SET win_amount = ? WHERE id = (SELECT id FROM winners ORDER BY win_at DESC LIMIT 1 OFFSET ?)',
        );
        latest.run(1234567.891, 0);
        latest.run(500, 1);
      },
    });
    const { list } = await platform.get<WinnersResponse>(WINNERS, { token: null });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(textsOf(rows[0]!, 'cell')).toEqual([
      list[0]?.vo.customerName,
      list[0]?.vo.gameName,
      '1,234,567.89',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[2]).toHaveTextContent('500.00');
    const query = calls.find((call) => call.path === API_PATHS.winners)?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      gameCategory: 'ALL',
      language: 'EN',
      limitNum: '20',
    });
  });

  it('says so when nobody has won yet', async () => {
    await renderWithProviders(inSuspense(<WinnersBoard />), {
      setUp: ({ db }) => db.prepare('DELETE FROM winners').run(),
    });
    expect(await screen.findByRole('heading', { name: 'No winners to show yet' })).toBeVisible();
  });
});

/** The hot games the simulator answers the site with (its seed's hot games, by id). */
const hotGames = (platform: TestPlatform) =>
  platform.get<HotGamesResponse>(`${API_PATHS.hotGames}?merchantCode=AUR01&isPlatform=2`, {
    token: null,
  });

describe('HotGamesRow', () => {
  it('puts the first game large, the next 14 in row one and the rest in row two, without hearts', async () => {
    const { platform } = await renderWithProviders(inSuspense(<HotGamesRow />));
    const { list: hot } = await hotGames(platform);
    expect(hot.length).toBeGreaterThan(15);
    const list = await screen.findByRole('list', { name: 'Hot Games' });
    const cells = within(list).getAllByRole('listitem');
    expect(cells).toHaveLength(hot.length);
    expect(cells[0]).toHaveStyle({ gridRow: '1 / span 2', gridColumn: '1 / span 2' });
    expect(cells.slice(1, 15).map((cell) => cell.style.gridRow)).toEqual(Array(14).fill('1'));
    expect(cells.slice(15).map((cell) => cell.style.gridRow)).toEqual(
      Array(hot.length - 15).fill('2'),
    );
    expect(
      within(cells[0]!).getByRole('article', { name: hot[0]?.displayName }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('a guest pressing play gets the login modal', async () => {
    const { user, store, platform } = await renderWithProviders(inSuspense(<HotGamesRow />));
    const first = (await hotGames(platform)).list[0]!;
    const list = await screen.findByRole('list', { name: 'Hot Games' });
    const tile = within(within(list).getAllByRole('listitem')[0]!).getByRole('article', {
      name: first.displayName,
    });
    await user.click(within(tile).getByRole('button', { name: `Play now: ${first.displayName}` }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
  });
});

describe('HotMatchesStrip', () => {
  it("shows the title, both teams' pictures and the time in the player's language", async () => {
    const { platform } = await renderWithProviders(inSuspense(<HotMatchesStrip />));
    const { list } = await platform.get<HotMatchesResponse>(`${API_PATHS.hotMatches}?language=EN`, {
      token: null,
    });
    const match = list[0]!;
    const button = await screen.findByRole('button', { name: `Bet on ${match.title}` });
    // The button shows the title (its name contains the text it shows: axe label-content-name-mismatch);
    // the teams and the time are the card's.
    expect(button).toHaveTextContent(new RegExp(`^${match.title}$`));
    const card = screen.getAllByRole('listitem').find((item) => item.contains(button))!;
    expect(within(card).getByRole('img', { name: match.homeTeam })).toHaveAttribute(
      'src',
      match.homeTeamImageUrl,
    );
    expect(within(card).getByRole('img', { name: match.awayTeam })).toBeInTheDocument();
    const expected = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(match.matchTime));
    expect(button).toHaveAccessibleDescription(`Kick-off ${expected}`);
  });

  it('sends a guest who picks a match to the login before the sportsbook', async () => {
    const { user, store } = await renderWithProviders(inSuspense(<HotMatchesStrip />));
    // The seed's first hot match (SABA).
    await user.click(
      await screen.findByRole('button', { name: 'Bet on Manchester Red vs London Blue' }),
    );
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
  });
});

describe('NoticeTicker', () => {
  it('asks for the home notices and opens the picked one with sanitised HTML', async () => {
    const { user, calls, store } = await renderWithProviders(inSuspense(<NoticeTicker />));
    const ticker = await screen.findByRole('region', { name: 'Latest notices' });
    // The seed's B notice with unsafe HTML (a picture with onerror, a script, a javascript: link).
    await user.click(within(ticker).getByRole('button', { name: 'New payment channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'New payment channel' });
    expect(within(dialog).getByText('Welcome bonus details inside.')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    const query = calls.find((call) => call.path === API_PATHS.announcements)?.query;
    expect(query?.get('query')).toBe('home');
    expect(query?.get('types')).toBe('B,PU');

    await user.click(within(dialog).getByRole('button', { name: 'All notices' }));
    expect(store.getState().ui.modal).toEqual({ name: 'notice' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing when there are no notices', async () => {
    const { calls } = await renderWithProviders(
      <div data-testid="ticker">{inSuspense(<NoticeTicker />)}</div>,
      { setUp: ({ db }) => db.prepare("DELETE FROM notices WHERE type IN ('B', 'H')").run() },
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
    await renderWithProviders(inSuspense(<Home />));
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
    await renderWithProviders(inSuspense(<Home />));
    // The home asks for 20 slots: a full row of 15 and a row of 5 with the 'more' slide.
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
