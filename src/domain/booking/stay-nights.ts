/**
 * How long a stay may be: 1 to 14 nights. The search API accepts no longer stay (docs/api/search.md:
 * a longer one answers 400), so every stay the shop carries — a hash's dates, the hotel calendar's
 * checkouts, the offers, quote and checkout calls, a gift stay's nights — is one it can search.
 * The simulator keeps its own copy (it never imports src/).
 */
export const MIN_STAY_NIGHTS = 1;
export const MAX_STAY_NIGHTS = 14;

/** A whole number of nights within the bounds. */
export function isStayNights(nights: number): boolean {
  return Number.isInteger(nights) && nights >= MIN_STAY_NIGHTS && nights <= MAX_STAY_NIGHTS;
}
