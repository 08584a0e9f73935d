import type { ApiResult, CallOptions } from '@/api/core';
import type { ActivityCatalogResults, BoxOffers, BoxStaysPage, SearchResults } from '@/domain/model/search';
import {
  fetchBoxOffers,
  fetchBoxStaysPage,
  searchActivityCatalog,
  searchStays,
  type ActivityCatalogParams,
  type BoxOffersParams,
  type StaySearchParams,
} from './calls';
import { emptyActivityCatalog, emptyBoxOffers, emptyBoxStaysPage, emptySearchResults } from './reshape';

/**
 * "Search results are skipped (empty list) on any error" (part 2 §5): what screens call.
 * The failure itself was already logged by request(); the typed calls stay available for
 * code (and tests) that must tell error kinds apart.
 */
export function orEmpty<T>(result: ApiResult<T>, empty: T): T {
  return result.ok ? result.data : empty;
}

export async function searchStaysOrEmpty(params: StaySearchParams, options?: CallOptions): Promise<SearchResults> {
  return orEmpty(await searchStays(params, options), emptySearchResults(params.page ?? 1));
}

export async function searchActivityCatalogOrEmpty(params: ActivityCatalogParams, options?: CallOptions): Promise<ActivityCatalogResults> {
  return orEmpty(await searchActivityCatalog(params, options), emptyActivityCatalog());
}

export async function fetchBoxOffersOrEmpty(code: string, params: BoxOffersParams, options?: CallOptions): Promise<BoxOffers> {
  return orEmpty(await fetchBoxOffers(code, params, options), emptyBoxOffers());
}

/** A failed page reads as an empty one, which also stops the infinite loading. */
export async function fetchBoxStaysPageOrEmpty(
  boxCode: string,
  params: { locale: StaySearchParams['locale']; page: number; limit?: number },
  options?: CallOptions,
): Promise<BoxStaysPage> {
  return orEmpty(await fetchBoxStaysPage(boxCode, params, options), emptyBoxStaysPage());
}
