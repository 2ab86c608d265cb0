import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { useLotteryFavourites } from './useLotteryFavourites';

function FavouriteCount() {
  const { ids } = useLotteryFavourites();
  return <p>{`favourites: ${ids.join(',') || 'none'}`}</p>;
}

/** The favourites are kept per username: player1's, signed in on the simulator. */
const KEY = 'lotteryFavourites:player1';

afterEach(() => localStorage.clear());

describe('useLotteryFavourites over corrupt storage', () => {
  it('starts with no favourites over bad JSON and removes the key', async () => {
    localStorage.setItem(KEY, '["12",');
    await renderWithProviders(<FavouriteCount />, { signedInAs: 'player1' });
    expect(screen.getByText('favourites: none')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the readable ids and rewrites the key without the foreign values', async () => {
    localStorage.setItem(KEY, JSON.stringify(['12', { evil: true }, 7, null, '12']));
    await renderWithProviders(<FavouriteCount />, { signedInAs: 'player1' });
    expect(screen.getByText('favourites: 12,7')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBe('["12","7"]');
  });
});
