'use client';

import dynamic from 'next/dynamic';
import { useDrawnOverServerHtml } from '@/components/ui/use-mounted';
import { importResultsIsland } from './results-code';
import type { SearchResultsProps } from './search-results';

/**
 * The results' loader, in a chunk of its own: the catch-all route would otherwise ship it (the
 * hash, the account and the list tracking it reads) with every page of the site. The browser loads
 * it only on search pages; it loads the island itself on intent (results-on-intent.tsx).
 */
const ResultsOnIntent = dynamic(() => import('./results-on-intent'));

export function ResultsIsland(props: SearchResultsProps) {
  // Drawn by a client navigation (the home's search box, a city link), there is no server page to
  // stand in: the loader renders the island at once. Its code is asked for now, beside the loader's,
  // instead of once the loader has arrived: one round trip less before the results.
  if (!useDrawnOverServerHtml()) void importResultsIsland();
  return <ResultsOnIntent {...props} />;
}
