import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { GameTile } from './GameTile';
import { LazyImageDwellContext } from './LazyImage';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;
const observers: {
  callback: Callback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
}[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly targets = new Set<Element>();
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.add(target);
      }
      unobserve(target: Element) {
        this.targets.delete(target);
      }
      disconnect() {
        this.targets.clear();
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const base = { name: 'Fortune Tiger', imageUrl: '/games/tiger.png', onPlay: () => {} };
// Every image being watched comes into view (one observer watches them all).
const scrollIntoView = () =>
  act(() => {
    const observer = observers[0];
    observer?.callback([...observer.targets].map((target) => ({ isIntersecting: true, target })));
  });

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

describe('GameTile image in a grid (dwell)', () => {
  const leaveView = () =>
    act(() => {
      const observer = observers[0];
      observer?.callback(
        [...observer.targets].map((target) => ({ isIntersecting: false, target })),
      );
    });

  it('on a page that stands still it loads at once', () => {
    const { container } = renderWithTheme(
      <LazyImageDwellContext.Provider value={100}>
        <GameTile {...base} />
      </LazyImageDwellContext.Provider>,
    );
    scrollIntoView();
    expect(container.querySelector('img')).toHaveAttribute('src', '/games/tiger.png');
  });

  it('while the page scrolls it loads only once it has stayed in view for the dwell time; one a scroll flew past loads nothing', () => {
    vi.useFakeTimers();
    try {
      const { container } = renderWithTheme(
        <LazyImageDwellContext.Provider value={100}>
          <GameTile {...base} />
        </LazyImageDwellContext.Provider>,
      );
      const image = () => container.querySelector('img');
      fireEvent.scroll(window);
      scrollIntoView();
      act(() => vi.advanceTimersByTime(60));
      leaveView();
      act(() => vi.advanceTimersByTime(200));
      expect(image()).toBeNull();
      fireEvent.scroll(window);
      scrollIntoView();
      act(() => vi.advanceTimersByTime(99));
      expect(image()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(image()).toHaveAttribute('src', '/games/tiger.png');
    } finally {
      vi.useRealTimers();
    }
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
