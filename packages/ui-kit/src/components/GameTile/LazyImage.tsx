import { useEffect, useRef, useState, type ReactNode } from 'react';

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
 * An image that starts loading when 10 % of it is visible, retries one failure, then shows `fallbackSrc`,
 * then `fallback`.
 */
export function LazyImage({ src, alt, fallbackSrc, fallback = null, className }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);

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
