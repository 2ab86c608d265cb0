import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';

/** The spec's banner autoplay interval. */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselSlide {
  id: string | number;
  imageUrl: string;
  /** Describes the banner for screen readers. */
  alt: string;
  /** Banners with a linkage are clickable; without one they are plain pictures. */
  linkage?: boolean;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name, e.g. "Promotions". */
  label: string;
  onSlideClick?: (slide: CarouselSlide) => void;
  intervalMs?: number;
  /** Width / height of a slide. */
  aspectRatio?: string;
  previousLabel?: string;
  nextLabel?: string;
  goToLabel?: (index: number, total: number) => string;
}

const Root = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
`;

const Track = styled.div`
  display: flex;
  transition: transform 400ms ease;
`;

const Slide = styled.div<{ $ratio: string }>`
  flex: 0 0 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: none;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${vars.space.sm};
  transform: translateY(-50%);
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: 50%;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  opacity: 0.85;
  box-shadow: ${({ theme }) => theme.elevation.low};
`;

const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: ${vars.space.xs};
  transform: translateX(-50%);
  display: flex;

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
  }
  button span {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${vars.color.surface};
    opacity: 0.6;
    box-shadow: 0 0 0 1px ${vars.color.shadow};
  }
  button[aria-current='true'] span {
    width: 18px;
    border-radius: 4px;
    background: ${vars.color.primary};
    opacity: 1;
  }
`;

/**
 * Banner carousel: autoplays every 5 s only when it has more than one slide, pauses while hovered or
 * focused, Left/Right arrows move, slides with a linkage are buttons.
 */
export function Carousel({
  slides,
  label,
  onSlideClick,
  intervalMs = CAROUSEL_INTERVAL_MS,
  aspectRatio = '16 / 6',
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  goToLabel = (index, total) => `Slide ${index + 1} of ${total}`,
}: CarouselProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const current = count ? index % count : 0;
  const autoplay = count > 1 && !hovered && !focused;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!autoplay) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [autoplay, count, intervalMs]);

  if (!count) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
  };

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-autoplay={autoplay}
    >
      <Track id={`${id}-track`} aria-live={autoplay ? 'off' : 'polite'} style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((slide, i) => {
          const active = i === current;
          const image = <img src={slide.imageUrl} alt={slide.alt} loading={i === 0 ? 'eager' : 'lazy'} />;
          return (
            <Slide
              key={slide.id}
              $ratio={aspectRatio}
              role="group"
              aria-roledescription="slide"
              aria-label={goToLabel(i, count)}
              aria-hidden={!active}
              inert={!active}
            >
              {slide.linkage && onSlideClick ? (
                <button type="button" onClick={() => onSlideClick(slide)}>
                  {image}
                </button>
              ) : (
                image
              )}
            </Slide>
          );
        })}
      </Track>
      {count > 1 ? (
        <>
          <Arrow type="button" $side="left" aria-label={previousLabel} aria-controls={`${id}-track`} onClick={() => go(current - 1)}>
            <ChevronLeftIcon />
          </Arrow>
          <Arrow type="button" $side="right" aria-label={nextLabel} aria-controls={`${id}-track`} onClick={() => go(current + 1)}>
            <ChevronRightIcon />
          </Arrow>
          <Dots>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={goToLabel(i, count)}
                aria-current={i === current}
                onClick={() => go(i)}
              >
                <span />
              </button>
            ))}
          </Dots>
        </>
      ) : null}
    </Root>
  );
}
