import { addDays, daysBetween, type IsoDay } from '@/domain/calendar/iso-day';

/** The stay the booking island prices: a check-in and a length, both known. */
export interface BookingStay {
  checkin: IsoDay;
  checkout: IsoDay;
  nights: number;
}

/**
 * The stay a hash describes (the codec has already kept only usable dates): check-in and checkout,
 * or check-in and nights (a link from a search that only knew the length). Null until both are known.
 */
export function bookingStayOf(dates: { checkin?: string; checkout?: string; night?: number }): BookingStay | null {
  const { checkin, checkout, night } = dates;
  if (!checkin) return null;
  if (checkout) return { checkin, checkout, nights: daysBetween(checkin, checkout) };
  if (night) return { checkin, checkout: addDays(checkin, night), nights: night };
  return null;
}

/** The days an activity can take place on: the check-in day up to the last night (index = day in the stay). */
export function stayDays(stay: BookingStay): IsoDay[] {
  return Array.from({ length: stay.nights }, (_, index) => addDays(stay.checkin, index));
}

/** Identifies a stay: activity dates chosen for one stay mean nothing for another. */
export const stayKeyOf = (stay: BookingStay | null): string => (stay ? `${stay.checkin}/${stay.nights}` : '');
