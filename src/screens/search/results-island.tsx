'use client';

import dynamic from 'next/dynamic';
import type { SearchResultsProps } from './search-results';

/**
 * The results' loader, in a chunk of its own: the catch-all route would otherwise ship it (the
 * hash, the account and the list tracking it reads) with every page of the site. The browser loads
 * it only on search pages; it loads the island itself on intent (results-on-intent.tsx).
 */
const ResultsOnIntent = dynamic(() => import('./results-on-intent'));

export function ResultsIsland(props: SearchResultsProps) {
  return <ResultsOnIntent {...props} />;
}
