'use client';

import { QueryProvider } from '@/components/providers/query-provider';
import { SearchResults, type SearchResultsProps } from './search-results';

/** The results island with its own React Query client (facets, results, map, hotel offers). */
export default function SearchResultsWithQuery(props: SearchResultsProps) {
  return (
    <QueryProvider>
      <SearchResults {...props} />
    </QueryProvider>
  );
}
