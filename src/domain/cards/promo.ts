/**
 * Promo badges appear only from a threshold (part 2 §5, §9): 5 % on activity offers, 10 % in a
 * hotel's offers list. Below it the promo is 0 and no badge shows.
 */
export const ACTIVITY_PROMO_THRESHOLD = 5;
export const OFFERS_LIST_PROMO_THRESHOLD = 10;

export function promoFrom(promo: number | null | undefined, threshold: number): number {
  return promo !== null && promo !== undefined && Number.isFinite(promo) && promo >= threshold ? Math.round(promo) : 0;
}

/** The badge of a search card: any positive (already rounded) promo; the spec sets no threshold there. */
export function hasPromoBadge(promo: number): boolean {
  return Number.isFinite(promo) && promo > 0;
}
