'use client';

import { useEffect } from 'react';

/**
 * The path of the previous page of this document. The shell sits inside each screen, so a
 * navigation to another screen remounts this island: the last path must outlive it.
 */
let previousPath: string | null = null;

export function resetScrollMemory(): void {
  previousPath = null;
}

/**
 * Part 2 §2: on client navigation the page scrolls to the top, unless it is a search page (its
 * filters and pagination keep the visitor where they are). The first page of a load is left alone
 * (the browser restores or anchors it).
 */
export function ScrollToTop({ pathname, keepScroll }: { pathname: string; keepScroll: boolean }) {
  useEffect(() => {
    const navigated = previousPath !== null && previousPath !== pathname;
    previousPath = pathname;
    if (navigated && !keepScroll) window.scrollTo(0, 0);
  }, [pathname, keepScroll]);
  return null;
}
