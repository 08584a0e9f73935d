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
  /** A selection is made (an inactive group lets everything pass). */
  active: boolean;
  /** Every option the facet lists. */
  options: readonly (string | number)[];
  passes(entry: PackageEntry): boolean;
  /**
   * Visits the index of every option the entry would pass with that option added to the group:
   * OR groups: selection ∪ {option}; facilities (AND): selection + option; score: option alone.
   * Written per group so a facet pass never loops over options that cannot match.
   */
  eachOption(entry: PackageEntry, visit: (optionIndex: number) => void): void;
}

function positions<T>(options: readonly T[]): Map<T, number> {
  return new Map(options.map((option, i) => [option, i]));
}

function visitAll(count: number, visit: (optionIndex: number) => void): void {
  for (let i = 0; i < count; i++) visit(i);
}

/** Review-score thresholds of the score filter (part 1 §9 score labels). */
export const SCORE_OPTIONS = [7, 8, 8.5, 9, 9.5] as const;
export const STAR_OPTIONS = [1, 2, 3, 4, 5] as const;

function anyOf<T extends string | number>(selection: readonly T[], value: (entry: PackageEntry) => T, options: readonly T[], name: FacetGroupName): FacetGroup {
  const selected = new Set(selection);
  const active = selected.size > 0;
  const at = positions(options);
  return {
    name,
    active,
    options,
    passes: (entry) => !active || selected.has(value(entry)),
    eachOption: (entry, visit) => {
      const own = value(entry);
      if (selected.has(own)) return visitAll(options.length, visit);
      const i = at.get(own);
      if (i !== undefined) visit(i);
    },
  };
}

export function facetGroups(index: SearchIndex, criteria: Criteria): FacetGroup[] {
  const facilities = criteria.facilities;
  const tags = new Set(criteria.tags);
  const score = criteria.hotelScore;
  const facilityAt = positions(index.options.facilities);
  const tagAt = positions(index.options.tags);
  const hasSelectedFacilities = (entry: PackageEntry) => facilities.every((code) => entry.hotel.facilities.includes(code));
  return [
    anyOf<number>(criteria.stars, (entry) => entry.starsKey, STAR_OPTIONS, 'stars'),
    anyOf<string>(criteria.hotelTypes, (entry) => entry.hotel.hotelType, index.options.hotelTypes, 'hotelTypes'),
    anyOf<string>(criteria.hotelEnvironments, (entry) => entry.hotel.hotelEnvironment, index.options.hotelEnvironments, 'hotelEnvironments'),
    anyOf<string>(criteria.hotelStyles, (entry) => entry.hotel.hotelStyle, index.options.hotelStyles, 'hotelStyles'),
    {
      name: 'hotelScore',
      active: score !== null,
      options: SCORE_OPTIONS,
      passes: (entry) => score === null || entry.hotel.reviewAverage >= score,
      eachOption: (entry, visit) => SCORE_OPTIONS.forEach((threshold, i) => entry.hotel.reviewAverage >= threshold && visit(i)),
    },
    {
      name: 'facilities',
      active: facilities.length > 0,
      options: index.options.facilities,
      passes: hasSelectedFacilities,
      eachOption: (entry, visit) => {
        if (!hasSelectedFacilities(entry)) return;
        for (const code of entry.hotel.facilities) {
          const i = facilityAt.get(code);
          if (i !== undefined) visit(i);
        }
      },
    },
    {
      name: 'petsAllowed',
      active: criteria.petsAllowed,
      options: [1],
      passes: (entry) => !criteria.petsAllowed || entry.hotel.policy.petsAllowed,
      eachOption: (entry, visit) => entry.hotel.policy.petsAllowed && visit(0),
    },
    {
      name: 'tags',
      active: tags.size > 0,
      options: index.options.tags,
      passes: (entry) => tags.size === 0 || entry.tagIds.some((tag) => tags.has(tag)),
      eachOption: (entry, visit) => {
        if (entry.tagIds.some((tag) => tags.has(tag))) return visitAll(index.options.tags.length, visit);
        for (const tag of entry.tagIds) {
          const i = tagAt.get(tag);
          if (i !== undefined) visit(i);
        }
      },
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
  const { ring, cityId, cityIds } = place;
  return (entry, distance) => {
    if (cityId !== null && entry.hotel.cityId !== cityId) return false;
    if (cityIds !== null && !cityIds.has(entry.hotel.cityId)) return false;
    if (ring && (distance === null || distance < ring.min || distance > ring.max)) return false;
    if (themeId !== null && !entry.pkg.themes.includes(themeId)) return false;
    if (stay && party > entry.maxCapacity) return false;
    return true;
  };
}
