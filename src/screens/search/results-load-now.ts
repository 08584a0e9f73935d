import type { SearchFlow } from '@/routing/route';

export interface WhatTheBrowserKnows {
  /** The location's hash, as text ('' or '#' for none). */
  hash: string;
  signedIn: boolean;
}

/**
 * Whether the results' island loads with the page rather than on the visitor's intent
 * (results-on-intent.tsx): when the server's first page is not what this visitor should see.
 * - the hash carries criteria (an area, dates, filters, another page);
 * - a signed-in visitor's hearts show their wishlist;
 * - a hotel-flow page may have to send the visitor on (use-hotel-flow-fallback.ts).
 * The automatic discount of an assigned visitor needs no island: the stylesheet shows the server's
 * lines (auto-discount-mark.tsx).
 */
export function resultsLoadNow(flow: SearchFlow, browser: WhatTheBrowserKnows): boolean {
  return browser.hash.length > 1 || browser.signedIn || flow === 'hotel';
}
