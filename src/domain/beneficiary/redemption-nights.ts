import type { NightsRange } from '@/domain/calendar/availability';
import type { CheckinPrice } from '@/domain/model/product';

/**
 * Checkout dates a redemption can book (issue 23). The spec's checkout-nights call is made with
 * multiOffer=true and answers for any offer of the product, while a redemption books the product's
 * own offer: a longer stay only another offer takes would be offered, then refused by the quote. The
 * redeem check-in prices are the path's offer alone (contract: docs/api/product.md §2): asked with
 * `nights` = n, they list the check-in day with a stay of max(n, minLos) nights when the offer can
 * take it. So n nights from a check-in are the offer's when the answer lists that day with minLos ≤ n.
 */
export function offerTakesNights(prices: readonly CheckinPrice[], checkin: string, nights: number): boolean {
  return prices.some((entry) => entry.day === checkin && entry.minLos <= nights);
}

/**
 * The calendar's range runs from its minimum to its maximum (part 1 §7): from the fewest nights the
 * offer takes, up to the end of that unbroken run — a gap (a night count the offer refuses between
 * two it takes) would let a refused checkout in. Null when the offer takes none.
 */
export function offerNightsRange(taken: readonly number[]): NightsRange | null {
  const counts = [...new Set(taken)].filter((count) => Number.isInteger(count) && count > 0).sort((a, b) => a - b);
  const min = counts[0];
  if (min === undefined) return null;
  let max = min;
  while (counts.includes(max + 1)) max += 1;
  return { min, max };
}
