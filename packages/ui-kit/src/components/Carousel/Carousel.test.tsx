import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { mockCarouselLayout, stubObservers, stubReducedMotion } from '../../test/layout';
import { Carousel, CAROUSEL_INTERVAL_MS, type CarouselSlide } from './Carousel';
import { externalHref } from './externalHref';

const slides: CarouselSlide[] = [
  { id: 1, imageUrl: '/a.png', alt: 'Welcome bonus', linkage: 'promotion' },
  { id: 2, imageUrl: '/b.png', alt: 'Weekly cashback', href: 'https://example.com/cashback' },
  { id: 3, imageUrl: '/c.png', alt: 'VIP club' },
];
const currentDot = () => screen.getByRole('button', { current: true });
const region = () => screen.getByRole('region', { name: 'Promotions' });
const slideGroup = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  stubObservers();
  stubReducedMotion(false);
  mockCarouselLayout({ viewWidth: 300, slideWidth: 300 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Carousel autoplay', () => {
  beforeEach(() => vi.useFakeTimers());

  it('advances every 5 seconds and wraps around', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
    act(() => vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('does not autoplay or show controls with a single slide', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides.slice(0, 1)} />);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(region()).toHaveAttribute('data-autoplay', 'false');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('pauses while anything inside has focus and announces slides meanwhile', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    const track = slideGroup('1 of 3').parentElement;
    expect(track).toHaveAttribute('aria-live', 'off');
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    expect(track).toHaveAttribute('aria-live', 'polite');
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('stops for good with the stop button until started again', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('never rotates when the player prefers reduced motion', () => {
    stubReducedMotion(true);
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    expect(region()).toHaveAttribute('data-autoplay', 'false');
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
    // Still navigable by hand.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('does not rotate when autoplay is off (rows of games)', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} autoplay={false} />);
    act(() => vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });
});

describe('Carousel slides', () => {
  it('names the region and each slide "n of m"; slides out of view are inert', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slideGroup('1 of 3')).toHaveAttribute('aria-roledescription', 'slide');
    expect(slideGroup('1 of 3')).not.toHaveAttribute('inert');
    expect(slideGroup('2 of 3')).toHaveAttribute('inert');
  });

  it('makes an in-site target a button, an http(s) target a new-tab link and no target a plain image', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Carousel label="Promotions" slides={slides} onSelect={onSelect} />);
    await userEvent.click(
      within(slideGroup('1 of 3')).getByRole('button', { name: 'Welcome bonus' }),
    );
    expect(onSelect).toHaveBeenCalledWith(slides[0]);

    const link = within(slideGroup('2 of 3')).getByRole('link', {
      name: 'Weekly cashback (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://example.com/cashback');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const plain = within(slideGroup('3 of 3'));
    expect(plain.getByRole('img', { name: 'VIP club' })).toBeInTheDocument();
    expect(plain.queryByRole('button')).toBeNull();
    expect(plain.queryByRole('link')).toBeNull();
  });

  it('never renders a javascript: or data: href', () => {
    const unsafe: CarouselSlide[] = [
      { id: 1, imageUrl: '/a.png', alt: 'Script', href: 'javascript:alert(1)' },
      { id: 2, imageUrl: '/b.png', alt: 'Data', href: ' data:text/html,<script>alert(1)</script>' },
      { id: 3, imageUrl: '/c.png', alt: 'Relative', href: '//evil.example/x' },
    ];
    const { container } = renderWithTheme(
      <Carousel label="Promotions" slides={unsafe} onSelect={() => {}} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByRole('img', { name: 'Script' }).closest('button')).toBeNull();
  });

  it('keeps the old onSlideClick for banners with a linkage', async () => {
    const onSlideClick = vi.fn();
    renderWithTheme(
      <Carousel
        label="Promotions"
        slides={[{ ...slides[0]!, linkage: true }]}
        onSlideClick={onSlideClick}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Welcome bonus' }));
    expect(onSlideClick).toHaveBeenCalledTimes(1);
  });

  it('moves with the arrow keys, the arrows and the dots', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} autoplay={false} />);
    fireEvent.keyDown(region(), { key: 'ArrowLeft' });
    expect(currentDot()).toHaveAccessibleName('Slide 3 of 3');
    fireEvent.keyDown(region(), { key: 'ArrowRight' });
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(currentDot()).toHaveAccessibleName('Slide 3 of 3');
    expect(slideGroup('3 of 3')).not.toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('hosts any content several per view, ending with the caller’s more slide', () => {
    vi.restoreAllMocks();
    mockCarouselLayout({ viewWidth: 300, slideWidth: 100 });
    renderWithTheme(
      <Carousel label="Slots" slideSize="100px" loop={false} autoplay={false} dots={false}>
        {['A', 'B', 'C', 'D', 'E'].map((name) => (
          <button key={name} type="button">
            Play {name}
          </button>
        ))}
        <a href="/rng">More slots</a>
      </Carousel>,
    );
    expect(slideGroup('1 of 6')).not.toHaveAttribute('inert');
    expect(slideGroup('3 of 6')).not.toHaveAttribute('inert');
    expect(slideGroup('4 of 6')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(
      within(slideGroup('6 of 6')).getByRole('link', { name: 'More slots' }),
    ).toBeInTheDocument();
    expect(slideGroup('6 of 6')).not.toHaveAttribute('inert');
    expect(slideGroup('1 of 6')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Slide \d/ })).toBeNull();
  });
});

describe('externalHref', () => {
  it('keeps absolute http(s) URLs only', () => {
    expect(externalHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(externalHref(' http://example.com ')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/promotions',
      '//evil.example',
      'ftp://x',
      '',
      null,
      undefined,
    ]) {
      expect(externalHref(bad)).toBeUndefined();
    }
  });
});
