import { activeFilters } from '@/domain/filters';
import { toApiSearchCriteria } from '@/state/api-criteria';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';

/** How many dropdowns have a filter set in the hash criteria: the mobile Filter button's count. */
export function activeFilterCount(criteria: SearchHashCriteria): number {
  return activeFilters(toApiSearchCriteria(criteria)).length;
}
