import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { INITIAL_LIST_STATE, type LobbyListAction } from './listState';
import { LobbyToolbar, SEARCH_DEBOUNCE_MS } from './LobbyToolbar';

afterEach(() => {
  vi.useRealTimers();
});

async function renderToolbar() {
  const dispatch = vi.fn<(action: LobbyListAction) => void>();
  await renderWithProviders(
    <LobbyToolbar
      state={INITIAL_LIST_STATE}
      onModeChosen={() => undefined}
      dispatch={dispatch}
      showFilters={false}
      listLabel="PG Studio games"
    />,
  );
  // The toolbar shows once the lobby's strings have loaded.
  const search = await screen.findByRole('searchbox', { name: 'Search games by name' });
  // The clock is the test's from here: however slow the machine, keys land inside the debounce.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const type = (text: string) => {
    for (let length = 1; length <= text.length; length += 1) {
      fireEvent.change(search, { target: { value: text.slice(0, length) } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS / 4));
    }
  };
  return { dispatch, search, type };
}

const searches = (dispatch: ReturnType<typeof vi.fn>) =>
  dispatch.mock.calls
    .map(([action]) => action as LobbyListAction)
    .filter((a) => a.type === 'searched');

describe('lobby toolbar search', () => {
  it('searches once typing settles, not once per key', async () => {
    const { dispatch, type } = await renderToolbar();
    type('  Game 42  ');
    expect(searches(dispatch)).toEqual([]);

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - SEARCH_DEBOUNCE_MS / 4 - 1));
    expect(searches(dispatch)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(searches(dispatch)).toEqual([{ type: 'searched', text: '  Game 42  ' }]);
  });

  it('searches at once on Enter, and clears the search with the clear button', async () => {
    const { dispatch, search, type } = await renderToolbar();
    type('zzz');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(searches(dispatch)).toEqual([{ type: 'searched', text: 'zzz' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(searches(dispatch).at(-1)).toEqual({ type: 'searched', text: '' });
    expect(search).toHaveValue('');
  });
});
