import { describe, expect, it } from 'vitest';
import { gameRows, homeCategories } from './homeSections';

describe('homeCategories', () => {
  it("keeps the brand's categories that home shows, in the spec's home order", () => {
    const lanes = ['ELOTT', 'LOTTERY', 'SPORTS', 'ESPORTS', 'RNG', 'INHOUSE', 'LIVE', 'FISH'].map(
      (category) => ({ category }),
    );
    expect(homeCategories(lanes).map((entry) => entry.category)).toEqual([
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'INHOUSE',
    ]);
  });
});

describe('gameRows', () => {
  const games = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it('fills rows of 15 and adds the more slide only to a row with fewer', () => {
    const rows = gameRows(games(20));
    expect(rows.map((row) => row.games.length)).toEqual([15, 5]);
    expect(rows.map((row) => row.more)).toEqual([false, true]);
    expect(rows[1]?.games[0]).toBe(16);
  });

  it('has no more slide when the rows are full, and no rows without games', () => {
    expect(gameRows(games(30)).map((row) => row.more)).toEqual([false, false]);
    expect(gameRows(games(3))).toEqual([{ games: [1, 2, 3], more: true }]);
    expect(gameRows([])).toEqual([]);
  });
});
