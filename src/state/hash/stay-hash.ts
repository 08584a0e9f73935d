import type { Pax } from '@/domain/guests/pax';
import { withoutUndefined } from '../records';
import { createHotelHashCodec, defaultHotelHash, hotelHashCodec } from './hotel-hash-codec';
import type { StayDates } from './stay-dates';

/** The dates and guests a search hands on to a product or hotel page. */
export type Stay = StayDates & Pax;

/**
 * The stay part of a product or hotel page hash (checkin, checkout, night, a, c, b), printed by the
 * hotel hash codec those pages read: same keys, same order, defaults left out. Only the stay's
 * fields are taken, so a caller may pass whole search criteria.
 */
export function printStayHash(stay: Stay): string {
  return hotelHashCodec.print({
    ...defaultHotelHash(),
    checkin: stay.checkin,
    checkout: stay.checkout,
    night: stay.night,
    adults: stay.adults,
    children: stay.children,
    babies: stay.babies,
  });
}

// No clock: the stay is read with the hash rules (real days, 1 to 14 nights, pax bounds) but
// without today's window, which the page it is handed to applies with its own clock.
const undatedHotelHashCodec = createHotelHashCodec(() => new Date(Number.NaN));

/** The stay a hash carries (its checkin, checkout, night, a, c, b), for handing on to another page. */
export function readStay(hash: string): Stay {
  const { checkin, checkout, night, adults, children, babies } = undatedHotelHashCodec.parse(hash);
  return withoutUndefined<Stay>({ checkin, checkout, night, adults, children, babies });
}
