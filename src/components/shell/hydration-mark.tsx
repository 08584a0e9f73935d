'use client';

import { useEffect } from 'react';
import { whenIslandsReady } from '@/components/ui/islands-pending';

/** The attribute `<html>` carries once the page has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has hydrated it. The first commit of the root comes only after
 * every part outside a still-loading lazy boundary has its handlers, and the mark then waits for
 * the desktop-only islands whose code arrived after hydration (src/components/ui/islands-pending.ts),
 * so from then on a click or a key reaches the page. Before that, server HTML looks ready and
 * ignores a click: automated visitors (the e2e suite) wait on this mark instead of guessing a delay.
 * Renders nothing.
 */
export function HydrationMark() {
  useEffect(() => {
    let current = true;
    // A microtask later: the commit's other effects, which register the waiting islands, have run.
    void Promise.resolve()
      .then(whenIslandsReady)
      .then(() => {
        if (current) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
      });
    return () => {
      current = false;
    };
  }, []);
  return null;
}
