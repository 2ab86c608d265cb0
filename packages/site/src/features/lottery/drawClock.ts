import { createTicker, type Ticker, type TimerEnvironment } from '@wl/lottery-engine';

/**
 * The one clock every lottery card of a screen reads: a single engine ticker (once a second, at
 * fixed offsets from its start, so it does not drift) that runs while anything listens. Cards read
 * it with `useSyncExternalStore`, so N cards never mean N timers.
 */
export interface DrawClock {
  /** The time of the last tick (stable between ticks, as `useSyncExternalStore` needs). */
  now(): number;
  subscribe(listener: () => void): () => void;
}

export function createDrawClock<Handle>(env: TimerEnvironment<Handle>): DrawClock {
  const listeners = new Set<() => void>();
  let current = env.now();
  let ticker: Ticker | null = null;

  return {
    now: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (ticker === null) {
        current = env.now();
        ticker = createTicker({
          ...env,
          onTick: (nowMs) => {
            current = nowMs;
            for (const notify of [...listeners]) notify();
          },
        });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && ticker !== null) {
          ticker.stop();
          ticker = null;
        }
      };
    },
  };
}

/** The browser's clock and timers. */
export const browserTimers: TimerEnvironment<ReturnType<typeof setTimeout>> = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle),
};
