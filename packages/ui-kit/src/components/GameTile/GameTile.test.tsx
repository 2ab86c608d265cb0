import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { GameTile } from './GameTile';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const base = { name: 'Fortune Tiger', imageUrl: '/games/tiger.png', onPlay: () => {} };

describe('GameTile', () => {
  it('loads the image only once 10 % is visible, retries once, then shows a placeholder', () => {
    const { container } = renderWithTheme(<GameTile {...base} />);
    expect(container.querySelector('img')).toBeNull();
    expect(observers[0]?.options?.threshold).toBe(0.1);
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/games/tiger.png');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toHaveAttribute('src', '/games/tiger.png?retry=1');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
  });

  it('offers a free trial only when supportPlay is 0', () => {
    const { rerender } = renderWithTheme(<GameTile {...base} supportPlay={0} onTrial={() => {}} />);
    expect(screen.getByRole('button', { name: 'Free trial: Fortune Tiger' })).toBeInTheDocument();
    rerender(<GameTile {...base} supportPlay={1} onTrial={() => {}} />);
    expect(screen.queryByRole('button', { name: /Free trial/ })).toBeNull();
    rerender(<GameTile {...base} onTrial={() => {}} />);
    expect(screen.queryByRole('button', { name: /Free trial/ })).toBeNull();
  });

  it('plays and toggles the favourite heart with named buttons', async () => {
    const onPlay = vi.fn();
    const onToggleFavourite = vi.fn();
    renderWithTheme(
      <GameTile {...base} onPlay={onPlay} showFavourite favourite={false} onToggleFavourite={onToggleFavourite} vendorName="PG" vendorIconUrl="/pg.svg" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Fortune Tiger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'PG' })).toBeInTheDocument();
  });

  it('hides the heart unless asked (lottery games, non-lobby routes)', () => {
    renderWithTheme(<GameTile {...base} onToggleFavourite={() => {}} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
