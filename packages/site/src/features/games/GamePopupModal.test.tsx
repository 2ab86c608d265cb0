import { screen, waitFor, within } from '@testing-library/react';
import type { GameListResponse } from '@wl/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAUNCHED_GAME_KEYS } from '../../shared/games';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { GamePopupModal } from './GamePopupModal';

const KY_POPUP = '/wps/game/popup?vassalage=KY&gameType=PVP&pageNo=1&pageSize=1000';

beforeEach(() => sessionStorage.clear());

describe('vendor popup game list', () => {
  it("lists the vendor's games (not its lobby entry), searchable, from a call of up to 1000", async () => {
    let closed = 0;
    const { user, calls, platform } = await renderWithProviders(
      <GamePopupModal onClose={() => (closed += 1)} props={{ vassalage: 'KY', gameType: 'PVP' }} />,
      { path: '/pvp' },
    );
    // The simulator's KY: its lobby entry (Kaiyuan Lobby) first, then its games.
    const { games } = await platform.get<GameListResponse>(KY_POPUP);
    const lobby = games.find((game) => game.isGame === 'VASSALAGE')!;
    const [first, second] = games.filter((game) => game.isGame === 'GAME');
    const dialog = await screen.findByRole('dialog', { name: 'Kaiyuan games' });
    // The tiles' play buttons, in order, in one query (`hidden: true`: Testing Library's visibility
    // walk over 39 tiles costs seconds; the dialog was found visible).
    const playButtons = () =>
      within(dialog)
        .getAllByRole('button', { name: /^Play now: /, hidden: true })
        .map((button) => button.getAttribute('aria-label'));
    // Every game of the vendor in the platform's order, without its lobby entry.
    await waitFor(() =>
      expect(playButtons()).toEqual(
        games.filter((game) => game !== lobby).map((game) => `Play now: ${game.gameName}`),
      ),
    );
    expect(
      Object.fromEntries(calls.find((c) => c.path === '/wps/game/popup')?.query ?? []),
    ).toMatchObject({
      vassalage: 'KY',
      gameType: 'PVP',
      pageNo: '1',
      pageSize: '1000',
      clientType: '3',
    });
    await user.click(within(dialog).getByRole('searchbox', { name: 'Search games by name' }));
    await user.paste(second!.gameName.toLowerCase());
    expect(playButtons()).toContain(`Play now: ${second!.gameName}`);
    expect(playButtons()).not.toContain(`Play now: ${first!.gameName}`);
    expect(closed).toBe(0);
  });

  it('launches the chosen game and closes', async () => {
    let closed = 0;
    // The seed's QA vendor: five games, one of them an ordinary real-money slot.
    const { user, location } = await renderWithProviders(
      <GamePopupModal onClose={() => (closed += 1)} props={{ vassalage: 'QA', gameType: 'RNG' }} />,
      { path: '/rng', signedInAs: 'player1' },
    );
    await user.click(await screen.findByRole('button', { name: 'Play now: Real Money Only' }));
    await waitFor(() => expect(location.current).toBe('/game'));
    expect(closed).toBe(1);
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.name)).toBe('Real Money Only');
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toMatch(
      /\/sim-game\/9005\?player=player1&/,
    );
  });
});
