import { perNightPrice } from '../cards/per-night-price';
import type { CheckinPrice } from '../model/product';
import type { IsoDay } from './iso-day';

/**
 * What the calendar needs of a day's availability: the price of the cheapest minimum stay starting
 * that day (cents) and that minimum stay. `DayAvailability` of the product API fits as it is; the
 * gift redemption prices (packageCheckinPrices) map through `fromCheckinPrices`.
 */
export interface CalendarDay {
  amount: number;
  minLos: number;
}

export type CalendarAvailabilities = Readonly<Record<IsoDay, CalendarDay>>;

/** The checkout range the checkout-nights call allows, in nights from the check-in. */
export interface NightsRange {
  min: number;
  max: number;
}

/** Per-day entries of packageCheckinPrices, keyed by day; `displayTotalPrice` is the day's amount. */
export function fromCheckinPrices(prices: readonly CheckinPrice[]): Record<IsoDay, CalendarDay> {
  return Object.fromEntries(prices.map((price) => [price.day, { amount: price.displayTotalPrice, minLos: price.minLos }]));
}

/** The selectable checkout range runs from the smallest to the largest night count returned. */
export function nightsRangeOf(nights: readonly number[]): NightsRange | null {
  const valid = nights.filter((count) => Number.isInteger(count) && count > 0);
  if (valid.length === 0) return null;
  return { min: Math.min(...valid), max: Math.max(...valid) };
}

/**
 * The fewest nights a stay from `checkin` may last (part 1 §4): the check-in day's own minimum
 * stay (its availability's minLos) and the checkout-nights range's minimum, whichever is longer.
 * The range answers for every offer of the product (multiOffer) and may allow 1 night where this
 * product needs 2: the day's minLos is the product's own rule, and the quote refuses a shorter
 * stay. 1 when neither is known.
 */
export function checkinMinimumNights(checkin: IsoDay, availabilities: CalendarAvailabilities | null, checkoutNights: NightsRange | null): number {
  return Math.max(1, availabilities?.[checkin]?.minLos ?? 1, checkoutNights?.min ?? 1);
}

/**
 * The checkout-nights call as the calendar tracks it. A failure clears the range and ends the
 * loading without any message (part 1 §8).
 */
export interface CheckoutNightsState {
  loading: boolean;
  range: NightsRange | null;
}

export const CHECKOUT_NIGHTS_IDLE: CheckoutNightsState = { loading: false, range: null };

export type CheckoutNightsEvent = { type: 'requested' } | { type: 'succeeded'; nights: readonly number[] } | { type: 'failed' } | { type: 'reset' };

export function checkoutNightsReducer(state: CheckoutNightsState, event: CheckoutNightsEvent): CheckoutNightsState {
  switch (event.type) {
    case 'requested':
      // The range of the previous check-in must not leak onto the new one while loading.
      return { loading: true, range: null };
    case 'succeeded':
      return { loading: false, range: nightsRangeOf(event.nights) };
    case 'failed':
    case 'reset':
      return CHECKOUT_NIGHTS_IDLE;
  }
  return state;
}

/** Gift calendar status of a day (part 1 §3). */
export type GiftDayStatus = 'included' | 'supplement' | 'notAvailable';

/** Included when the price minus the gift value is not positive, otherwise a supplement (part 1 §4). */
export function giftDayStatus(day: CalendarDay | undefined, giftValue: number): GiftDayStatus {
  if (!day) return 'notAvailable';
  return day.amount - giftValue <= 0 ? 'included' : 'supplement';
}

/** What the guest pays on top of the gift, cents; 0 when the gift covers the stay. */
export function supplementAmount(day: CalendarDay, giftValue: number): number {
  return Math.max(0, day.amount - giftValue);
}

/**
 * Price per night shown on a day: amount / minimum stay / 100 (part 1 §9), in whole currency units.
 * The division and its rounding (up) are the per-night rule every price display shares (part 2 §9,
 * `perNightPrice`): the calendar only says which nights, the day's minimum stay.
 */
export function minimumStayNightPrice(day: CalendarDay): number {
  return perNightPrice(day.amount, day.minLos);
}

/** The minimum-stay legend is worth showing only when some shown day needs more than 1 night. */
export function hasMinimumStays(days: readonly (CalendarDay | undefined)[]): boolean {
  return days.some((day) => day !== undefined && day.minLos > 1);
}
