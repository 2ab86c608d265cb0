import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { makeGame } from './gamesPlatform.test-helper';
import { LAUNCHED_GAME_KEYS } from './launchedGame';
import type { LaunchableGame } from './launchDecision';
import { useLaunchGame } from './useLaunchGame';

const member = { token: 'tok', username: 'player1', isAgent: 0 };
const slot = makeGame('PG', 0, { gameName: 'Golden Gems' });
const GAME_URL = 'https://games.example.com/play/1001?player=player1';

/** Buttons that launch the given games the way a tile or a vendor card does. */
function Launcher({ games }: { games: { label: string; game: LaunchableGame; demo?: boolean }[] }) {
  const { launch, launchVendor, launching } = useLaunchGame();
  return (
    <>
      {games.map(({ label, game, demo }) => (
        <button key={label} type="button" onClick={() => void launch(game, { demo })}>
          {label}
        </button>
      ))}
      <button
        type="button"
        onClick={() => void launchVendor({ vassalage: 'SABA', gameType: 'SPORTS' })}
      >
        Enter SABA
      </button>
      <button type="button" onClick={() => void launchVendor({ vassalage: 'KY', gameType: 'PVP' })}>
        Enter KY
      </button>
      {launching ? <p>launching</p> : null}
    </>
  );
}

const launchRoutes = (url: unknown = GAME_URL) => ({
  'POST /wps/game/v2/launchGame': { game_url: url, game_url2: null },
  'GET /wps/game/launchGame': { game_url: url, game_url2: null },
});

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('useLaunchGame', () => {
  it('opens the login modal for a guest and launches nothing', async () => {
    const { user, store, calls } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: slot }]} />,
      { routes: launchRoutes() },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(store.getState().ui.modal?.name).toBe('login');
    expect(calls.filter((c) => c.path.includes('launchGame'))).toEqual([]);
  });

  it('warns a trial user that a real account is needed', async () => {
    const { user, store, calls } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: slot }]} />,
      { session: { token: 'tok', isAgent: 4 }, routes: launchRoutes() },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(calls.filter((c) => c.path.includes('launchGame'))).toEqual([]);
  });

  it('launches a slot with the spec’s request and frames it on /game, kept for a reload', async () => {
    const { user, calls, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: slot }]} />,
      { session: member, path: '/rng?page=PG', routes: launchRoutes() },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    const call = calls.find((c) => c.path === '/wps/game/v2/launchGame');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      gameId: slot.gameId,
      nodeId: slot.nodeId,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'player1',
      token: 'tok',
      merchantCode: 'AUR01',
      language: 'EN',
    });
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBe(GAME_URL);
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.name)).toBe('Golden Gems');
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.returnTo)).toBe('/rng?page=PG');
  });

  it('opens live casino full page on /seamless, reading game_url2 when game_url is empty', async () => {
    const { user, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: makeGame('EVO', 0) }]} />,
      {
        session: member,
        routes: { 'POST /wps/game/v2/launchGame': { game_url: '', game_url2: GAME_URL } },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(location.current).toBe('/seamless'));
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBe(GAME_URL);
  });

  it('starts a free trial for a guest without credentials (v1, demo 1)', async () => {
    const { user, calls, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Try', game: slot, demo: true }]} />,
      { routes: launchRoutes() },
    );
    await user.click(await screen.findByRole('button', { name: 'Try' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    const call = calls.find((c) => c.path === '/wps/game/launchGame');
    expect(call?.method).toBe('GET');
    expect(call?.query.get('demo')).toBe('1');
    expect(call?.query.get('token')).toBeNull();
    expect(call?.headers.get('Authorization')).toBeNull();
  });

  it.each([['javascript:alert(document.domain)'], ['not a url'], ['/sim-game/1']])(
    'refuses the launch address %s: the invalid-URL message and nothing opened',
    async (url) => {
      const { user, store, location } = await renderWithProviders(
        <Launcher games={[{ label: 'Play', game: slot }]} />,
        { session: member, path: '/rng', routes: launchRoutes(url) },
      );
      await user.click(await screen.findByRole('button', { name: 'Play' }));
      await waitFor(() =>
        expect(store.getState().ui.alert?.message).toBe(
          'Invalid URL, please contact customer service',
        ),
      );
      expect(location.current).toBe('/rng');
      expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBeNull();
    },
  );

  it('shows the platform’s refusal and stays', async () => {
    const { user, store, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: slot }]} />,
      {
        session: member,
        path: '/rng',
        routes: { 'POST /wps/game/v2/launchGame': fail('Game under maintenance') },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(store.getState().ui.alert?.message).toBe('Game under maintenance'));
    expect(location.current).toBe('/rng');
  });

  it('sends lottery games to their pages', async () => {
    const { user, location } = await renderWithProviders(
      <Launcher
        games={[
          {
            label: 'Lotto',
            game: { gameType: 'LOTTERY', vassalage: 'LOTT', gameCode: 'LOTT_SSC', playType: 'SSC' },
          },
          {
            label: 'VN',
            game: { gameType: 'LOTTERY', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HN' },
          },
        ]}
      />,
      { session: member },
    );
    await user.click(await screen.findByRole('button', { name: 'Lotto' }));
    expect(location.current).toBe('/lottery?gameCode=LOTT_SSC&playType=SSC');
    await user.click(await screen.findByRole('button', { name: 'VN' }));
    expect(location.current).toBe('/vnLottery?gameCode=VN_HN');
  });

  it('opens the SEA lottery in its 440x750 window, and says so when popups are blocked', async () => {
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce({} as Window)
      .mockReturnValueOnce(null);
    const { user, store } = await renderWithProviders(
      <Launcher
        games={[
          { label: 'SEA', game: { gameType: 'LOTTERY', vassalage: 'TCG_SEA', gameCode: 'SEA_TH' } },
        ]}
      />,
      { session: member },
    );
    await user.click(await screen.findByRole('button', { name: 'SEA' }));
    expect(open).toHaveBeenCalledWith(
      '/seaLottery?gameCode=SEA_TH',
      'seaLottery',
      'popup,width=440,height=750',
    );
    expect(store.getState().ui.alert).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'SEA' }));
    expect(store.getState().ui.alert?.message).toBe(
      'Popup blocked. Please allow pop-ups for this site and try again.',
    );
  });

  it("opens the vendor's popup game list for a VASSALAGE entry", async () => {
    const { user, store } = await renderWithProviders(
      <Launcher games={[{ label: 'Lobby', game: makeGame('KY', 0, { isGame: 'VASSALAGE' }) }]} />,
      { session: member },
    );
    await user.click(await screen.findByRole('button', { name: 'Lobby' }));
    expect(store.getState().ui.modal).toEqual({
      name: 'gamePopup',
      props: { vassalage: 'KY', gameType: 'PVP' },
    });
  });

  it('enters a vendor with one game directly, and lists a vendor with several', async () => {
    const { user, store, location, calls } = await renderWithProviders(<Launcher games={[]} />, {
      session: member,
      routes: {
        'GET /wps/game/popup': ({ query }: { query: URLSearchParams }) => ({
          games:
            query.get('vassalage') === 'SABA'
              ? [makeGame('SABA', 0)]
              : [makeGame('KY', 0, { isGame: 'VASSALAGE' }), makeGame('KY', 1), makeGame('KY', 2)],
          totalPages: 1,
          total: 3,
          pageNo: 1,
        }),
        ...launchRoutes(),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enter KY' }));
    await waitFor(() => expect(store.getState().ui.modal?.name).toBe('gamePopup'));
    expect(calls.find((c) => c.path === '/wps/game/popup')?.query.get('pageSize')).toBe('1000');

    await user.click(await screen.findByRole('button', { name: 'Enter SABA' }));
    await waitFor(() => expect(location.current).toBe('/seamless'));
  });
});
