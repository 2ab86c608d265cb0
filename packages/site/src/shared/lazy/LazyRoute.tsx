import type { RetriableScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';
import { useReducer } from 'react';

/** Renders a lazily loaded screen inside its boundary (loading, load error with retry); retry reloads the chunk. */
export function LazyRoute<P extends object>({
  screen,
  props,
}: {
  screen: RetriableScreen<P>;
  /** The screen's props, for screens that take some (the site-status pages). */
  props?: P;
}) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Screen = screen.Component;
  return (
    <ScreenBoundary
      onRetry={() => {
        screen.retry();
        rerender();
      }}
    >
      <Screen {...((props ?? {}) as P)} />
    </ScreenBoundary>
  );
}
