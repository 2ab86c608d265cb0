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
const scrollIntoView = () => act(() => observers[0]?.callback([{ isIntersecting: true }]));

describe('GameTile image', () => {
  it('loads only once 10 % is visible, retries once, then shows the fallback picture, then an icon', () => {
    const { container } = renderWithTheme(
      <GameTile {...base} fallbackImageUrl="/brand/default-game.png" />,
    );
    const image = () => container.querySelector('img');
    expect(image()).toBeNull();
    expect(observers[0]?.options?.threshold).toBe(0.1);
    scrollIntoView();
    expect(image()).toHaveAttribute('src', '/games/tiger.png');
    fireEvent.error(image() as HTMLImageElement);
    expect(image()).toHaveAttribute('src', '/games/tiger.png?retry=1');
    fireEvent.error(image() as HTMLImageElement);
    expect(image()).toHaveAttribute('src', '/brand/default-game.png');
    fireEvent.error(image() as HTMLImageElement);
    expect(image()).toBeNull();
  });

  it('keeps the picture when the retry succeeds and starts over for a new game', () => {
    const { container, rerender } = renderWithTheme(<GameTile {...base} />);
    scrollIntoView();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toHaveAttribute('src', '/games/tiger.png?retry=1');
    rerender(<GameTile {...base} imageUrl="/games/koi.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/games/koi.png');
  });
});

describe('GameTile actions', () => {
  it('offers a free trial only when supportPlay is 0', async () => {
    const onTrial = vi.fn();
    const { rerender } = renderWithTheme(<GameTile {...base} supportPlay={0} onTrial={onTrial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Free trial: Fortune Tiger' }));
    expect(onTrial).toHaveBeenCalledTimes(1);
    rerender(<GameTile {...base} supportPlay={1} onTrial={onTrial} />);
    expect(screen.queryByRole('button', { name: /Free trial/ })).toBeNull();
    rerender(<GameTile {...base} onTrial={onTrial} />);
    expect(screen.queryByRole('button', { name: /Free trial/ })).toBeNull();
  });

  it('plays from the keyboard and shows the vendor icon and name', async () => {
    const onPlay = vi.fn();
    renderWithTheme(
      <GameTile {...base} onPlay={onPlay} vendorName="PG Soft" vendorIconUrl="/pg.svg" />,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play now: Fortune Tiger' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'PG Soft' })).toHaveAttribute('src', '/pg.svg');
    expect(screen.getByRole('heading', { name: 'Fortune Tiger' })).toBeInTheDocument();
  });

  it('toggles the favourite heart, a pressed button named after the game', async () => {
    const onToggleFavourite = vi.fn();
    const { rerender } = renderWithTheme(
      <GameTile {...base} showFavourite favourite={false} onToggleFavourite={onToggleFavourite} />,
    );
    const heart = screen.getByRole('button', { name: 'Favourite Fortune Tiger' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    rerender(<GameTile {...base} showFavourite favourite onToggleFavourite={onToggleFavourite} />);
    expect(
      screen.getByRole('button', { name: 'Favourite Fortune Tiger', pressed: true }),
    ).toBeInTheDocument();
  });

  it('hides the heart unless the caller enables it (lottery games, non-lobby routes)', () => {
    renderWithTheme(<GameTile {...base} onToggleFavourite={() => {}} />);
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('takes translated labels', () => {
    renderWithTheme(
      <GameTile
        {...base}
        supportPlay={0}
        onTrial={() => {}}
        showFavourite
        onToggleFavourite={() => {}}
        playLabel="เล่นเลย"
        trialLabel="ทดลองเล่น"
        favouriteLabel={(game) => `ชื่นชอบ ${game}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'เล่นเลย: Fortune Tiger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ทดลองเล่น: Fortune Tiger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ชื่นชอบ Fortune Tiger' })).toBeInTheDocument();
  });
});
