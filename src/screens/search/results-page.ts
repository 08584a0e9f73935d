import type { ActivityCard, OfferCard } from '@/domain/model/search';

/**
 * One page of search results as the results island shows it, whatever the flow's call: stays,
 * gift stays and box or beneficiary offers are offer cards; the activity flow lists activity-only
 * products. Safe to send to the browser (plain data).
 */
export type ResultItem = { kind: 'offer'; card: OfferCard } | { kind: 'activity'; card: ActivityCard };

export interface ResultsPage {
  /** Every result of the search, all pages. */
  total: number;
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  items: ResultItem[];
  /** Stays outside the criteria, when nothing matched (part 1 §2 suggestion banner). */
  suggestions: OfferCard[];
}

/** Results per page: four rows of the 3-column grid, with the inline blocks after items 3 and 9. */
export const RESULTS_PAGE_SIZE = 12;

export function emptyResultsPage(page = 1): ResultsPage {
  return { total: 0, page, pageSize: RESULTS_PAGE_SIZE, items: [], suggestions: [] };
}

/** A point of the results map with what its info card shows (not the whole offer card: 1,000 of them travel). */
export interface MapResult {
  id: number;
  lat: number;
  lng: number;
  label: string;
  /** Cents. */
  price: number;
  priceType: OfferCard['price']['priceType'];
  imageUrl: string | null;
  stars: number | null;
  reviewAverage: number | null;
  locationLabel: string | null;
  /** Where the info card leads (computed on the server with the same rule as the cards). */
  href: string;
}

/** The map shows at most this many results (issue 4: smooth with 1,000). */
export const MAP_RESULTS_MAX = 1000;

/** The query of the results BFF routes (/api/search, /api/search/map) for these criteria. */
export function resultsQueryString(input: { locale: string; flow: string; boxCode?: string; hash: string }): string {
  const params = new URLSearchParams({ locale: input.locale, flow: input.flow, hash: input.hash });
  if (input.boxCode) params.set('boxCode', input.boxCode);
  return params.toString();
}
