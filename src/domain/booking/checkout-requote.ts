import { daysBetween } from '../calendar/iso-day';
import type { Checkout } from '../model/checkout';
import type { ReservationCriteria } from '../model/quote';

/**
 * The booking summary's price check (part 1 §4 "Price update modal … From checkout only Back is
 * offered"): the checkout is re-quoted for the same offer, dates, guests and activity days; when
 * the quote's stay price is no longer the checkout's, the summary's price is out of date.
 */

/** The checkout's activity days as the quote reads them: `activityId_dayIndex` joined by '-' (day 0 = check-in). */
export function checkoutActivitySelection(checkout: Pick<Checkout, 'activityDates'> & { reservation: ReservationCriteria }): string | undefined {
  const items = checkout.activityDates.map((choice) => `${choice.activityId}_${daysBetween(checkout.reservation.checkin, choice.date)}`);
  return items.length > 0 ? items.join('-') : undefined;
}

export interface CheckoutPriceUpdate {
  direction: 'lower' | 'higher';
  /** Cents: the checkout's total, and that total with the stay at the fresh quote's price (the insurance kept). */
  oldTotal: number;
  newTotal: number;
}

/** Null when the fresh stay price is the checkout's (or unknown: a quote that failed or could not price decides nothing). */
export function checkoutPriceUpdate(price: Checkout['price'], quotedSellPrice: number | null): CheckoutPriceUpdate | null {
  if (quotedSellPrice === null || quotedSellPrice === price.sellPrice) return null;
  const newTotal = price.totalPrice - price.sellPrice + quotedSellPrice;
  return { direction: newTotal < price.totalPrice ? 'lower' : 'higher', oldTotal: price.totalPrice, newTotal };
}
