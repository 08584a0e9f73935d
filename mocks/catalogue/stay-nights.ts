import type { DayPrice } from './types';

/**
 * The night rule of a stay, for 2 adults: from a check-in, every one of `nights` nights has a day
 * price with rooms left, and `nights` reaches the check-in day's minimum stay. Its total is the sum of
 * the nights' prices.
 *
 * One owner for it: evaluateStay (mocks/product/stay.ts: the quote, calendars, checkout) applies it to
 * the catalogue's days, and the generator (gift-prices.ts) to the same days while it prices gift
 * buckets and picks the stays a box covers, before the catalogue exists. `dayAt(n)` is the day record
 * of the n-th night (0 = the check-in day).
 */
export type NightsCheck =
  | { bookable: true; total: number; minLos: number; roomsLeft: number }
  /** Night `night` (0 = the check-in day) cannot be booked. */
  | { bookable: false; problem: 'NIGHT_NOT_AVAILABLE'; night: number; minLos: number | null }
  | { bookable: false; problem: 'MIN_LOS_NOT_REACHED'; minLos: number };

export function checkNights(dayAt: (night: number) => DayPrice | null, nights: number): NightsCheck {
  const first = dayAt(0);
  if (!first || first.roomsLeft <= 0) return { bookable: false, problem: 'NIGHT_NOT_AVAILABLE', night: 0, minLos: null };
  let total = 0;
  let roomsLeft = first.roomsLeft;
  for (let night = 0; night < nights; night++) {
    const price = night === 0 ? first : dayAt(night);
    if (!price || price.roomsLeft <= 0) return { bookable: false, problem: 'NIGHT_NOT_AVAILABLE', night, minLos: first.minLos };
    total += price.price;
    roomsLeft = Math.min(roomsLeft, price.roomsLeft);
  }
  if (nights < first.minLos) return { bookable: false, problem: 'MIN_LOS_NOT_REACHED', minLos: first.minLos };
  return { bookable: true, total, minLos: first.minLos, roomsLeft };
}
