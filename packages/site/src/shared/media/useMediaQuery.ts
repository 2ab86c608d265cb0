import { useCallback, useSyncExternalStore } from 'react';

/** Phones: below the ui-kit `md` breakpoint (768 px), where the header folds its wallet links away. */
export const NARROW_SCREEN_QUERY = '(max-width: 767px)';

/** Whether the media query matches now, re-rendering when it flips. False where matchMedia is missing (tests, SSR). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? false : (window.matchMedia?.(query).matches ?? false)),
    () => false,
  );
}
