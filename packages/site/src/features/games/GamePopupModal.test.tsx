import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueRoutes, makeGame } from '../../shared/games/gamesPlatform.test-helper';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { GamePopupModal } from './GamePopupModal';

const member = { token: 'tok', username: 'player1', isAgent: 0 };
const vendorGames = [
  makeGame('KY', 0, { isGame: 'VASSALAGE', gameName: 'KY Lobby' }),
  makeGame('KY', 1, { gameName: "Texas Hold'em" }),
  makeGame('KY', 2, { gameName: 'Niu Niu' }),
];

function routes() {
  return {
    ...catalogueRoutes(),
    'GET /wps/game/popup': { games: vendorGames, totalPages: 1, total: 3, pageNo: 1 },
    'POST /wps/game/v2/launchGame': { game_url: 'https://games.example.com/ky/2', game_url2: null },
  };
}

beforeEach(() => sessionStorage.clear());

describe('vendor popup game list', () => {
  it("lists the vendor's games (not its lobby entry), searchable, from a call of up to 1000", async () => {
    let closed = 0;
    const { user, calls } = await renderWithProviders(
      <GamePopupModal onClose={() => (closed += 1)} props={{ vassalage: 'KY', gameType: 'PVP' }} />,
      { path: '/pvp', routes: routes() },
    );
    const dialog = await screen.findByRole('dialog', { name: 'KY Studio games' });
    expect(
      await within(dialog).findByRole('button', { name: "Play now: Texas Hold'em" }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Play now: KY Lobby' })).toBeNull();
    expect(
      Object.fromEntries(calls.find((c) => c.path === '/wps/game/popup')?.query ?? []),
    ).toMatchObject({
      vassalage: 'KY',
      gameType: 'PVP',
      pageNo: '1',
      pageSize: '1000',
      clientType: '3',
    });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search games by name' }), 'niu');
    expect(within(dialog).queryByRole('button', { name: "Play now: Texas Hold'em" })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Play now: Niu Niu' })).toBeInTheDocument();
    expect(closed).toBe(0);
  });

  it('launches the chosen game and closes', async () => {
    let closed = 0;
    const { user, location } = await renderWithProviders(
      <GamePopupModal onClose={() => (closed += 1)} props={{ vassalage: 'KY', gameType: 'PVP' }} />,
      { path: '/pvp', session: member, routes: routes() },
    );
    await user.click(await screen.findByRole('button', { name: 'Play now: Niu Niu' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    expect(closed).toBe(1);
  });
});
