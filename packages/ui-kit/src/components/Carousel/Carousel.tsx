import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '../Icon/icons';
import { externalHref } from './externalHref';

/** The spec's banner autoplay interval. */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface CarouselSlide {
  id: string | number;
  imageUrl: string;
  /** Describes the banner for screen readers. */
  alt: string;
  /** An external target: an absolute http(s) URL opens in a new tab; any other value is ignored. */
  href?: string | null;
  /** An in-site target (the banner's linkageType): the slide is a button that calls `onSelect`. */
  linkage?: boolean | string | number | null;
}

interface CarouselCommonProps {
  /** Accessible name of the carousel region, e.g. "Promotions". */
  label: string;
  /** Rotate every `intervalMs` (only with more than one view, never with reduced motion). Default true. */
  autoplay?: boolean;
  intervalMs?: number;
  /** Wrap from the last view to the first. Default true. */
  loop?: boolean;
  /** CSS width of one slide including the gap: '100%' (default) shows one, '160px' as many as fit. */
  slideSize?: string;
  /** Pixels between slides. Default 0. */
  gap?: number;
  /** Dots under the slides, one per view. Default true. */
  dots?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** Name of the dot that shows view `index` (0-based) of `total`. */
  goToLabel?: (index: number, total: number) => string;
  /** Name of slide `index` (0-based) of `total`, read when it is reached. */
  slideLabel?: (index: number, total: number) => string;
  stopLabel?: string;
  startLabel?: string;
}

export interface CarouselBannerProps extends CarouselCommonProps {
  /** Banners: a picture each, a link, a button or neither depending on its target. */
  slides: readonly CarouselSlide[];
  /** Called with a banner that has an in-site `linkage`. */
  onSelect?: (slide: CarouselSlide) => void;
  /** @deprecated Use `onSelect`. */
  onSlideClick?: (slide: CarouselSlide) => void;
  /** Width / height of a banner. Default '16 / 6'. */
  aspectRatio?: string;
  /** Read after the name of a banner that opens in a new tab. */
  newTabLabel?: string;
  children?: never;
}

export interface CarouselContentProps extends CarouselCommonProps {
  /** Any content, one slide per child (game tiles and a final 'more' slide, say). */
  children: ReactNode;
  slides?: never;
}

export type CarouselProps = CarouselBannerProps | CarouselContentProps;

const Root = styled.section`
  min-width: 0;
`;

/** Holds the slides and the controls drawn over them. */
const Stage = styled.div`
  position: relative;
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${vars.radius.lg};
`;

const Track = styled.div<{ $gap: number }>`
  display: flex;
  touch-action: pan-y pinch-zoom;
  margin-left: ${({ $gap }) => -$gap}px;
`;

const Slide = styled.div<{ $size: string; $gap: number }>`
  flex: 0 0 ${({ $size }) => $size};
  min-width: 0;
  padding-left: ${({ $gap }) => $gap}px;
  /* Slides of a row are as tall as the tallest one. */
  display: flex;

  & > * {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Banner = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  a,
  button {
    display: block;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    background: none;
  }
  a:focus-visible,
  button:focus-visible {
    outline-offset: -4px;
  }
`;

const Control = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 6px;
  border: 0;
  border-radius: 50%;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${({ theme }) => theme.elevation.low};

  &:disabled {
    opacity: 0.4;
  }
`;

const Arrow = styled(Control)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${vars.space.sm};
  transform: translateY(-50%);
  opacity: 0.9;
`;

const Rotation = styled(Control)`
  position: absolute;
  top: ${vars.space.sm};
  right: ${vars.space.sm};
  z-index: 1;
  opacity: 0.9;
`;

const PauseBars = styled.span`
  display: inline-flex;
  gap: 4px;
  width: 20px;
  height: 20px;
  align-items: center;
  justify-content: center;

  &::before,
  &::after {
    content: '';
    width: 4px;
    height: 14px;
    border-radius: 1px;
    background: currentColor;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${vars.space.xs};

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
    background: ${vars.color.textMuted};
  }
  button[aria-current='true'] span {
    width: 18px;
    border-radius: 4px;
    background: ${vars.color.primary};
  }
`;

function BannerContent({
  slide,
  onSelect,
  newTabLabel,
  eager,
}: {
  slide: CarouselSlide;
  onSelect: ((slide: CarouselSlide) => void) | undefined;
  newTabLabel: string;
  eager: boolean;
}) {
  const image = (
    <img
      src={slide.imageUrl}
      alt={slide.alt}
      loading={eager ? 'eager' : 'lazy'}
      draggable={false}
    />
  );
  const href = externalHref(slide.href);
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {image}
        <span className="wl-visually-hidden"> ({newTabLabel})</span>
      </a>
    );
  }
  if (slide.linkage && onSelect) {
    return (
      <button type="button" onClick={() => onSelect(slide)}>
        {image}
      </button>
    );
  }
  return image;
}

/**
 * Embla carousel for banners (`slides`) or any content (`children`, several per view with `slideSize`).
 * Autoplays every 5 s when there is more than one view, never with reduced motion, and pauses while hovered,
 * while anything in it has focus, or after the stop button. Slides outside the current view are inert.
 */
export function Carousel(props: CarouselProps) {
  const {
    label,
    autoplay = true,
    intervalMs = CAROUSEL_INTERVAL_MS,
    loop = true,
    slideSize = '100%',
    gap = 0,
    dots = true,
    previousLabel = 'Previous slide',
    nextLabel = 'Next slide',
    goToLabel = (index, total) => `Slide ${index + 1} of ${total}`,
    slideLabel = (index, total) => `${index + 1} of ${total}`,
    stopLabel = 'Stop automatic slide show',
    startLabel = 'Start automatic slide show',
  } = props;
  const trackId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const plugins = useMemo(
    // The carousel decides when to play; the plugin only keeps time (and stops on a drag).
    () => [
      Autoplay({
        delay: intervalMs,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [intervalMs],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop, align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', duration: 30 },
    plugins,
  );

  const [snapCount, setSnapCount] = useState(0);
  const [selected, setSelected] = useState(0);
  const [visible, setVisible] = useState<ReadonlySet<number> | null>(null);
  const [edges, setEdges] = useState({ previous: false, next: false });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const rotates = autoplay && snapCount > 1 && !reducedMotion;
  const playing = rotates && !stopped && !hovered && !focused;

  const sync = useCallback(() => {
    if (!embla) return;
    const current = embla.selectedScrollSnap();
    setSnapCount(embla.scrollSnapList().length);
    setSelected(current);
    setVisible(new Set(embla.internalEngine().slideRegistry[current] ?? []));
    setEdges({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return undefined;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  useEffect(() => {
    const timer = embla?.plugins().autoplay;
    if (!embla || !timer) return undefined;
    const apply = () => (playing ? timer.play() : timer.stop());
    apply();
    // A drag stops the plugin; a re-init (resize, new slides) restarts it stopped.
    embla.on('pointerUp', apply).on('reInit', apply);
    return () => {
      embla.off('pointerUp', apply).off('reInit', apply);
    };
  }, [embla, playing]);

  const go = useCallback(
    (target: 'previous' | 'next' | number) => {
      if (!embla) return;
      if (target === 'previous') embla.scrollPrev(reducedMotion);
      else if (target === 'next') embla.scrollNext(reducedMotion);
      else embla.scrollTo(target, reducedMotion);
    },
    [embla, reducedMotion],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go('previous');
    else if (event.key === 'ArrowRight') go('next');
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const banners = 'slides' in props && props.slides ? props : null;
  const content = banners
    ? banners.slides.map((slide, index) => (
        <Banner key={slide.id} $ratio={banners.aspectRatio ?? '16 / 6'}>
          <BannerContent
            slide={slide}
            onSelect={banners.onSelect ?? banners.onSlideClick}
            newTabLabel={banners.newTabLabel ?? 'opens in a new tab'}
            eager={index === 0}
          />
        </Banner>
      ))
    : Children.toArray(props.children);
  const total = content.length;
  if (total === 0) return null;
  const multiple = snapCount > 1;

  return (
    <Root
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Stage>
        {rotates ? (
          <Rotation
            type="button"
            aria-label={stopped ? startLabel : stopLabel}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? <PlayIcon size={20} /> : <PauseBars aria-hidden="true" />}
          </Rotation>
        ) : null}
        <Viewport ref={viewportRef}>
          <Track id={trackId} $gap={gap} aria-live={playing ? 'off' : 'polite'}>
            {content.map((child, index) => (
              <Slide
                key={isValidElement(child) && child.key !== null ? child.key : index}
                $size={slideSize}
                $gap={gap}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(index, total)}
                inert={visible ? !visible.has(index) : index !== 0 && slideSize === '100%'}
              >
                {child}
              </Slide>
            ))}
          </Track>
        </Viewport>
        {multiple ? (
          <>
            <Arrow
              type="button"
              $side="left"
              aria-label={previousLabel}
              aria-controls={trackId}
              disabled={!edges.previous}
              onClick={() => go('previous')}
            >
              <ChevronLeftIcon />
            </Arrow>
            <Arrow
              type="button"
              $side="right"
              aria-label={nextLabel}
              aria-controls={trackId}
              disabled={!edges.next}
              onClick={() => go('next')}
            >
              <ChevronRightIcon />
            </Arrow>
          </>
        ) : null}
      </Stage>
      {multiple && dots ? (
        <Dots>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-label={goToLabel(index, snapCount)}
              aria-current={index === selected}
              aria-controls={trackId}
              onClick={() => go(index)}
            >
              <span />
            </button>
          ))}
        </Dots>
      ) : null}
    </Root>
  );
}
