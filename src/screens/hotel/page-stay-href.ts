import { withStayHash } from '@/routing/with-stay-hash';
import { hotelHashStore } from '@/state/hotel-hash-store';

/**
 * A path with this hotel page's stay (the hash's dates and guests, read through its store) after
 * '#'. Loaded by ./nearby-hotel-link.tsx once the hash carries a stay, with the codec it needs.
 */
export function hrefWithPageStay(path: string): string {
  return withStayHash(path, hotelHashStore.getValue());
}
