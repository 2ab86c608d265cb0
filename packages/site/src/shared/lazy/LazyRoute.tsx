import type { ReactNode } from 'react';
import type { RetriableScreen } from './lazyScreen';
import { ScreenBoundary, type FailureView } from './ScreenBoundary';
import { useReducer } from 'react';

/** Renders a lazily loaded screen inside its boundary (loading, load error with retry); retry reloads the chunk. */
export function LazyRoute<P extends object>({
  screen,
  props,
  loading,
  failure,
}: {
  screen: RetriableScreen<P>;
  /** The screen's props, for screens that take some (the site-status pages). */
  props?: P;
  /** Replaces the default loading state (a modal shows the full-screen loader). */
  loading?: ReactNode;
  /** Replaces the default load error (a modal shows it in a dialog). */
  failure?: FailureView;
}) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Screen = screen.Component;
  return (
    <ScreenBoundary
      loading={loading}
      failure={failure}
      onRetry={() => {
        screen.retry();
        rerender();
      }}
    >
      <Screen {...((props ?? {}) as P)} />
    </ScreenBoundary>
  );
}
