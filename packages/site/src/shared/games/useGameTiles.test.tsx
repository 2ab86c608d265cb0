import { screen, waitFor } from '@testing-library/react';
import type { Game } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { fail, renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { catalogueRoutes, makeGame } from './gamesPlatform.test-helper';
import { useGameTiles } from './useGameTiles';

const member = { token: 'tok', username: 'player1', isAgent: 0 };

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
  let resolve: (value: Response | unknown) => void = () => {};
  const promise = new Promise<unknown>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const first = makeGame('PG', 0);
const second = makeGame('PG', 1);

describe('game tiles', () => {
  it('shows play now on every tile and free trial only when supportPlay is 0, with the vendor icon', async () => {
    await renderWithProviders(<Tiles games={[first, second]} />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    expect(await screen.findByRole('button', { name: 'Play now: PG Game 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Free trial: PG Game 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play now: PG Game 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free trial: PG Game 2' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'PG Studio' })).toHaveLength(2));
  });

  it('shows the heart only on lobby routes and never for lottery games', async () => {
    const lottery = makeGame('LOTT', 0, { gameName: 'Lucky Lotto' });
    await renderWithProviders(<Tiles games={[first, lottery]} />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    expect(await screen.findByRole('button', { name: 'Favourite PG Game 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Favourite Lucky Lotto' })).toBeNull();
  });

  it('has no heart away from the lobbies', async () => {
    await renderWithProviders(<Tiles games={[first]} />, { path: '/', routes: catalogueRoutes() });
    expect(await screen.findByRole('button', { name: 'Play now: PG Game 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Favourite PG Game 1' })).toBeNull();
  });

  it('fills the heart at once, before the platform answers, and keeps it', async () => {
    const answer = deferred();
    const { user, calls } = await renderWithProviders(<Tiles games={[first]} />, {
      path: '/rng',
      session: member,
      routes: { ...catalogueRoutes(), 'POST /wps/game/favourite': () => answer.promise },
    });
    const heart = await screen.findByRole('button', { name: 'Favourite PG Game 1' });
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/wps/game/favourite' && c.method === 'GET')).toBe(true),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      nodeId: first.nodeId,
      vendor: 'PG',
      gameType: 'RNG',
    });
    answer.resolve({ nodeId: first.nodeId, favourite: true });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('empties the heart at once, and puts it back with the message when the call fails', async () => {
    const favourites = new Set([first.nodeId]);
    const answer = deferred();
    const { user, store } = await renderWithProviders(<Tiles games={[first]} />, {
      path: '/rng',
      session: member,
      routes: {
        ...catalogueRoutes({ favourites }),
        'DELETE /wps/game/favourite': () => answer.promise,
      },
    });
    const heart = await screen.findByRole('button', { name: 'Favourite PG Game 1' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    answer.resolve(fail('Favourites are busy, try again'));
    await waitFor(() =>
      expect(store.getState().ui.alert?.message).toBe('Favourites are busy, try again'),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives a guest the login modal and a trial user the warning, and changes nothing', async () => {
    const guest = await renderWithProviders(<Tiles games={[first]} />, {
      path: '/rng',
      routes: catalogueRoutes(),
    });
    await guest.user.click(await screen.findByRole('button', { name: 'Favourite PG Game 1' }));
    expect(guest.store.getState().ui.modal?.name).toBe('login');
    expect(guest.calls.filter((c) => c.path === '/wps/game/favourite')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Favourite PG Game 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('gives a trial user the real-account warning on the heart', async () => {
    const { user, store, calls } = await renderWithProviders(<Tiles games={[first]} />, {
      path: '/rng',
      session: { token: 'tok', isAgent: 4 },
      routes: catalogueRoutes(),
    });
    await user.click(await screen.findByRole('button', { name: 'Favourite PG Game 1' }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(calls.filter((c) => c.path === '/wps/game/favourite')).toEqual([]);
  });
});
