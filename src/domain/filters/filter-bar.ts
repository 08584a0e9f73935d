import type { SearchCriteria } from '../model/search';
import { hasCity, hasPosition, type SearchFlow } from '../search/search-flow';
import { FILTER_IDS, type FilterId } from './filter-values';

/** What decides which dropdowns the filter bar shows. */
export interface FilterBarContext {
  flow: SearchFlow;
  /** A city (name or id) is part of the search. */
  hasCity: boolean;
  /** lat and lng are both known. */
  hasPosition: boolean;
}

export function filterBarContext(flow: SearchFlow, criteria: SearchCriteria): FilterBarContext {
  return { flow, hasCity: hasCity(criteria), hasPosition: hasPosition(criteria) };
}

/**
 * Part 1 §2: Activities (not in the hotel flow), Price, Distance (only with a city or coordinates,
 * not in the activity flow), Facilities and More filters (not in the activity flow). The mobile
 * modal lists the same filters.
 */
export function isFilterShown(filter: FilterId, context: FilterBarContext): boolean {
  switch (filter) {
    case 'activities':
      return context.flow !== 'hotel';
    case 'price':
      return true;
    case 'distance':
      return context.flow !== 'activity' && (context.hasCity || context.hasPosition);
    case 'facilities':
    case 'moreFilters':
      return context.flow !== 'activity';
  }
  return false;
}

export function visibleFilters(context: FilterBarContext): FilterId[] {
  return FILTER_IDS.filter((filter) => isFilterShown(filter, context));
}

/** The 'Include offers around' toggle appears in More filters when a city exists (part 1 §4). */
export function isIncludeOffersAroundShown(context: FilterBarContext): boolean {
  return context.hasCity && isFilterShown('moreFilters', context);
}
