import { daysBetween } from '@/domain/calendar/iso-day';
import type { Flow } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import { isSlug } from '@/routing/segments';
import { applyDestination, GEO_CATEGORIES, type Destination, type PlaceCriteria } from './destination';
import { guestsForFlow, isGuestSelectorEnabled, isSingleRoom, type Guests } from './guests';

/**
 * Where the search box sends a visitor: the search route of the flow, with a city in the path when
 * the destination is one (the short, crawlable form), and the rest of the criteria in the hash
 * (part 2 §3 keys: a, c, b, s; the place under its category's name; DESIGN §2: the hash never
 * reaches the server). Gift and activity searches carry no guests: they are fixed at 2 adults.
 */
export interface SearchRequest {
  locale: Locale;
  flow: Flow;
  destination: Destination | null;
  guests: Guests;
  /** Check-in and checkout picked in the dates field (booking and hotel flows). */
  dates?: { checkin: string | null; checkout: string | null };
}


export function searchUrl({ locale, flow, destination, guests, dates }: SearchRequest): string {
  const place = applyDestination<PlaceCriteria>({}, destination);
  const city = place.city !== undefined && isSlug(place.city) ? place.city : undefined;
  const path = href.search(locale, { flow, city });

  // Keys in the hash codec's order (SEARCH_HASH_KEY_ORDER: dates, guests, then the place), so the
  // results page reads the address it would print itself.
  const hash = new URLSearchParams();
  const searchesWithDatesAndGuests = isGuestSelectorEnabled(flow);
  if (dates?.checkin && dates.checkout && searchesWithDatesAndGuests) {
    hash.set('checkin', dates.checkin);
    hash.set('checkout', dates.checkout);
    hash.set('night', String(daysBetween(dates.checkin, dates.checkout)));
  }
  if (searchesWithDatesAndGuests) {
    const party = guestsForFlow(flow, guests);
    hash.set('a', String(party.adults));
    hash.set('c', String(party.children));
    hash.set('b', String(party.babies));
    if (isSingleRoom(party)) hash.set('s', 'true');
  }
  for (const category of GEO_CATEGORIES) {
    const value = place[category];
    if (value !== undefined && !(category === 'city' && city !== undefined)) hash.set(category, value);
  }
  const text = hash.toString();
  return text === '' ? path : `${path}#${text}`;
}
