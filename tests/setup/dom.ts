import '@testing-library/jest-dom/vitest';

// jsdom has no matchMedia; components (embla, reduced-motion checks) ask it. Nothing matches.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Nor IntersectionObserver (embla watches its slides with it); nothing ever intersects here.
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class NoIntersection {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds: number[] = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: NoIntersection });
}
