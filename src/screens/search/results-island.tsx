'use client';

import dynamic from 'next/dynamic';
import type { SearchResultsProps } from './search-results';

/**
 * The results island, in a chunk of its own: the catch-all route would otherwise ship the search's
 * client code (filters, cards, React Query) with every page of the site. It is server-rendered as
 * before; the browser loads the chunk only on search pages.
 */
const SearchResultsWithQuery = dynamic(() => import('./search-results-with-query'));

export function ResultsIsland(props: SearchResultsProps) {
  return <SearchResultsWithQuery {...props} />;
}
