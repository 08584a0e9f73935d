import { activeFilters } from '@/domain/filters';
import { toApiSearchCriteria, type SearchHashCriteria } from '@/state';

/** How many dropdowns have a filter set in the hash criteria: the mobile Filter button's count. */
export function activeFilterCount(criteria: SearchHashCriteria): number {
  return activeFilters(toApiSearchCriteria(criteria)).length;
}
