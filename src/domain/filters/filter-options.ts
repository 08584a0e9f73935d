import { PETS_FACILITY, type FilterValues } from './filter-values';

/** Multi-select filters toggle values (part 1 §4). */
export function toggleValue<T>(values: readonly T[] | undefined, value: T): T[] {
  const current = values ?? [];
  return current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
}

/** Selecting the already-selected score clears it to 0 (part 1 §4). */
export function toggleScore(current: number | undefined, picked: number): number {
  return current === picked ? 0 : picked;
}

/** Facility and activity options with zero count are disabled unless selected (part 1 §5). */
export function isOptionDisabled(option: { count: number; selected: boolean }): boolean {
  return option.count === 0 && !option.selected;
}

/** A star option is disabled when its count is zero or the bar is disabled (part 1 §5). */
export function isStarOptionDisabled(option: { count: number; barDisabled: boolean }): boolean {
  return option.count === 0 || option.barDisabled;
}

/** Facility options say which criterion they feed: 'facilities', or 'petsAllowed' for the pet policy. */
export interface FacilityOptionRef {
  name: string;
  value: string;
}

export const PETS_ALLOWED_OPTION = 'petsAllowed';

/** The pet policy option, however the facets list it. */
function isPetsOption(option: FacilityOptionRef): boolean {
  return option.name === PETS_ALLOWED_OPTION || option.value === PETS_FACILITY;
}

export function isFacilitySelected(values: FilterValues, option: FacilityOptionRef): boolean {
  if (isPetsOption(option)) return values.petsAllowed === true || (values.facilities ?? []).includes(PETS_FACILITY);
  return (values.facilities ?? []).includes(option.value);
}

/**
 * The draft patch of a click on a facility option. The pet policy (listed by the facets as
 * petsAllowed) is kept as the 'pets' facility code, as the hash holds it.
 */
export function toggleFacilityOption(values: FilterValues, option: FacilityOptionRef): Pick<FilterValues, 'facilities' | 'petsAllowed'> {
  const others = (values.facilities ?? []).filter((code) => code !== PETS_FACILITY);
  const pets = values.petsAllowed === true || (values.facilities ?? []).includes(PETS_FACILITY);
  if (isPetsOption(option)) return { facilities: pets ? others : [...others, PETS_FACILITY], petsAllowed: undefined };
  return { facilities: [...toggleValue(others, option.value), ...(pets ? [PETS_FACILITY] : [])], petsAllowed: undefined };
}

/** The primary button: 'View {count} offers' once the count is known, else 'View offers'. */
export function viewOffersLabel(count: number | null | undefined): { key: 'filters.viewCountOffers'; values: { count: number } } | { key: 'filters.viewOffers'; values: Record<string, never> } {
  // Zero reads 'View offers' too: the button never says 'View 0 offers' or 'No offer' (part 1 §2
  // names only the two texts); the empty page then says 'No exact results found'.
  return count !== null && count !== undefined && Number.isInteger(count) && count > 0
    ? { key: 'filters.viewCountOffers', values: { count } }
    : { key: 'filters.viewOffers', values: {} };
}
