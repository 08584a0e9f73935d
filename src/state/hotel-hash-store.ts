import { hotelHashCodec, type HotelHash } from './hash/hotel-hash-codec';
import { createHashStore, type HashStore } from './hash-store';

/** The hotel page hash store; it shares the URL with other keys and rewrites only its own. */
export const hotelHashStore: HashStore<HotelHash> = createHashStore(hotelHashCodec);

export function useHotelHash(): HotelHash {
  return hotelHashStore.useHashValue();
}
