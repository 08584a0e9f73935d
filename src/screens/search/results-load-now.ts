import type { SearchFlow } from '@/routing/route';
import type { ResultsPage } from './results-page';

export interface WhatTheBrowserKnows {
  /** The location's hash, as text ('' or '#' for none). */
  hash: string;
  signedIn: boolean;
  /** The visitor is in the automatic discount's variation. */
  discountAssigned: boolean;
}

/**
 * Whether the results' island loads with the page rather than on the visitor's intent
 * (results-on-intent.tsx): when the server's first page is not what this visitor should see.
 * - the hash carries criteria (an area, dates, filters, another page);
 * - a signed-in visitor's hearts show their wishlist;
 * - a visitor the discount variation assigned sees the discount of the cards that have one (never in gifting);
 * - a hotel-flow page may have to send the visitor on (use-hotel-flow-fallback.ts).
 */
export function resultsLoadNow(flow: SearchFlow, firstPage: ResultsPage, browser: WhatTheBrowserKnows): boolean {
  if (browser.hash.length > 1 || browser.signedIn || flow === 'hotel') return true;
  return browser.discountAssigned && flow !== 'gifting' && firstPage.items.some((item) => item.kind === 'offer' && item.card.autoDiscount !== null);
}
