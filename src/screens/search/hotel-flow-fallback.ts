import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import type { SearchFlow } from '@/routing/route';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';

/**
 * The hotel flow lists one hotel's packages (part 1 §9 "hotel search: up to 20 packages of the
 * hotel"). Without a hotel there is no such list: showing every hotel's offers under "The offers
 * of the hotel" would be wrong, and a not-found page would drop the visitor's criteria. So the
 * visitor goes to the booking search with the same criteria (dates, guests, place, filters).
 */
export function hasHotel(criteria: Pick<SearchHashCriteria, 'hotel' | 'hotelId'>): boolean {
  return criteria.hotel !== undefined || criteria.hotelId !== undefined;
}

/** Where a hotel-flow page without a hotel sends the visitor; null when it stays. */
export function hotelFlowFallback(locale: Locale, flow: SearchFlow, criteria: SearchHashCriteria): string | null {
  if (flow !== 'hotel' || hasHotel(criteria)) return null;
  const hash = searchCriteriaCodec.print({ ...criteria, page: 1 });
  const path = href.search(locale, { flow: 'booking' });
  return hash === '' ? path : `${path}#${hash}`;
}
