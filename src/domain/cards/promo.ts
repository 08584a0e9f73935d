/**
 * Promo badges appear only from a threshold (part 2 §5, §9): 5 % on activity offers, 10 % in a
 * hotel's offers list, and 5 % in the quote (the spec names a quote threshold without its value;
 * docs/decisions.md). Below it the promo is 0 and no badge shows. The API reshapers call these, so
 * the threshold a test checks is the one the pages show.
 */
export const ACTIVITY_PROMO_THRESHOLD = 5;
export const OFFERS_LIST_PROMO_THRESHOLD = 10;
export const QUOTE_PROMO_THRESHOLD = 5;

export function promoFrom(promo: number | null | undefined, threshold: number): number {
  return promo !== null && promo !== undefined && Number.isFinite(promo) && promo >= threshold ? Math.round(promo) : 0;
}

/** The promo of an activity offer (activity voucher prices, activity-only cards). */
export const activityPromo = (promo: number | null | undefined): number => promoFrom(promo, ACTIVITY_PROMO_THRESHOLD);

/** The promo of an offer in a hotel's offers list. */
export const offersListPromo = (promo: number | null | undefined): number => promoFrom(promo, OFFERS_LIST_PROMO_THRESHOLD);

/** The promo of a quote. */
export const quotePromo = (promo: number | null | undefined): number => promoFrom(promo, QUOTE_PROMO_THRESHOLD);

/**
 * Whether a promo shows (its badge, and the struck reference price that goes with it): a positive,
 * finite percent. The thresholds (5 %, 10 %, the quote's) are applied once, where the API answer is
 * reshaped (`promoFrom` above, 0 below them), so every display asks only this; search cards and
 * boxes have no threshold.
 */
export function hasPromoBadge(promo: number): boolean {
  return Number.isFinite(promo) && promo > 0;
}
