import { withoutUndefined } from './records';
import { SEARCH_BAR_ORIGIN, type SearchHashCriteria } from './hash/search-criteria';

/**
 * The filter draft (part 1 §4): every filter value, edited locally and written to the hash only on
 * confirm. Absent scalars mean "no such filter", empty lists "nothing selected".
 */
export type FilterDraft = Pick<
  SearchHashCriteria,
  | 'tags'
  | 'priceMin'
  | 'priceMax'
  | 'distanceMin'
  | 'distanceMax'
  | 'facilities'
  | 'hotelTypes'
  | 'hotelEnvironments'
  | 'hotelStyles'
  | 'stars'
  | 'hotelScore'
>;

/** The filter bar's dropdowns and the criteria each one sets (part 1 §2). */
export const FILTER_GROUPS = {
  activities: ['tags'],
  price: ['priceMin', 'priceMax'],
  distance: ['distanceMin', 'distanceMax'],
  facilities: ['facilities'],
  moreFilters: ['hotelTypes', 'hotelEnvironments', 'hotelStyles', 'stars', 'hotelScore'],
} as const satisfies Record<string, ReadonlyArray<keyof FilterDraft>>;

export type FilterGroup = keyof typeof FILTER_GROUPS;

/** The draft as the URL holds it: what a panel opens with, and what Cancel restores. */
export function filterDraftOf(criteria: SearchHashCriteria): FilterDraft {
  return withoutUndefined<FilterDraft>({
    tags: [...criteria.tags],
    priceMin: criteria.priceMin,
    priceMax: criteria.priceMax,
    distanceMin: criteria.distanceMin,
    distanceMax: criteria.distanceMax,
    facilities: [...criteria.facilities],
    hotelTypes: [...criteria.hotelTypes],
    hotelEnvironments: [...criteria.hotelEnvironments],
    hotelStyles: [...criteria.hotelStyles],
    stars: [...criteria.stars],
    hotelScore: criteria.hotelScore,
  });
}

/**
 * Confirming filters: the draft replaces every filter value, the results go back to the first page
 * (page removed from the hash) and the origin becomes the search bar (part 1 §4). Other criteria
 * (place, dates, guests, sort) are kept. The hash store normalises what it writes, so a draft
 * with a range in the wrong order or a repeated value reaches the URL in canonical form.
 */
export function applyFilterConfirm(criteria: SearchHashCriteria, draft: FilterDraft): SearchHashCriteria {
  return withoutUndefined<SearchHashCriteria>({
    ...criteria,
    tags: [...draft.tags],
    priceMin: draft.priceMin,
    priceMax: draft.priceMax,
    distanceMin: draft.distanceMin,
    distanceMax: draft.distanceMax,
    facilities: [...draft.facilities],
    hotelTypes: [...draft.hotelTypes],
    hotelEnvironments: [...draft.hotelEnvironments],
    hotelStyles: [...draft.hotelStyles],
    stars: [...draft.stars],
    hotelScore: draft.hotelScore,
    page: 1,
    origin: SEARCH_BAR_ORIGIN,
  });
}

/** A draft without one dropdown's values. */
export function clearFilterGroup(draft: FilterDraft, group: FilterGroup): FilterDraft {
  switch (group) {
    case 'activities':
      return { ...draft, tags: [] };
    case 'price':
      return withoutUndefined<FilterDraft>({ ...draft, priceMin: undefined, priceMax: undefined });
    case 'distance':
      return withoutUndefined<FilterDraft>({ ...draft, distanceMin: undefined, distanceMax: undefined });
    case 'facilities':
      return { ...draft, facilities: [] };
    case 'moreFilters':
      return withoutUndefined<FilterDraft>({
        ...draft,
        hotelTypes: [],
        hotelEnvironments: [],
        hotelStyles: [],
        stars: [],
        hotelScore: undefined,
      });
  }
}

/**
 * Clear in a dropdown removes that filter and searches at once (part 1 §4): the URL's other
 * filters stay as they are, whatever the draft holds.
 */
export function applyFilterClear(criteria: SearchHashCriteria, group: FilterGroup): SearchHashCriteria {
  return applyFilterConfirm(criteria, clearFilterGroup(filterDraftOf(criteria), group));
}
