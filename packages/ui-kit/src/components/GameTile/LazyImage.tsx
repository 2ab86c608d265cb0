import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Spec: lazy images load at 10 % visibility and are retried once. */
export const LAZY_THRESHOLD = 0.1;
export const LAZY_RETRIES = 1;

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Shown when the image fails after its retry. */
  fallback?: ReactNode;
  className?: string;
}

/** An image that starts loading when 10 % of it is visible and retries one failure before giving up. */
export function LazyImage({ src, alt, fallback = null, className }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setAttempt(0);
    setFailed(false);
  }, [src]);

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
  const url = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <span ref={holder} className={className} style={{ display: 'block', width: '100%', height: '100%' }}>
      {failed ? (
        fallback
      ) : visible ? (
        <img
          src={url}
          alt={alt}
          decoding="async"
          onError={() => {
            if (attempt < LAZY_RETRIES) setAttempt((a) => a + 1);
            else setFailed(true);
          }}
        />
      ) : null}
    </span>
  );
}
