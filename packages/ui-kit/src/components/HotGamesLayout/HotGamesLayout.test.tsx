import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { HOT_FIRST_ROW_COUNT, HotGamesLayout, hotCellPlacement } from './HotGamesLayout';

const games = (count: number) => Array.from({ length: count }, (_, i) => `Game ${i + 1}`);
const layout = (count: number) => (
  <HotGamesLayout
    label="Hot games"
    items={games(count)}
    getItemKey={(name) => name}
    renderItem={(name, _index, size) => (
      <button type="button" data-size={size}>
        {name}
      </button>
    )}
  />
);

describe('HotGamesLayout', () => {
  it('makes the first game large, the next 14 row one and the rest row two', () => {
    renderWithTheme(layout(30));
    const items = within(screen.getByRole('list', { name: 'Hot games' })).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Game 1' })).toHaveAttribute('data-size', 'lg');
    expect(screen.getByRole('button', { name: 'Game 2' })).toHaveAttribute('data-size', 'md');
    expect(items[0]).toHaveStyle({ gridRow: '1 / span 2', gridColumn: '1 / span 2' });
    expect(items[1]).toHaveStyle({ gridRow: '1', gridColumn: '3' });
    expect(items[14]).toHaveStyle({ gridRow: '1', gridColumn: '16' });
    expect(items[15]).toHaveStyle({ gridRow: '2', gridColumn: '3' });
    expect(items[29]).toHaveStyle({ gridRow: '2', gridColumn: '17' });
  });

  it('keeps reading order: large game, row one, row two', () => {
    renderWithTheme(layout(20));
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(games(20));
  });

  it('fills only row one when there are 15 games or fewer, and renders nothing without games', () => {
    expect(HOT_FIRST_ROW_COUNT).toBe(14);
    expect(hotCellPlacement(15, HOT_FIRST_ROW_COUNT).gridRow).toBe('2');
    expect(hotCellPlacement(14, HOT_FIRST_ROW_COUNT).gridRow).toBe('1');
    const { container, rerender } = renderWithTheme(layout(10));
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .every((item) => item.style.gridRow !== '2'),
    ).toBe(true);
    rerender(layout(0));
    expect(container.querySelector('[role="list"]')).toBeNull();
  });
});
