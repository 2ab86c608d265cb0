import { screen, waitFor } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import type { FavouritesResponse, Game, GameListResponse } from '@wl/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import {
  heldUntil,
  renderWithProviders,
  type PlatformCall,
} from '../testing/renderWithProviders.test-helper';
import { createTestPlatform } from '../testing/testPlatform.test-helper';
import { useGameTiles } from './useGameTiles';

function Tiles({ games }: { games: Game[] }) {
  const { renderTile } = useGameTiles();
  return (
    <ul>
      {games.map((game) => (
        <li key={game.nodeId}>{renderTile(game)}</li>
      ))}
    </ul>
  );
}

/** A promise the test settles by hand, to look at the page while a call is on its way. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Games of the simulator's seed: PG slots with and without a free trial, a lottery game, a favourite. */
let trial: Game;
let realOnly: Game;
let lottery: Game;
let favourite: Game;
beforeAll(async () => {
  const seed = await createTestPlatform(aurora as Brand, { signedInAs: 'player1' });
  const { games } = await seed.get<GameListResponse>(
    '/wps/game/list?gameType=RNG&vassalage=PG&pageSize=20',
  );
  const favourites = await seed.get<FavouritesResponse>('/wps/game/favourite');
  const favouriteIds = new Set(favourites.content.map((game) => game.nodeId));
  const notFavourite = games.filter((game) => !favouriteIds.has(game.nodeId));
  trial = notFavourite.find((game) => game.supportPlay === 0)!;
  realOnly = notFavourite.find((game) => game.supportPlay === 1)!;
  lottery = (
    await seed.get<GameListResponse>('/wps/game/list?gameType=LOTTERY&vassalage=LOTT&pageSize=1')
  ).games[0]!;
  favourite = favourites.content[0]!;
});

const favouriteCalls = (calls: PlatformCall[], method?: string) =>
  calls.filter((c) => c.path === '/wps/game/favourite' && (!method || c.method === method));

describe('game tiles', () => {
  it('shows play now on every tile and free trial only when supportPlay is 0, with the vendor icon', async () => {
    await renderWithProviders(<Tiles games={[trial, realOnly]} />, { path: '/rng' });
    expect(
      await screen.findByRole('button', { name: `Play now: ${trial.gameName}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Free trial: ${trial.gameName}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Play now: ${realOnly.gameName}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Free trial: ${realOnly.gameName}` })).toBeNull();
    // The vendor's icon from the platform's vendor lanes, named by the game's vendor.
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'PG Soft' })).toHaveLength(2));
    for (const icon of screen.getAllByRole('img', { name: 'PG Soft' }))
      expect(icon).toHaveAttribute('src', '/sim-assets/vendor/PG.svg');
  });

  it('shows the heart only on lobby routes and never for lottery games', async () => {
    await renderWithProviders(<Tiles games={[trial, lottery]} />, { path: '/rng' });
    expect(
      await screen.findByRole('button', { name: `Favourite ${trial.gameName}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Play now: ${lottery.gameName}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Favourite ${lottery.gameName}` })).toBeNull();
  });

  it('has no heart away from the lobbies', async () => {
    await renderWithProviders(<Tiles games={[trial]} />, { path: '/' });
    expect(
      await screen.findByRole('button', { name: `Play now: ${trial.gameName}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Favourite ${trial.gameName}` })).toBeNull();
  });

  it('fills the heart at once, before the platform answers, and keeps it', async () => {
    const answer = deferred();
    const { user, calls, platform } = await renderWithProviders(<Tiles games={[trial]} />, {
      path: '/rng',
      signedInAs: 'player1',
      routes: {
        // Held open to see the heart before the platform's answer, then answered by the platform.
        'POST /wps/game/favourite': heldUntil(answer.promise),
      },
    });
    const heart = await screen.findByRole('button', { name: `Favourite ${trial.gameName}` });
    await waitFor(() => expect(favouriteCalls(calls, 'GET')).toHaveLength(1));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(favouriteCalls(calls, 'POST')[0]?.body).toEqual({
      nodeId: trial.nodeId,
      vendor: 'PG',
      gameType: 'RNG',
    });
    answer.resolve();
    // The platform keeps it: its favourites list holds the game, and the heart stays filled.
    await waitFor(async () =>
      expect(
        (await platform.get<FavouritesResponse>('/wps/game/favourite')).content.map(
          (game) => game.nodeId,
        ),
      ).toContain(trial.nodeId),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('empties the heart at once, and puts it back with the message when the call fails', async () => {
    const answer = deferred();
    const { user, store } = await renderWithProviders(<Tiles games={[favourite]} />, {
      path: '/rng',
      signedInAs: 'player1',
      setUp: (platform) =>
        platform.dev('/__sim/faults', {
          body: { path: '/wps/game/favourite', method: 'DELETE', status: 500 },
        }),
      routes: {
        // Held open to see the emptied heart, then answered by the platform (its injected 500).
        'DELETE /wps/game/favourite': heldUntil(answer.promise),
      },
    });
    const heart = await screen.findByRole('button', { name: `Favourite ${favourite.gameName}` });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    answer.resolve();
    await waitFor(() => expect(store.getState().ui.alert?.message).toBe('Unknown error'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives a guest the login modal and changes nothing', async () => {
    const guest = await renderWithProviders(<Tiles games={[trial]} />, { path: '/rng' });
    await guest.user.click(
      await screen.findByRole('button', { name: `Favourite ${trial.gameName}` }),
    );
    expect(guest.store.getState().ui.modal?.name).toBe('login');
    expect(favouriteCalls(guest.calls)).toEqual([]);
    expect(screen.getByRole('button', { name: `Favourite ${trial.gameName}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('gives a trial user the real-account warning on the heart', async () => {
    const { user, store, calls } = await renderWithProviders(<Tiles games={[trial]} />, {
      path: '/rng',
      signedInAs: 'trial',
    });
    await user.click(await screen.findByRole('button', { name: `Favourite ${trial.gameName}` }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(favouriteCalls(calls)).toEqual([]);
  });
});
