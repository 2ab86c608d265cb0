import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec: lazy images load at 10 % visibility and are retried once. */
export const LAZY_THRESHOLD = 0.1;
export const LAZY_RETRIES = 1;

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Image shown when `src` fails after its retry (the brand's default game picture). */
  fallbackSrc?: string;
  /** Shown when every image failed (or when there is no `fallbackSrc`). */
  fallback?: ReactNode;
  className?: string;
}

/**
 * How long an image that comes into view while the page scrolls must stay in view before it loads
 * (ms). 0 outside a grid; a virtualised grid (`GameGrid`) sets it, so tiles a fast scroll only flies
 * past fetch and decode nothing, while what is on screen when the page stands still loads at once.
 */
export const LazyImageDwellContext = createContext(0);

/** The page counts as scrolling this long after its last scroll event (ms). */
const SCROLL_SETTLE_MS = 150;
let lastScrollAt = -Infinity;
let listeningForScroll = false;
function scrolledJustNow(): boolean {
  if (!listeningForScroll && typeof window !== 'undefined') {
    listeningForScroll = true;
    window.addEventListener('scroll', () => (lastScrollAt = performance.now()), {
      passive: true,
      capture: true,
    });
  }
  return performance.now() - lastScrollAt < SCROLL_SETTLE_MS;
}

interface Waiting {
  show: () => void;
  dwellMs: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * One observer for every lazy image of the page (a lobby scrolls thousands past): each image
 * registers what to do when it first shows, instead of making and dropping an observer of its own.
 */
const waiting = new Map<Element, Waiting>();
let sharedObserver: IntersectionObserver | null = null;
let observerClass: typeof IntersectionObserver | null = null;
function whenVisible(node: Element, show: () => void, dwellMs: number): () => void {
  // Made again if the page's IntersectionObserver was replaced (a test's stand-in).
  if (observerClass !== IntersectionObserver) {
    observerClass = IntersectionObserver;
    waiting.clear();
    sharedObserver = null;
  }
  sharedObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const item = waiting.get(entry.target);
        if (!item) continue;
        const inView =
          entry.isIntersecting && (entry.intersectionRatio ?? 1) >= LAZY_THRESHOLD * 0.99;
        clearTimeout(item.timer);
        if (!inView) continue;
        const shown = () => {
          waiting.delete(entry.target);
          sharedObserver?.unobserve(entry.target);
          item.show();
        };
        if (item.dwellMs > 0 && scrolledJustNow()) item.timer = setTimeout(shown, item.dwellMs);
        else shown();
      }
    },
    { threshold: LAZY_THRESHOLD },
  );
  waiting.set(node, { show, dwellMs });
  sharedObserver.observe(node);
  return () => {
    clearTimeout(waiting.get(node)?.timer);
    waiting.delete(node);
    sharedObserver?.unobserve(node);
  };
}

/**
 * An image that starts loading when 10 % of it is visible (for the dwell time of its context),
 * retries one failure, then shows `fallbackSrc`, then `fallback`.
 */
export function LazyImage({ src, alt, fallbackSrc, fallback = null, className }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const dwellMs = useContext(LazyImageDwellContext);
  const [visible, setVisible] = useState(false);
  const [failures, setFailures] = useState({ src, count: 0 });
  // A new src starts over without an extra render pass.
  const failed = failures.src === src ? failures.count : 0;

  useEffect(() => {
    const node = holder.current;
    if (!node || visible) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    return whenVisible(node, () => setVisible(true), dwellMs);
  }, [visible, dwellMs]);

  // The retry asks again with a cache-busting suffix so a transient CDN error is not served from cache.
  let url: string | null = null;
  if (failed === 0) url = src;
  else if (failed <= LAZY_RETRIES) url = `${src}${src.includes('?') ? '&' : '?'}retry=${failed}`;
  else if (failed === LAZY_RETRIES + 1 && fallbackSrc) url = fallbackSrc;

  return (
    <span
      ref={holder}
      className={className}
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      {!visible ? null : url ? (
        <img
          key={url}
          src={url}
          alt={alt}
          decoding="async"
          onError={() => setFailures({ src, count: failed + 1 })}
        />
      ) : (
        fallback
      )}
    </span>
  );
}
