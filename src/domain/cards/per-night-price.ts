/**
 * Per-night prices (part 2 §9): total divided by nights, rounded up; the difference between two
 * offers likewise, per night, rounded up, in euros. Inputs are cents; results are whole currency
 * units. A night count below 1 counts as 1.
 */
const CENTS_PER_UNIT = 100;

const nightsOrOne = (nights: number): number => (Number.isFinite(nights) && nights >= 1 ? Math.floor(nights) : 1);

export function perNightPrice(totalCents: number, nights: number): number {
  // One division keeps exact multiples exact (13 000 / (2 × 100) is 65, not 65.000…1).
  return Math.ceil(totalCents / (nightsOrOne(nights) * CENTS_PER_UNIT));
}

/** How much more (or less, negative) one offer costs than another, per night. */
export function perNightDifference(offerCents: number, referenceCents: number, nights: number): number {
  return Math.ceil((offerCents - referenceCents) / (nightsOrOne(nights) * CENTS_PER_UNIT));
}
