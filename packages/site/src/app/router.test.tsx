import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS } from './routePatterns';
import { routes } from './router';

function patternsOf(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path !== undefined ? [route.path] : route.index ? ['/'] : []),
    ...patternsOf(route.children ?? []),
  ]);
}

describe('routes', () => {
  it('lists every path pattern in ROUTE_PATTERNS, which the route-wide e2e gates visit', () => {
    expect([...patternsOf(routes)].sort()).toEqual([...ROUTE_PATTERNS].sort());
  });
});
