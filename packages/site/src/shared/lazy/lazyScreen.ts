import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** Spec: a script chunk that fails to load or takes longer than 120 seconds raises a load error. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/** Why a screen did not load: too slow, its script chunk failed, or one of its style sheets failed. */
export type ScreenLoadFailure = 'timeout' | 'failed' | 'style';

const LOAD_ERROR_MESSAGES: Record<ScreenLoadFailure, string> = {
  timeout: 'Screen load timed out',
  failed: 'Screen failed to load',
  style: 'Screen style sheet failed to load',
};

export class ScreenLoadError extends Error {
  constructor(
    readonly reason: ScreenLoadFailure,
    options?: { cause?: unknown },
  ) {
    super(LOAD_ERROR_MESSAGES[reason], options);
    this.name = 'ScreenLoadError';
  }
}

/**
 * Vite's preload helper rejects a dynamic import whose CSS dependency failed with "Unable to preload
 * CSS for <file>" (after its `vite:preloadError` event): the spec's separate style load error.
 */
export function isStyleLoadFailure(cause: unknown): boolean {
  return cause instanceof Error && /unable to preload css/i.test(cause.message);
}

export function withLoadTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = SCREEN_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ScreenLoadError(isStyleLoadFailure(cause) ? 'style' : 'failed', { cause }));
      },
    );
  });
}

export interface RetriableScreen<P extends object> {
  /** The current lazy component; replaced by `retry()` because React caches a failed lazy load. */
  get Component(): LazyExoticComponent<ComponentType<P>> | ComponentType<P>;
  retry(): void;
  /**
   * Starts downloading the screen's code now (a page's first screen, before React asks for it); the
   * render then finds the module loaded. A failed preload is left to the render to report.
   */
  preload(): void;
}

/**
 * A lazily loaded screen with the 120 s load timeout whose failed load can be retried. A screen whose
 * `preload()` finished before anything rendered it renders as the loaded component itself, without a
 * suspended first pass (no loading state flashes for code that is already there).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = SCREEN_LOAD_TIMEOUT_MS,
): RetriableScreen<P> {
  const create = () => lazy(() => withLoadTimeout(load, timeoutMs));
  let current = create();
  let preloaded: ComponentType<P> | null = null;
  // Once the lazy component has been handed out it stays the one handed out (until a retry): a
  // component that changed type between two renders would mount its screen again.
  let lazyHandedOut = false;
  return {
    get Component() {
      if (preloaded && !lazyHandedOut) return preloaded;
      lazyHandedOut = true;
      return current;
    },
    retry() {
      current = create();
    },
    preload() {
      load().then(
        (module) => {
          preloaded = module.default;
        },
        () => undefined,
      );
    },
  };
}
