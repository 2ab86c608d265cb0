import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { mockPageLayout, stubObservers } from '../../test/layout';
import { GAME_TILE_BODY_HEIGHT } from '../GameTile/GameTile';
import { GameGrid, gridColumns } from './GameGrid';

interface Game {
  id: number;
  name: string;
}
const games = (count: number): Game[] =>
  Array.from({ length: count }, (_, i) => ({ id: i, name: `Game ${i + 1}` }));
const tile = (game: Game) => (
  <button type="button" onClick={() => {}}>
    Play {game.name}
  </button>
);
const grid = (props: Partial<Parameters<typeof GameGrid<Game>>[0]> = {}) => (
  <GameGrid<Game>
    items={games(5000)}
    getItemKey={(g) => g.id}
    renderItem={tile}
    label="Slots"
    {...props}
  />
);
const list = () => screen.getByRole('list', { name: 'Slots' });
// Rows are never measured: a tile is its column wide with a square picture and the kit tile's body.
const ROW_STRIDE = Math.round((1000 - 5 * 12) / 6 + GAME_TILE_BODY_HEIGHT) + 12;

let page: ReturnType<typeof mockPageLayout>;
beforeEach(() => {
  stubObservers();
  // 1,000 px wide: 6 columns of at least 150 px; rows 250 px in an 800 px window.
  page = mockPageLayout({ width: 1000, rowHeight: 250, viewportHeight: 800 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GameGrid', () => {
  it('renders only the rows near the window for 5,000 games', () => {
    renderWithTheme(grid());
    const tiles = within(list()).getAllByRole('listitem');
    // 4 visible rows + 3 overscan rows of 6.
    expect(tiles.length).toBeLessThanOrEqual(7 * 6);
    expect(tiles[0]).toHaveAttribute('aria-posinset', '1');
    expect(tiles[0]).toHaveAttribute('aria-setsize', '5000');
    expect(screen.getByRole('button', { name: 'Play Game 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Game 100' })).toBeNull();
    // The list is as tall as all 834 rows, so the page's scrollbar spans the catalogue.
    expect(parseFloat(list().style.height)).toBe(834 * ROW_STRIDE - 12);
  });

  it('appending a page draws only the new tiles, not the ones already on screen', () => {
    const render = vi.fn(tile);
    const firstPage = games(42);
    const { rerender } = renderWithTheme(grid({ items: firstPage, renderItem: render }));
    const drawnFirst = render.mock.calls.length;
    expect(drawnFirst).toBeGreaterThan(0);
    render.mockClear();
    // The next page arrives: the same 42 games (same objects) and 42 more.
    rerender(grid({ items: [...firstPage, ...games(84).slice(42)], renderItem: render }));
    const redrawn = render.mock.calls.map(([game]) => game.id);
    expect(redrawn.every((id) => id >= 42)).toBe(true);
    expect(within(list()).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '84');
  });

  it('renders the rows that scroll into the window and drops the others', () => {
    renderWithTheme(grid());
    act(() => page.scrollTo(500 * ROW_STRIDE));
    expect(screen.getByRole('button', { name: 'Play Game 3001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play Game 1' })).toBeNull();
    expect(within(list()).getAllByRole('listitem').length).toBeLessThanOrEqual(10 * 6);
  });

  it('fits as many columns as the width allows', () => {
    expect(gridColumns(358, 150, 12, 8)).toBe(2);
    expect(gridColumns(1000, 150, 12, 8)).toBe(6);
    expect(gridColumns(3000, 150, 12, 8)).toBe(8);
    expect(gridColumns(100, 150, 12, 8)).toBe(1);
    renderWithTheme(grid({ items: games(14) }));
    const firstRow = screen
      .getByRole('button', { name: 'Play Game 1' })
      .closest('[role="none"]') as HTMLElement;
    expect(within(firstRow).getAllByRole('listitem')).toHaveLength(6);
  });

  it('loads the next page from the button, debounced 300 ms and busy at least 500 ms', async () => {
    vi.useFakeTimers();
    const onLoadMore = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(grid({ items: games(42), hasMore: true, onLoadMore }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(onLoadMore).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(list()).toHaveAttribute('aria-busy', 'false');
  });

  it('loads the next page once when the end of the list comes into view', async () => {
    vi.useFakeTimers();
    const onLoadMore = vi.fn().mockResolvedValue(undefined);
    const { rerender } = renderWithTheme(
      grid({ items: games(84), hasMore: true, onLoadMore, loadOnScroll: true }),
    );
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => page.scrollTo(10 * 262));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // Same page still at the end (say the load failed): no loop; the button is the way to retry.
    act(() => page.scrollTo(10 * 262 + 5));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The next page arrives; reaching its end loads again.
    rerender(grid({ items: games(126), hasMore: true, onLoadMore, loadOnScroll: true }));
    act(() => page.scrollTo(18 * 262));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('says when there are no more games', () => {
    renderWithTheme(
      grid({ items: games(10), hasMore: false, onLoadMore: () => {}, noMoreText: 'That is all' }),
    );
    expect(screen.getByText('That is all')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows skeleton tiles while loading: all of them first, then after the loaded games', () => {
    const { container, rerender } = renderWithTheme(grid({ items: [], loading: true }));
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(12);
    expect(list()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
    rerender(grid({ items: games(9), loading: true, skeletonCount: 6 }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(9);
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(6);
  });

  it('shows the empty slot when nothing is loaded', () => {
    renderWithTheme(grid({ items: [], empty: <p>No games from this vendor</p> }));
    expect(screen.getByText('No games from this vendor')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Slots' })).toBeNull();
  });
});
