import type { ComponentType } from 'react';
import { lazyScreen } from './lazyScreen';
import { LazyRoute } from './LazyRoute';

/**
 * A component whose code loads the first time it renders (120 s timeout, loading state, load error
 * with retry): one page of a centre, so opening the centre does not download all of them.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const screen = lazyScreen<P>(load);
  function LazyComponent(props: P) {
    return <LazyRoute screen={screen} props={props} />;
  }
  return LazyComponent;
}
