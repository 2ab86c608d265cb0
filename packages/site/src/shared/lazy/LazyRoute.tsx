import type { RetriableScreen } from './lazyScreen';
import { ScreenBoundary } from './ScreenBoundary';
import { useReducer } from 'react';

/** Renders a lazily loaded screen inside its boundary; retry reloads the chunk. */
export function LazyRoute({ screen }: { screen: RetriableScreen<object> }) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Screen = screen.Component;
  return (
    <ScreenBoundary
      onRetry={() => {
        screen.retry();
        rerender();
      }}
    >
      <Screen />
    </ScreenBoundary>
  );
}
