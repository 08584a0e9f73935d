import type { Pax } from '@/domain/guests/pax';
import { defaultHotelHash, hotelHashCodec } from './hotel-hash-codec';
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
