import { perNightDifference } from '@/domain/cards/per-night-price';

/**
 * How the offers of a product compare (part 2 §9): each offer shows what it costs more (or less)
 * than the reference offer, per night, rounded up, in whole euros. The arithmetic is the cards'
 * (`perNightDifference`), so the card and the product page never disagree by a euro.
 */

export interface ComparableOffer {
  weekendId: number;
  /** Total, cents. */
  sellPrice: number;
  nights: number | null;
}

/**
 * The offer the others are compared with: the selected one when it is in the list, else the
 * cheapest (the first of equals, so the API's order breaks ties). Null for an empty list.
 */
export function referenceOffer<Offer extends ComparableOffer>(offers: readonly Offer[], selectedId?: number | null): Offer | null {
  const selected = selectedId == null ? undefined : offers.find((offer) => offer.weekendId === selectedId);
  if (selected) return selected;
  let cheapest: Offer | null = null;
  for (const offer of offers) if (cheapest === null || offer.sellPrice < cheapest.sellPrice) cheapest = offer;
  return cheapest;
}

export type OfferPriceDifference =
  | { kind: 'reference' }
  /** Costs `amount` euros more per night. */
  | { kind: 'more'; amount: number }
  /** Costs `amount` euros less per night. */
  | { kind: 'less'; amount: number }
  /** Another offer at the same per-night price (after rounding). */
  | { kind: 'same' };

/**
 * The difference of one offer against the reference. Nights are the offer's own, else
 * `fallbackNights` (the stay's); offers of one call share the stay, so one count serves both.
 */
export function offerPriceDifference(offer: ComparableOffer, reference: ComparableOffer, fallbackNights = 1): OfferPriceDifference {
  if (offer.weekendId === reference.weekendId) return { kind: 'reference' };
  const difference = perNightDifference(offer.sellPrice, reference.sellPrice, offer.nights ?? fallbackNights);
  // Math.ceil gives -0 for a small saving; a saving below one euro reads as the same price.
  if (difference > 0) return { kind: 'more', amount: difference };
  if (difference < 0) return { kind: 'less', amount: -difference };
  return { kind: 'same' };
}

/** Every offer's difference against the reference, keyed by weekendId. */
export function offerPriceDifferences(offers: readonly ComparableOffer[], selectedId?: number | null, fallbackNights = 1): Map<number, OfferPriceDifference> {
  const reference = referenceOffer(offers, selectedId);
  const differences = new Map<number, OfferPriceDifference>();
  if (!reference) return differences;
  for (const offer of offers) differences.set(offer.weekendId, offerPriceDifference(offer, reference, fallbackNights));
  return differences;
}
