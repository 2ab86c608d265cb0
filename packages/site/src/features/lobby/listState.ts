import { GAME_CLASSIFIES, MIN_BETS, type Game, type GameClassify } from '@wl/api-client';
import type { GameListArgs } from '../../shared/games';

/** The list switch (spec: game, hot, fav, recent; "game" is shown as All). */
export const LIST_MODES = ['all', 'hot', 'fav', 'recent'] as const;
export type ListMode = (typeof LIST_MODES)[number];

/** Modes that need a real account (spec: favourites and recents require login). */
export const MEMBER_MODES: ReadonlySet<ListMode> = new Set<ListMode>(['fav', 'recent']);

/** RNG filters (spec): minimum bet all (0), 0.01 ... 0.75; classify all, VP, JP, AC, TG, SC. */
export const MIN_BET_OPTIONS: readonly number[] = [0, ...MIN_BETS];
export type ClassifyFilter = GameClassify | 'ALL';
export const CLASSIFY_OPTIONS: readonly ClassifyFilter[] = ['ALL', ...GAME_CLASSIFIES];

export interface LobbyListState {
  mode: ListMode;
  /** Trimmed search text ('' = none). */
  search: string;
  minBet: number;
  classify: ClassifyFilter;
}

export const INITIAL_LIST_STATE: LobbyListState = {
  mode: 'all',
  search: '',
  minBet: 0,
  classify: 'ALL',
};

export type LobbyListAction =
  | { type: 'modeChosen'; mode: ListMode }
  | { type: 'searched'; text: string }
  | { type: 'minBetChosen'; minBet: number }
  | { type: 'classifyChosen'; classify: ClassifyFilter }
  | { type: 'filtersCleared' };

/**
 * The list switch and filters. Choosing the active mode again returns to all; hot and favourites use
 * the platform's HOT and FAV classify, so choosing them clears the classify filter, and choosing a
 * classify filter there returns to all.
 */
export function lobbyListReducer(state: LobbyListState, action: LobbyListAction): LobbyListState {
  switch (action.type) {
    case 'modeChosen': {
      const mode = action.mode === state.mode ? 'all' : action.mode;
      const classify = mode === 'hot' || mode === 'fav' ? 'ALL' : state.classify;
      return { ...state, mode, classify };
    }
    case 'searched':
      return { ...state, search: action.text.trim() };
    case 'minBetChosen':
      return { ...state, minBet: action.minBet };
    case 'classifyChosen': {
      const leaves = action.classify !== 'ALL' && (state.mode === 'hot' || state.mode === 'fav');
      return { ...state, classify: action.classify, mode: leaves ? 'all' : state.mode };
    }
    case 'filtersCleared':
      return { ...state, minBet: 0, classify: 'ALL' };
  }
}

/** The platform's gameClassify for the list (HOT, FAV, a classify filter, or ALL). */
export function gameClassifyFor(state: LobbyListState): GameListArgs['gameClassify'] {
  if (state.mode === 'hot') return 'HOT';
  if (state.mode === 'fav') return 'FAV';
  return state.classify;
}

/**
 * Recent games come as one list from the platform: the search and the filters are applied here,
 * the same way the platform applies them to the other lists (name contains the text, any case).
 */
export function matchesListFilters(game: Game, state: LobbyListState): boolean {
  if (state.search && !game.gameName.toLowerCase().includes(state.search.toLowerCase()))
    return false;
  if (state.minBet > 0 && Math.abs(game.minBet - state.minBet) > 0.0001) return false;
  if (state.classify !== 'ALL' && game.gameClassify !== state.classify) return false;
  return true;
}
