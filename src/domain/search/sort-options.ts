import type { SearchOrder } from '../model/search';
import type { SearchFlow } from './search-flow';

/** priceQuality is the default order everywhere (part 1 §9). */
export const DEFAULT_SORT: SearchOrder = 'priceQuality';

/**
 * Which orders each flow offers (part 1 §9), in the drawer's order: priceQuality always; distance
 * only with lat and lng; promo in booking; priceAsc and popularity in booking and hotel;
 * svPriceDesc and svPriceAsc in gifting. Activity, box and beneficiary flows get no flow-specific
 * order (docs/decisions.md).
 */
const FLOW_ORDERS: Readonly<Record<SearchFlow, readonly SearchOrder[]>> = {
  booking: ['promo', 'priceAsc', 'popularity'],
  hotel: ['priceAsc', 'popularity'],
  gifting: ['svPriceDesc', 'svPriceAsc'],
  activity: [],
  box: [],
  beneficiary: [],
};

export interface SortContext {
  flow: SearchFlow;
  /** lat and lng are both set. */
  hasPosition: boolean;
}

export function sortOptions(context: SortContext): SearchOrder[] {
  return [DEFAULT_SORT, ...(context.hasPosition ? (['distance'] as const) : []), ...FLOW_ORDERS[context.flow]];
}

/** The order a search runs with: the requested one when the flow offers it, else the default. */
export function effectiveSort(requested: SearchOrder | null | undefined, context: SortContext): SearchOrder {
  return requested && sortOptions(context).includes(requested) ? requested : DEFAULT_SORT;
}

/** Message id of an order's label in the 'Sort by' drawer. */
export function sortLabelKey(order: SearchOrder): string {
  return `search.sort.${order}`;
}
