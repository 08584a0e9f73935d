import type { Criteria } from './criteria';
import { normaliseKey, type PackageEntry, type SearchIndex } from './indexes';
import type { Place } from './place';

/**
 * The criteria that have a facet, as groups (part 1 §3 facet lists). Each group knows whether an
 * entry passes its current selection, and whether it would pass with one option added to it —
 * which is exactly what a disjunctive facet count asks (docs/api/search.md, "Facet counts").
 */
export type FacetGroupName = 'stars' | 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles' | 'hotelScore' | 'facilities' | 'petsAllowed' | 'tags';

export interface FacetGroup {
  name: FacetGroupName;
  /** Every option the facet lists. */
  options: readonly (string | number)[];
  passes(entry: PackageEntry): boolean;
  /** OR groups: selection ∪ {option}; facilities (AND): selection + option; score: option alone. */
  passesWith(entry: PackageEntry, option: string | number): boolean;
}

/** Review-score thresholds of the score filter (part 1 §9 score labels). */
export const SCORE_OPTIONS = [7, 8, 8.5, 9, 9.5] as const;
export const STAR_OPTIONS = [1, 2, 3, 4, 5] as const;

function anyOf<T extends string | number>(selection: readonly T[], value: (entry: PackageEntry) => T, options: readonly T[], name: FacetGroupName): FacetGroup {
  const selected = new Set(selection);
  const active = selected.size > 0;
  return {
    name,
    options,
    passes: (entry) => !active || selected.has(value(entry)),
    passesWith: (entry, option) => {
      const own = value(entry);
      return own === option || selected.has(own);
    },
  };
}

export function facetGroups(index: SearchIndex, criteria: Criteria): FacetGroup[] {
  const facilities = criteria.facilities;
  const tags = new Set(criteria.tags);
  const score = criteria.hotelScore;
  return [
    anyOf<number>(criteria.stars, (entry) => entry.starsKey, STAR_OPTIONS, 'stars'),
    anyOf<string>(criteria.hotelTypes, (entry) => entry.hotel.hotelType, index.options.hotelTypes, 'hotelTypes'),
    anyOf<string>(criteria.hotelEnvironments, (entry) => entry.hotel.hotelEnvironment, index.options.hotelEnvironments, 'hotelEnvironments'),
    anyOf<string>(criteria.hotelStyles, (entry) => entry.hotel.hotelStyle, index.options.hotelStyles, 'hotelStyles'),
    {
      name: 'hotelScore',
      options: SCORE_OPTIONS,
      passes: (entry) => score === null || entry.hotel.reviewAverage >= score,
      passesWith: (entry, option) => entry.hotel.reviewAverage >= Number(option),
    },
    {
      name: 'facilities',
      options: index.options.facilities,
      passes: (entry) => facilities.every((code) => entry.hotel.facilities.includes(code)),
      passesWith: (entry, option) =>
        entry.hotel.facilities.includes(String(option)) && facilities.every((code) => entry.hotel.facilities.includes(code)),
    },
    {
      name: 'petsAllowed',
      options: [1],
      passes: (entry) => !criteria.petsAllowed || entry.hotel.policy.petsAllowed,
      passesWith: (entry) => entry.hotel.policy.petsAllowed,
    },
    {
      name: 'tags',
      options: index.options.tags,
      passes: (entry) => tags.size === 0 || entry.tagIds.some((tag) => tags.has(tag)),
      passesWith: (entry, option) => entry.tagIds.some((tag) => tag === option || tags.has(tag)),
    },
  ];
}

/**
 * The criteria without a facet that depend only on the package (price and availability are
 * checked later, they cost more): place membership, theme, party size, gift eligibility.
 */
export function staticFilter(index: SearchIndex, criteria: Criteria, place: Place): (entry: PackageEntry, distance: number | null) => boolean {
  const themeId = criteria.theme === null ? null : (index.themeByKey.get(normaliseKey(criteria.theme)) ?? '\u0000unknown');
  const party = criteria.adults + criteria.children;
  const stay = criteria.type === 'stay';
  const { ring, cityId } = place;
  return (entry, distance) => {
    if (cityId !== null && entry.hotel.cityId !== cityId) return false;
    if (ring && (distance === null || distance < ring.min || distance > ring.max)) return false;
    if (themeId !== null && !entry.pkg.themes.includes(themeId)) return false;
    if (stay && party > entry.maxCapacity) return false;
    return true;
  };
}
