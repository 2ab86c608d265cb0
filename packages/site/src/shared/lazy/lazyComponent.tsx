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

/**
 * `lazyComponent` of a module's named export, typed as that export: a centre's page table names each
 * page once, by the module that holds it, instead of wrapping it in `{ default }` by hand.
 */
export function lazyPage<M extends Record<K, ComponentType<never>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] {
  const component = lazyComponent(async () => ({
    default: (await load())[name] as ComponentType<object>,
  }));
  // The lazy wrapper passes its props through unchanged, so it takes what the page takes.
  return component as unknown as M[K];
}
