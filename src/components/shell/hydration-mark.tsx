'use client';

import { useEffect } from 'react';

/** The attribute `<html>` carries once the page has hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has hydrated it. The first commit of the root comes only after
 * every part outside a still-loading lazy boundary has its handlers, so from then on a click or a
 * key reaches the page. Before that, server HTML looks ready and ignores a click: automated
 * visitors (the e2e suite) wait on this mark instead of guessing a delay. Renders nothing.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return null;
}
