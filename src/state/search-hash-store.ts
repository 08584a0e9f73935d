import type { SearchHashCriteria } from './hash/search-criteria';
import { searchCriteriaCodec } from './hash/search-criteria-codec';
import { createHashStore, type HashStore } from './hash-store';

/**
 * The results page hash store. One module per store: a page loads (and evaluates) only the codec
 * it uses, not the hotel and gift setup ones too.
 */
export const searchHashStore: HashStore<SearchHashCriteria> = createHashStore(searchCriteriaCodec);

/** The search criteria of the results page hash; defaults until the hash is read after mount. */
export function useHashCriteria(): SearchHashCriteria {
  return searchHashStore.useHashValue();
}

/** False on the server and in the first client render; true once the search hash has been read. */
export function useHashHydrated(): boolean {
  return searchHashStore.useHashHydrated();
}
