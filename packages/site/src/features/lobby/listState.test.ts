import type { Game } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_LIST_STATE,
  gameClassifyFor,
  lobbyListReducer,
  matchesListFilters,
  type LobbyListAction,
  type LobbyListState,
} from './listState';

const run = (...actions: LobbyListAction[]): LobbyListState =>
  actions.reduce(lobbyListReducer, INITIAL_LIST_STATE);

describe('lobby list switch and filters', () => {
  it('switches modes, and choosing the active mode again returns to all', () => {
    expect(run({ type: 'modeChosen', mode: 'hot' }).mode).toBe('hot');
    expect(run({ type: 'modeChosen', mode: 'hot' }, { type: 'modeChosen', mode: 'hot' }).mode).toBe(
      'all',
    );
    expect(run({ type: 'modeChosen', mode: 'hot' }, { type: 'modeChosen', mode: 'fav' }).mode).toBe(
      'fav',
    );
    expect(run({ type: 'modeChosen', mode: 'all' }).mode).toBe('all');
  });

  it('asks the platform for HOT or FAV in those modes, else the classify filter or ALL', () => {
    expect(gameClassifyFor(run())).toBe('ALL');
    expect(gameClassifyFor(run({ type: 'modeChosen', mode: 'hot' }))).toBe('HOT');
    expect(gameClassifyFor(run({ type: 'modeChosen', mode: 'fav' }))).toBe('FAV');
    expect(gameClassifyFor(run({ type: 'classifyChosen', classify: 'VP' }))).toBe('VP');
  });

  it('clears the classify filter for hot and favourites, and a classify filter there returns to all', () => {
    const hot = run(
      { type: 'classifyChosen', classify: 'JP' },
      { type: 'modeChosen', mode: 'hot' },
    );
    expect(hot).toMatchObject({ mode: 'hot', classify: 'ALL' });
    expect(lobbyListReducer(hot, { type: 'classifyChosen', classify: 'TG' })).toMatchObject({
      mode: 'all',
      classify: 'TG',
    });
    // Recent keeps its filters (they are applied to the recent list).
    expect(
      run({ type: 'classifyChosen', classify: 'SC' }, { type: 'modeChosen', mode: 'recent' }),
    ).toMatchObject({ mode: 'recent', classify: 'SC' });
  });

  it('trims the search text and keeps the minimum bet until the filters are cleared', () => {
    expect(run({ type: 'searched', text: '  Lucky Gems  ' }).search).toBe('Lucky Gems');
    const filtered = run(
      { type: 'minBetChosen', minBet: 0.5 },
      { type: 'classifyChosen', classify: 'AC' },
    );
    expect(filtered).toMatchObject({ minBet: 0.5, classify: 'AC' });
    expect(lobbyListReducer(filtered, { type: 'filtersCleared' })).toMatchObject({
      minBet: 0,
      classify: 'ALL',
    });
  });
});

describe('recent list filtering', () => {
  const game = { gameName: 'Lucky Dragon Gems', minBet: 0.05, gameClassify: 'JP' } as Game;
  it('matches by name (any case), exact minimum bet and classify', () => {
    expect(matchesListFilters(game, INITIAL_LIST_STATE)).toBe(true);
    expect(matchesListFilters(game, { ...INITIAL_LIST_STATE, search: 'dragon' })).toBe(true);
    expect(matchesListFilters(game, { ...INITIAL_LIST_STATE, search: 'tiger' })).toBe(false);
    expect(matchesListFilters(game, { ...INITIAL_LIST_STATE, minBet: 0.05 })).toBe(true);
    expect(matchesListFilters(game, { ...INITIAL_LIST_STATE, minBet: 0.5 })).toBe(false);
    expect(matchesListFilters(game, { ...INITIAL_LIST_STATE, classify: 'JP' })).toBe(true);
    expect(matchesListFilters(game, { ...INITIAL_LIST_STATE, classify: 'VP' })).toBe(false);
  });
});
