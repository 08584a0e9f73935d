import { giftSetupCodec, type GiftSetupHash } from './hash/gift-setup-codec';
import { hotelHashCodec, type HotelHash } from './hash/hotel-hash-codec';
import type { SearchHashCriteria } from './hash/search-criteria';
import { searchCriteriaCodec } from './hash/search-criteria-codec';
import { createHashStore, type HashStore } from './hash-store';

/**
 * The page hashes of the storefront, one store each. The hotel hash and the gift setup hash can
 * share a URL with other keys: each store rewrites only its own.
 */
export const searchHashStore: HashStore<SearchHashCriteria> = createHashStore(searchCriteriaCodec);
export const hotelHashStore: HashStore<HotelHash> = createHashStore(hotelHashCodec);
export const giftSetupHashStore: HashStore<GiftSetupHash> = createHashStore(giftSetupCodec);

/** The search criteria of the results page hash; defaults until the hash is read after mount. */
export function useHashCriteria(): SearchHashCriteria {
  return searchHashStore.useHashValue();
}

/** False on the server and in the first client render; true once the search hash has been read. */
export function useHashHydrated(): boolean {
  return searchHashStore.useHashHydrated();
}

export function useHotelHash(): HotelHash {
  return hotelHashStore.useHashValue();
}

export function useGiftSetupHash(): GiftSetupHash {
  return giftSetupHashStore.useHashValue();
}
