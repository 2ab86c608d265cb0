import type { ReactNode } from 'react';
import type { RetriableScreen } from './lazyScreen';
import { ScreenBoundary, type FailureView } from './ScreenBoundary';
import { useReducer } from 'react';

/** A key per screen: a route change to another screen mounts a new boundary. */
const screenKeys = new WeakMap<object, number>();
let screensKeyed = 0;
function keyOf(screen: object) {
  let key = screenKeys.get(screen);
  if (key === undefined) {
    screensKeyed += 1;
    key = screensKeyed;
    screenKeys.set(screen, key);
  }
  return key;
}

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
    // Keyed by screen: the router renders every route's LazyRoute in the same place, so without a key
    // the boundary (and a failure it caught) would outlive a change to another screen.
    <ScreenBoundary
      key={keyOf(screen)}
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
