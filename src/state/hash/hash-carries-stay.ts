import { HOTEL_STAY_KEYS } from './hotel-hash-keys';

const STAY_KEYS = new Set<string>(HOTEL_STAY_KEYS);

/**
 * Whether a product or hotel page's hash carries a stay (dates, guests or an offer): the islands
 * that show it then load at once, the others wait for the visitor to reach for them. Reads the
 * keys only, without the codec's decoders, so that a loader knows it in its first load.
 */
export function hashCarriesStay(hash: string): boolean {
  return [...new URLSearchParams(hash.replace(/^#/, '')).keys()].some((key) => STAY_KEYS.has(key));
}
