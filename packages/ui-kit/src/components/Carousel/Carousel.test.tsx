import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Carousel } from './Carousel';

const slides = [
  { id: 1, imageUrl: '/a.png', alt: 'Welcome bonus', linkage: true },
  { id: 2, imageUrl: '/b.png', alt: 'Weekly cashback' },
  { id: 3, imageUrl: '/c.png', alt: 'VIP club' },
];
const current = () => screen.getByRole('button', { current: true });

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 seconds and wraps around', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toHaveAccessibleName('Slide 2 of 3');
    act(() => vi.advanceTimersByTime(10000));
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('does not autoplay or show controls with a single slide', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides.slice(0, 1)} />);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-autoplay', 'false');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('pauses while hovered and while focused', () => {
    renderWithTheme(<Carousel label="Promotions" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('moves with the arrow keys and opens slides that have a linkage', () => {
    const onSlideClick = vi.fn();
    renderWithTheme(<Carousel label="Promotions" slides={slides} onSlideClick={onSlideClick} />);
    fireEvent.click(screen.getByRole('img', { name: 'Welcome bonus' }));
    expect(onSlideClick).toHaveBeenCalledWith(slides[0]);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toHaveAccessibleName('Slide 3 of 3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    // The second banner has no linkage: it is a picture, not a button.
    expect(screen.getAllByRole('group', { hidden: true })[1]?.querySelector('button')).toBeNull();
  });
});
