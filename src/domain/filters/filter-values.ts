import type { SearchCriteria } from '../model/search';

/**
 * The part of the search criteria the filter bar edits, and which dropdown owns which key.
 * Values are compared in a normal form (sets sorted, empties dropped, score 0 = none) so that
 * ['a', 'b'] and ['b', 'a'] are the same filter and an emptied filter equals no filter.
 */
export const FILTER_KEYS = [
  'tags',
  'priceMin',
  'priceMax',
  'distanceMin',
  'distanceMax',
  'facilities',
  'petsAllowed',
  'hotelTypes',
  'hotelEnvironments',
  'hotelStyles',
  'stars',
  'hotelScore',
] as const satisfies readonly (keyof SearchCriteria)[];
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Pick<SearchCriteria, FilterKey>;

/** The filter bar's dropdowns (part 1 §2). */
export const FILTER_IDS = ['activities', 'price', 'distance', 'facilities', 'moreFilters'] as const;
export type FilterId = (typeof FILTER_IDS)[number];

export const FILTER_KEYS_BY_FILTER: Readonly<Record<FilterId, readonly FilterKey[]>> = {
  activities: ['tags'],
  price: ['priceMin', 'priceMax'],
  distance: ['distanceMin', 'distanceMax'],
  facilities: ['facilities', 'petsAllowed'],
  moreFilters: ['hotelTypes', 'hotelEnvironments', 'hotelStyles', 'stars', 'hotelScore'],
};

const sortedSet = <T extends string | number>(values: readonly T[] | undefined): T[] | undefined => {
  if (!values || values.length === 0) return undefined;
  const unique = [...new Set(values)];
  return unique.sort((a, b) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))));
};

const finite = (value: number | undefined): number | undefined => (value !== undefined && Number.isFinite(value) ? value : undefined);

/** The facility code that stands for the pet policy. */
export const PETS_FACILITY = 'pets';

/**
 * The filter values of some criteria, in normal form, keys in FILTER_KEYS order. The pet policy is
 * the 'pets' facility, as the hash holds it (the API client sends it as petsAllowed, part 1 §7):
 * a petsAllowed flag is folded into it.
 */
export function filterValuesOf(criteria: SearchCriteria): FilterValues {
  const pets = criteria.petsAllowed === true || (criteria.facilities ?? []).includes(PETS_FACILITY);
  const values: FilterValues = {
    tags: sortedSet(criteria.tags),
    priceMin: finite(criteria.priceMin),
    priceMax: finite(criteria.priceMax),
    distanceMin: finite(criteria.distanceMin),
    distanceMax: finite(criteria.distanceMax),
    facilities: sortedSet([...(criteria.facilities ?? []).filter((code) => code !== PETS_FACILITY), ...(pets ? [PETS_FACILITY] : [])]),
    petsAllowed: undefined,
    hotelTypes: sortedSet(criteria.hotelTypes),
    hotelEnvironments: sortedSet(criteria.hotelEnvironments),
    hotelStyles: sortedSet(criteria.hotelStyles),
    stars: sortedSet(criteria.stars),
    hotelScore: criteria.hotelScore !== undefined && Number.isFinite(criteria.hotelScore) && criteria.hotelScore > 0 ? criteria.hotelScore : undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as FilterValues;
}

export function sameFilterValues(a: SearchCriteria, b: SearchCriteria): boolean {
  return JSON.stringify(filterValuesOf(a)) === JSON.stringify(filterValuesOf(b));
}

/** The criteria without any filter key: what stays when filters are replaced. */
export function withoutFilters(criteria: SearchCriteria, keys: readonly FilterKey[] = FILTER_KEYS): SearchCriteria {
  const rest: SearchCriteria = { ...criteria };
  for (const key of keys) delete rest[key];
  return rest;
}

/** The criteria with the given filter values in place of their own. */
export function withFilterValues(criteria: SearchCriteria, values: FilterValues): SearchCriteria {
  return { ...withoutFilters(criteria), ...filterValuesOf(values) };
}

/** The distance filter is active when distanceMin or distanceMax is present (part 1 §4). */
export function isDistanceActive(criteria: Pick<SearchCriteria, 'distanceMin' | 'distanceMax'>): boolean {
  return finite(criteria.distanceMin) !== undefined || finite(criteria.distanceMax) !== undefined;
}

/** The dropdowns whose filter is set, for their highlighted state and the mobile button's count. */
export function activeFilters(criteria: SearchCriteria): FilterId[] {
  const values = filterValuesOf(criteria);
  return FILTER_IDS.filter((id) => FILTER_KEYS_BY_FILTER[id].some((key) => values[key] !== undefined));
}
