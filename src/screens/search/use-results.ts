'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bffGet } from '@/bff/client';
import { searchMapContract } from '@/bff/contracts/search-map';
import { searchQueryOf } from '@/bff/contracts/search-query';
import { searchResultsContract } from '@/bff/contracts/search-results';
import type { Locale } from '@/domain/model/locale';
import { emptyResultsPage, type ResultsPage } from './results-page';
import type { PathCriteria } from './page-criteria';

/**
 * The results for the criteria of the URL. The server rendered the page for the path's criteria;
 * once the hash is read, other criteria are fetched from the results BFF, the page shown so far
 * staying on screen (marked busy) until the new one arrives. A failed call reads as no results
 * (part 2 §8: search lists return nothing on error).
 */
export function useResults(input: { locale: Locale; path: PathCriteria; hash: string; serverHash: string; hydrated: boolean; initial: ResultsPage }) {
  const { locale, path, hash, serverHash, hydrated, initial } = input;
  const differs = hydrated && hash !== serverHash;
  const query = useQuery({
    queryKey: ['search-results', locale, path.flow, path.boxCode ?? '', hash],
    queryFn: ({ signal }) => bffGet(searchResultsContract, searchQueryOf(locale, path, hash), { signal }),
    enabled: differs,
    placeholderData: keepPreviousData,
  });
  if (!differs) return { results: initial, updating: false };
  if (query.isError) return { results: emptyResultsPage(), updating: false };
  return { results: query.data ?? initial, updating: query.isFetching };
}

/** Every result with a position, loaded once the map is first opened. */
export function useMapResults(input: { locale: Locale; path: PathCriteria; hash: string; enabled: boolean }) {
  const { locale, path, hash, enabled } = input;
  return useQuery({
    queryKey: ['search-map', locale, path.flow, path.boxCode ?? '', hash],
    queryFn: ({ signal }) => bffGet(searchMapContract, searchQueryOf(locale, path, hash), { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
