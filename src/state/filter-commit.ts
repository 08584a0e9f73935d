import type { SearchCriteria } from '@/domain/model/search';
import { FILTER_KEYS, filterValuesOf, type FilterValues } from '@/domain/filters';
import { withoutUndefined } from './records';
import { SEARCH_BAR_ORIGIN, type SearchHashCriteria } from './hash/search-criteria';

/**
 * The filter draft lives in the domain (src/domain/filters/filter-draft.ts, on SearchCriteria);
 * this writes what it commits back into the hash criteria: the filter keys replaced (the pet
 * policy stays the 'pets' facility, as the hash holds it), back to the first page (page removed
 * from the hash) with the origin set to the search bar (part 1 §4). Place, dates, guests and sort
 * are kept.
 */
export function withCommittedFilters(criteria: SearchHashCriteria, committed: SearchCriteria): SearchHashCriteria {
  const values: FilterValues = filterValuesOf(committed);
  const rest: Record<string, unknown> = { ...criteria };
  for (const key of FILTER_KEYS) delete rest[key];
  return withoutUndefined<SearchHashCriteria>({
    ...(rest as unknown as SearchHashCriteria),
    tags: values.tags ?? [],
    priceMin: values.priceMin,
    priceMax: values.priceMax,
    distanceMin: values.distanceMin,
    distanceMax: values.distanceMax,
    facilities: values.facilities ?? [],
    hotelTypes: values.hotelTypes ?? [],
    hotelEnvironments: values.hotelEnvironments ?? [],
    hotelStyles: values.hotelStyles ?? [],
    stars: values.stars ?? [],
    hotelScore: values.hotelScore,
    page: 1,
    origin: SEARCH_BAR_ORIGIN,
  });
}
