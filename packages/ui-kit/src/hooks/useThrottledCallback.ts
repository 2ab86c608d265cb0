import { useCallback, useEffect, useRef } from 'react';

/**
 * Leading-edge throttle: the first call runs at once, calls within `intervalMs` after it are dropped.
 * Used for the spec's one-click-per-second rules (get code, captcha refresh).
 */
export function useThrottledCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  intervalMs: number,
): (...args: Args) => void {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now - lastRun.current < intervalMs) return;
      lastRun.current = now;
      latest.current(...args);
    },
    [intervalMs],
  );
}
