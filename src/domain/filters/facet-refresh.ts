import type { SearchCriteria } from '../model/search';
import { sameFilterValues } from './filter-values';

/**
 * Facets and activities refresh when a panel is open and the draft changed (part 1 §4): changed
 * relative to the criteria the shown facets were counted on. The query itself is built by
 * `toFacetQuery` in src/api/search/criteria.ts FROM the search body (`toSearchCriterias`), so the
 * counts are the search's (hotel, gift format, area included; pets as petsAllowed, gifting price
 * keys), from `draftCriteria(state)`.
 */
export function shouldRefreshFacets(input: { panelOpen: boolean; draft: SearchCriteria; facetsCountedOn: SearchCriteria }): boolean {
  return input.panelOpen && !sameFilterValues(input.draft, input.facetsCountedOn);
}
