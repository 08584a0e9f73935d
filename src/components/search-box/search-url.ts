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

/** Nights between two ISO days (the hash carries them beside the dates). */
function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000);
}

export function searchUrl({ locale, flow, destination, guests, dates }: SearchRequest): string {
  const place = applyDestination<PlaceCriteria>({}, destination);
  const city = place.city !== undefined && isSlug(place.city) ? place.city : undefined;
  const path = href.search(locale, { flow, city });

  const hash = new URLSearchParams();
  for (const category of GEO_CATEGORIES) {
    const value = place[category];
    if (value !== undefined && !(category === 'city' && city !== undefined)) hash.set(category, value);
  }
  if (dates?.checkin && dates.checkout && isGuestSelectorEnabled(flow)) {
    hash.set('checkin', dates.checkin);
    hash.set('checkout', dates.checkout);
    hash.set('night', String(nightsBetween(dates.checkin, dates.checkout)));
  }
  if (isGuestSelectorEnabled(flow)) {
    const party = guestsForFlow(flow, guests);
    hash.set('a', String(party.adults));
    hash.set('c', String(party.children));
    hash.set('b', String(party.babies));
    if (isSingleRoom(party)) hash.set('s', 'true');
  }
  const text = hash.toString();
  return text === '' ? path : `${path}#${text}`;
}
