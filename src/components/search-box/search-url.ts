import { daysBetween } from '@/domain/calendar/iso-day';
import { isGuestSelectorDisabled, paxForFlow } from '@/domain/guests/guest-selector';
import { isSingleRoom, type Pax } from '@/domain/guests/pax';
import type { Flow } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { isSlug } from '@/routing/segments';
import { AREA_KEYS, defaultSearchCriteria, type SearchHashCriteria } from '@/state/hash/search-criteria';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { applyDestination, type Destination, type PlaceCriteria } from './destination';

/**
 * Where the search box sends a visitor: the search route of the flow, with a city in the path when
 * the destination is one (the short, crawlable form), and the rest of the criteria in the hash
 * (DESIGN §2: the hash never reaches the server). The hash is printed by the search criteria codec,
 * the one the results page reads it with, so its keys, order and defaults are the codec's (part 2
 * §3: a, c, b, s; defaults left out). Gift and activity searches carry no dates or guests: their
 * party is fixed at 2 adults.
 */
export interface SearchRequest {
  locale: Locale;
  flow: Flow;
  destination: Destination | null;
  guests: Pax;
  /** Check-in and checkout picked in the dates field (booking and hotel flows). */
  dates?: { checkin: string | null; checkout: string | null };
}

const HOTEL_ID = /^[1-9][0-9]{0,15}$/;

export function searchUrl({ locale, flow, destination, guests, dates }: SearchRequest): string {
  const place = applyDestination<PlaceCriteria>({}, destination);
  const city = place.city !== undefined && isSlug(place.city) ? place.city : undefined;
  const path = href.search(locale, { flow, city });
  const searchesDates = !isGuestSelectorDisabled(flow) && Boolean(dates?.checkin && dates.checkout);
  const party = paxForFlow(flow, guests);
  const criteria: SearchHashCriteria = {
    ...defaultSearchCriteria(),
    ...(searchesDates && dates?.checkin && dates.checkout
      ? { checkin: dates.checkin, checkout: dates.checkout, night: daysBetween(dates.checkin, dates.checkout) }
      : {}),
    ...party,
    singleRoom: isSingleRoom(party),
    // A city that is a path segment is not repeated in the hash.
    ...(place.city !== undefined && city === undefined ? { city: place.city } : {}),
    ...(place.hotel !== undefined && HOTEL_ID.test(place.hotel) ? { hotel: Number(place.hotel) } : {}),
    // An area or a point of interest (part 1 §4): its own hash key; the codec keeps one of them.
    ...Object.fromEntries(AREA_KEYS.flatMap((key) => (place[key] !== undefined ? [[key, place[key]]] : []))),
  };
  const hash = searchCriteriaCodec.print(criteria);
  return hash === '' ? path : `${path}#${hash}`;
}
