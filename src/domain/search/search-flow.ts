/**
 * The search result variants, the one list (the routing's search paths and the state's hash rules
 * import it). booking: stays; gifting: gift stays (single vouchers); activity: activity-only
 * products; hotel: one hotel's packages; box: the stays a gift box can be used for; beneficiary:
 * someone redeeming a gift.
 */
export const SEARCH_FLOWS = ['booking', 'gifting', 'activity', 'hotel', 'box', 'beneficiary'] as const;
export type SearchFlow = (typeof SEARCH_FLOWS)[number];

/** A position exists when both coordinates are known (distance sort, distance filter, map). */
export function hasPosition(criteria: { lat?: number; lng?: number }): boolean {
  return Number.isFinite(criteria.lat) && Number.isFinite(criteria.lng);
}

export function hasCity(criteria: { city?: string; cityId?: string }): boolean {
  return Boolean(criteria.city || criteria.cityId);
}
