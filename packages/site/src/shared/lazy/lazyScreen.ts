import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/** Spec: a script chunk that fails to load or takes longer than 120 seconds raises a load error. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'Screen load timed out' : 'Screen failed to load', options);
    this.name = 'ScreenLoadError';
  }
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
        reject(new ScreenLoadError('failed', { cause }));
      },
    );
  });
}

export interface RetriableScreen<P extends object> {
  /** The current lazy component; replaced by `retry()` because React caches a failed lazy load. */
  get Component(): LazyExoticComponent<ComponentType<P>>;
  retry(): void;
}

/** A lazily loaded screen with the 120 s load timeout whose failed load can be retried. */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  timeoutMs = SCREEN_LOAD_TIMEOUT_MS,
): RetriableScreen<P> {
  const create = () => lazy(() => withLoadTimeout(load, timeoutMs));
  let current = create();
  return {
    get Component() {
      return current;
    },
    retry() {
      current = create();
    },
  };
}
