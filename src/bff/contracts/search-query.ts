import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/domain/search';

/**
 * The query of the search page's BFF routes (results, map, facets): the site, the flow (and box
 * code) of the path, and the criteria as the page's hash prints them (the island sends the hash
 * already merged with the path's city and theme).
 */
export interface SearchQuery {
  locale: Locale;
  flow: SearchFlow;
  /** The box page's code (required by the box flow). */
  boxCode?: string;
  hash: string;
}

/** The query of a search page: its site, its path's flow and box code, and the hash to search with. */
export function searchQueryOf(locale: Locale, path: { flow: SearchFlow; boxCode?: string }, hash: string): SearchQuery {
  return { locale, flow: path.flow, boxCode: path.boxCode || undefined, hash };
}
