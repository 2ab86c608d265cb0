import { vi } from 'vitest';

/**
 * jsdom has no layout engine and no ResizeObserver, IntersectionObserver or matchMedia. These helpers give
 * components the sizes and browser APIs they measure with; restore them with `vi.restoreAllMocks()` and
 * `vi.unstubAllGlobals()`.
 */

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** ResizeObserver and IntersectionObserver that never report (sizes come from the mocks below). */
export function stubObservers() {
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', InertObserver);
}

/** `matchMedia` answering `prefers-reduced-motion: reduce` with `reduce`, every other query with false. */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Slides (`aria-roledescription="slide"`) `slideWidth` wide side by side in a `viewWidth` viewport. */
export function mockCarouselLayout({
  viewWidth,
  slideWidth,
}: {
  viewWidth: number;
  slideWidth: number;
}) {
  const isSlide = (node: HTMLElement) => node.getAttribute('aria-roledescription') === 'slide';
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isSlide(this) ? slideWidth : viewWidth;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!isSlide(this) || !this.parentElement) return 0;
    return Array.from(this.parentElement.children).indexOf(this) * slideWidth;
  });
  // Embla adds the last slide's end margin, which jsdom leaves empty (NaN) unless styled inline.
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computedStyle(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) =>
      read(name) || (name.startsWith('margin') ? '0px' : '');
    return style;
  });
}

/**
 * A page `viewportHeight` tall whose elements are `width` wide; rows of a virtual list (`data-index`) are
 * `rowHeight` tall. `scrollTo(y)` moves the window and tells listeners.
 */
export function mockPageLayout({
  width,
  rowHeight,
  viewportHeight = 800,
}: {
  width: number;
  rowHeight: number;
  viewportHeight?: number;
}) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.hasAttribute('data-index') ? rowHeight : 0;
  });
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', viewportHeight);
  vi.stubGlobal('scrollY', 0);
  return {
    scrollTo(y: number) {
      vi.stubGlobal('scrollY', y);
      window.dispatchEvent(new Event('scroll'));
    },
  };
}
