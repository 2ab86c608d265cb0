import { COUNTDOWN_TICK_MS, RELOAD_MIN_MS, reloadDelayMs } from './timing';

/** The clock and timer functions a scheduler runs on (pass the real ones, or fakes in tests). */
export interface TimerEnvironment<Handle = unknown> {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): Handle;
  clearTimeout(handle: Handle): void;
}

/** A one-shot timer that fires at an absolute time, however early or late the platform timer runs. */
function createAbsoluteTimer<Handle>(env: TimerEnvironment<Handle>) {
  let handle: Handle | null = null;
  let target: number | null = null;

  const cancel = () => {
    if (handle !== null) env.clearTimeout(handle);
    handle = null;
    target = null;
  };

  const arm = (targetMs: number, callback: () => void) => {
    handle = env.setTimeout(
      () => {
        handle = null;
        // A timer that fires early re-arms for the rest instead of firing before its target.
        if (env.now() < targetMs) {
          arm(targetMs, callback);
          return;
        }
        target = null;
        callback();
      },
      Math.max(0, targetMs - env.now()),
    );
  };

  return {
    at(targetMs: number, callback: () => void) {
      cancel();
      target = targetMs;
      arm(targetMs, callback);
    },
    cancel,
    target: () => target,
  };
}

/** Options of `createReloadScheduler`. */
export interface ReloadSchedulerOptions<Handle = unknown> extends TimerEnvironment<Handle> {
  /** Reloads the menus; call `schedule` again with the fresh remaining times when they arrive. */
  reload(): void | Promise<void>;
}

/** Drives the lottery menu reload timer. */
export interface ReloadScheduler {
  /** Plans the next reload `reloadDelayMs(minRemainMs, rttMs)` from now; replaces a pending one. Returns the absolute target. */
  schedule(minRemainMs: number, rttMs: number): number;
  /** Cancels the pending reload; nothing fires until `schedule` is called again. */
  stop(): void;
  /** Absolute time of the pending reload, or null. */
  readonly nextReloadAt: number | null;
}

/**
 * The menu reload timer: each `schedule` computes an absolute target (now + clamped delay), so a
 * timer that fires early is re-armed for the rest and a late one does not shift later reloads.
 * When `reload` fails (throws or rejects), the next reload is planned after the minimum delay
 * (7 s) so the menus never stop refreshing; `stop` ends everything.
 */
export function createReloadScheduler<Handle>(
  options: ReloadSchedulerOptions<Handle>,
): ReloadScheduler {
  const timer = createAbsoluteTimer(options);
  let generation = 0;

  const retryAfterFailure = (firedGeneration: number) => {
    if (firedGeneration === generation && timer.target() === null) {
      timer.at(options.now() + RELOAD_MIN_MS, fire);
    }
  };

  function fire() {
    const firedGeneration = generation;
    try {
      const result = options.reload();
      if (result instanceof Promise) result.catch(() => retryAfterFailure(firedGeneration));
    } catch {
      retryAfterFailure(firedGeneration);
    }
  }

  return {
    schedule(minRemainMs, rttMs) {
      generation += 1;
      const target = options.now() + reloadDelayMs(minRemainMs, rttMs);
      timer.at(target, fire);
      return target;
    },
    stop() {
      generation += 1;
      timer.cancel();
    },
    get nextReloadAt() {
      return timer.target();
    },
  };
}

/** Options of `createTicker`. */
export interface TickerOptions<Handle = unknown> extends TimerEnvironment<Handle> {
  /** Called on every tick with the current time. */
  onTick(nowMs: number): void;
  /** Tick spacing (default 1,000 ms: the countdown tick). */
  intervalMs?: number;
}

/** A running ticker. */
export interface Ticker {
  stop(): void;
}

/**
 * Ticks at start + k * interval (absolute targets), so the countdown does not drift however late
 * each timer fires; ticks missed while the page slept are skipped, not replayed in a burst.
 */
export function createTicker<Handle>(options: TickerOptions<Handle>): Ticker {
  const interval = options.intervalMs ?? COUNTDOWN_TICK_MS;
  const start = options.now();
  const timer = createAbsoluteTimer(options);
  let stopped = false;

  const next = () => {
    const elapsed = options.now() - start;
    const tickIndex = Math.floor(elapsed / interval) + 1;
    timer.at(start + tickIndex * interval, () => {
      options.onTick(options.now());
      if (!stopped) next();
    });
  };
  next();

  return {
    stop() {
      stopped = true;
      timer.cancel();
    },
  };
}
