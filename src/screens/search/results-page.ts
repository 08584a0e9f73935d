import type { ResultsPage } from '@/bff/contracts/search-results';

/** The results BFF's answers are defined by their contracts; the search screen names them from here. */
export type { ResultItem, ResultsPage } from '@/bff/contracts/search-results';
export type { MapResult } from '@/bff/contracts/search-map';

/** Results per page: four rows of the 3-column grid, with the inline blocks after items 3 and 9. */
export const RESULTS_PAGE_SIZE = 12;

export function emptyResultsPage(page = 1): ResultsPage {
  return { total: 0, page, pageSize: RESULTS_PAGE_SIZE, items: [], suggestions: [] };
}

/** The map shows at most this many results (issue 4: smooth with 1,000). */
export const MAP_RESULTS_MAX = 1000;
