import { screen, waitFor } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import type { Game, GameListResponse, RecentGamesResponse } from '@wl/api-client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import { renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { createTestPlatform, TEST_PLATFORM_URL } from '../testing/testPlatform.test-helper';
import { LAUNCHED_GAME_KEYS } from './launchedGame';
import type { LaunchableGame } from './launchDecision';
import { useLaunchGame } from './useLaunchGame';

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

/** Games of the simulator's seed (README "Games and content the site can rely on"). */
let slot: Game;
let freeTrialSlot: Game;
let liveTable: Game;
let kyLobby: Game;
let qaGames: Game[];
beforeAll(async () => {
  const seed = await createTestPlatform(aurora as Brand);
  const list = async (query: string) =>
    (await seed.get<GameListResponse>(`/wps/game/list?${query}`)).games;
  const pg = await list('gameType=RNG&vassalage=PG&pageSize=20');
  slot = pg.find((game) => game.supportPlay === 1)!;
  freeTrialSlot = pg.find((game) => game.supportPlay === 0)!;
  liveTable = (await list('gameType=LIVE&vassalage=EVO&pageSize=1'))[0]!;
  qaGames = await list('gameType=RNG&vassalage=QA&pageSize=10');
  const ky = await seed.get<GameListResponse>(
    '/wps/game/popup?vassalage=KY&gameType=PVP&pageNo=1&pageSize=1000',
  );
  kyLobby = ky.games.find((game) => game.isGame === 'VASSALAGE')!;
});
const qaGame = (name: string) => qaGames.find((game) => game.gameName === name)!;

/** The address the simulator answers a launch with (`/sim-game/<id>` on the origin it was asked on). */
const simGameUrl = (game: Game, player: string, mode: 'real' | 'demo') =>
  `${TEST_PLATFORM_URL}/sim-game/${game.gameId}?player=${player}&merchant=AUR01&mode=${mode}&lang=EN`;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('useLaunchGame', () => {
  it('opens the login modal for a guest and launches nothing', async () => {
    const { user, store, calls } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: slot }]} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(store.getState().ui.modal?.name).toBe('login');
    expect(calls.filter((c) => c.path.includes('launchGame'))).toEqual([]);
  });

  it('warns a trial user that a real account is needed', async () => {
    const { user, store, calls } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: slot }]} />,
      { signedInAs: 'trial' },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(calls.filter((c) => c.path.includes('launchGame'))).toEqual([]);
  });

  it('launches a slot with the spec’s request and frames it on /game, kept for a reload', async () => {
    const { user, calls, location, platform } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: slot }]} />,
      { signedInAs: 'player1', path: '/rng?page=PG' },
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
      token: platform.token,
      merchantCode: 'AUR01',
      language: 'EN',
    });
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBe(
      simGameUrl(slot, 'player1', 'real'),
    );
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.name)).toBe(slot.gameName);
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.returnTo)).toBe('/rng?page=PG');
    // A real launch is one the platform records: the game heads the player's recent games.
    const recents = await platform.get<RecentGamesResponse>('/wps/game/recent');
    expect(recents.list[0]?.nodeId).toBe(slot.nodeId);
  });

  it('opens live casino full page on /seamless, reading game_url2 when game_url is empty', async () => {
    const { user, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: liveTable }]} />,
      { signedInAs: 'player1' },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(location.current).toBe('/seamless'));
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBe(
      simGameUrl(liveTable, 'player1', 'real'),
    );
  });

  it('frames the second address of a slot whose first is empty', async () => {
    const secondAddress = qaGame('Second Address Slots');
    const { user, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game: secondAddress }]} />,
      { signedInAs: 'player1' },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBe(
      simGameUrl(secondAddress, 'player1', 'real'),
    );
  });

  it('starts a free trial for a guest without credentials (v1, demo 1)', async () => {
    const { user, calls, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Try', game: freeTrialSlot, demo: true }]} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Try' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    const call = calls.find((c) => c.path === '/wps/game/launchGame');
    expect(call?.method).toBe('GET');
    expect(call?.query.get('demo')).toBe('1');
    expect(call?.query.get('token')).toBeNull();
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBe(
      simGameUrl(freeTrialSlot, 'guest', 'demo'),
    );
  });

  /** Plays `game` from a lobby: the alert says `message`, the player stays and nothing is launched. */
  async function expectRefusedLaunch(
    game: LaunchableGame,
    message: string,
    options: Parameters<typeof renderWithProviders>[1] = {},
  ) {
    const { user, store, location } = await renderWithProviders(
      <Launcher games={[{ label: 'Play', game }]} />,
      { signedInAs: 'player1', path: '/rng', ...options },
    );
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(store.getState().ui.alert?.message).toBe(message));
    expect(location.current).toBe('/rng');
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBeNull();
  }

  it.each([['Invalid Link (javascript)'], ['Invalid Link (garbage)']])(
    'refuses the launch addresses of %s: the invalid-URL message and nothing opened',
    (name) => expectRefusedLaunch(qaGame(name), 'Invalid URL, please contact customer service'),
  );

  it('refuses a launch address that is not absolute', () =>
    expectRefusedLaunch(slot, 'Invalid URL, please contact customer service', {
      // The simulator's addresses are always absolute: a relative one is this test's own answer.
      routes: { 'POST /wps/game/v2/launchGame': { game_url: '/sim-game/1', game_url2: null } },
    }));

  it('shows the platform’s refusal and stays', () =>
    expectRefusedLaunch(slot, 'Game not found', {
      // The back office withdrew the game after the player's lobby listed it.
      setUp: ({ db }) => db.prepare('DELETE FROM games WHERE id = ?').run(slot.gameId),
    }));

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
      { signedInAs: 'player1' },
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
      { signedInAs: 'player1' },
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
      <Launcher games={[{ label: 'Lobby', game: kyLobby }]} />,
      { signedInAs: 'player1' },
    );
    await user.click(await screen.findByRole('button', { name: 'Lobby' }));
    expect(store.getState().ui.modal).toEqual({
      name: 'gamePopup',
      props: { vassalage: 'KY', gameType: 'PVP' },
    });
  });

  it('enters a vendor with one game directly, and lists a vendor with several', async () => {
    const { user, store, location, calls } = await renderWithProviders(<Launcher games={[]} />, {
      signedInAs: 'player1',
    });
    // KY lists a lobby entry and its games; SABA has its one lobby game.
    await user.click(await screen.findByRole('button', { name: 'Enter KY' }));
    await waitFor(() => expect(store.getState().ui.modal?.name).toBe('gamePopup'));
    expect(calls.find((c) => c.path === '/wps/game/popup')?.query.get('pageSize')).toBe('1000');
    expect(calls.some((c) => c.path.includes('launchGame'))).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Enter SABA' }));
    await waitFor(() => expect(location.current).toBe('/seamless'));
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toMatch(
      new RegExp(`^${TEST_PLATFORM_URL}/sim-game/\\d+\\?player=player1&`),
    );
  });
});
