'use client';

import { useEffect, useRef } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache (the back
 * button after leaving for another page): the page comes back exactly as it was left, so a form
 * that was busy sending when the browser left must be made usable again.
 */
export function useRestoredFromHistory(onRestored: () => void): void {
  const latest = useRef(onRestored);
  useEffect(() => {
    latest.current = onRestored;
  });
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
