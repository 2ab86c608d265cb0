import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a section starts loading: about one screen. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * True once the element has come within `rootMargin` of the viewport (and from then on), so a section
 * below the fold loads its code and data only when the player scrolls towards it. Without
 * IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  rootMargin: string = NEAR_VIEWPORT_MARGIN,
): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, rootMargin]);
  return near;
}
