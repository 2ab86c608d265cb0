import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { runningTest, watchTestWorkerForStalls } from '@wl/vite-config/stall-watch';

// jsdom lays nothing out: it has no media queries and no layout observers, which carousels (embla)
// need to start. Where they are missing, no media query matches, nothing is ever resized and everything
// observed is in view at once (a page one screen tall), which is what the site's own fallbacks assume
// (useMediaQuery, useNearViewport). A test that needs another answer spies on one (vi.spyOn(window,
// 'matchMedia')) or stubs its own (vi.stubGlobal, which isolates its file: @wl/vite-config).
if (typeof window !== 'undefined') {
  window.matchMedia ??= (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  class InViewObserver {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true, intersectionRatio: 1 };
      this.report([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver;
}
// Lazily loaded screens are transformed on first import in tests, and CI runs two suites at once on 2
// cores: allow more than the default 1 s (a wait that holds returns at once).
configure({ asyncUtilTimeout: 15_000 });
// Files share a worker, and a site worker ran out of its heap (4 GB on ci23, 8 GB in a stage-1 run beside
// lint and typecheck) while another run took three times as long: every 2 s, once the heap passes
// 1.5 GB, name the test running then, at each further 512 MB (pnpm test repeats these lines at its end).
// One watch per worker: with shared workers this file runs again for each test file.
const HEAP_WATCH_FROM = 1.5 * 1024 ** 3;
const HEAP_WATCH_STEP = 512 * 1024 ** 2;
const watched = globalThis as { heapWatch?: ReturnType<typeof setInterval> };
if (!watched.heapWatch) {
  let mark = HEAP_WATCH_FROM;
  watched.heapWatch = setInterval(() => {
    const { heapUsed } = process.memoryUsage();
    if (heapUsed < mark) return;
    mark = heapUsed + HEAP_WATCH_STEP;
    console.warn(
      `heap watch: ${Math.round(heapUsed / 1024 ** 2)} MB in use during ${runningTest()}`,
    );
  }, 2_000);
  watched.heapWatch.unref();
}
// The heap watch above runs on a timer, which never fires while a test keeps the event loop blocked (a
// render loop inside act): this watch runs in a thread of its own, and after a minute prints the stuck
// test's JavaScript stack and ends the worker, so the suite fails at once (tooling/vite-config/README.md).
watchTestWorkerForStalls();
// A File in a FormData body reaches the platform as the text "undefined": Vitest 4.1's jsdom
// environment copies a jsdom Blob into a Node one (for Node's Request) through the private `_buffer`
// of jsdom's Blob, which jsdom 29 renamed `_bytes`. Until Vitest reads the new name, the old one
// answers too. (Uploads in the site's tests: avatar, feedback images, deposit proofs.)
if (typeof window !== 'undefined') {
  const blobImpl = Object.getOwnPropertySymbols(
    Object.getOwnPropertyDescriptors(new window.Blob()),
  )[0];
  const impl = blobImpl && (new window.Blob() as unknown as Record<symbol, object>)[blobImpl];
  const implPrototype = impl && Object.getPrototypeOf(impl);
  if (implPrototype && !('_buffer' in implPrototype))
    Object.defineProperty(implPrototype, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
}
afterEach(() => {
  // Node-environment tests (the lint rules) have no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
// Files share a worker (vitest.config.ts): a lazy screen the last test opened may still be loading,
// and an import that lands after the worker's environment is gone fails whichever file runs then.
afterAll(() => vi.dynamicImportSettled());
