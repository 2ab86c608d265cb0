import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_SCREEN_QUERY, useMediaQuery } from './useMediaQuery';

/** A matchMedia whose answer the test flips, telling the listeners like a browser resize would. */
function stubMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the query as the window crosses the breakpoint', () => {
    const resize = stubMatchMedia(false);
    const { result } = renderHook(() => useMediaQuery(NARROW_SCREEN_QUERY));
    expect(result.current).toBe(false);
    act(() => resize(true));
    expect(result.current).toBe(true);
  });

  it('answers false without matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery(NARROW_SCREEN_QUERY));
    expect(result.current).toBe(false);
  });
});
