import type { SearchCriteria } from '../model/search';
import { FILTER_KEYS_BY_FILTER, filterValuesOf, sameFilterValues, withFilterValues, withoutFilters, type FilterId, type FilterValues } from './filter-values';

/**
 * The filter draft (part 1 §4): edits stay local until confirmed; Cancel restores the draft from
 * the URL; Clear removes that filter and searches at once; the draft re-syncs when the URL's
 * values change. Confirm and Clear produce a SearchCommit that the hash store writes.
 */
export interface FilterDraftState {
  /** The criteria of the URL hash, as last seen. */
  url: SearchCriteria;
  /** The filter values being edited, in normal form. */
  draft: FilterValues;
}

export type FilterDraftAction =
  | { type: 'edit'; patch: Partial<FilterValues> }
  | { type: 'cancel' }
  | { type: 'clear'; filter: FilterId }
  /** The mobile modal's Reset: every filter off in the draft, searched on Confirm. */
  | { type: 'resetAll' }
  | { type: 'urlChanged'; criteria: SearchCriteria };

/** Where a search started from; filters always report the search bar (part 1 §4). */
export const SEARCH_BAR_ORIGIN = 'searchBar';

/** A search to run: the new criteria, back on the first page (page removed), origin the search bar. */
export interface SearchCommit {
  criteria: SearchCriteria;
  /** null: the page key is removed from the hash. */
  page: null;
  origin: typeof SEARCH_BAR_ORIGIN;
}

export function initFilterDraft(criteria: SearchCriteria): FilterDraftState {
  return { url: criteria, draft: filterValuesOf(criteria) };
}

export function filterDraftReducer(state: FilterDraftState, action: FilterDraftAction): FilterDraftState {
  switch (action.type) {
    case 'edit':
      return { ...state, draft: filterValuesOf({ ...state.draft, ...action.patch }) };
    case 'cancel':
      return { ...state, draft: filterValuesOf(state.url) };
    case 'clear':
      // The search runs on the URL's criteria without the filter; the draft follows it.
      return { ...state, draft: filterValuesOf(withoutFilters(state.url, FILTER_KEYS_BY_FILTER[action.filter])) };
    case 'resetAll':
      return { ...state, draft: {} };
    case 'urlChanged':
      // Only a change of filter values replaces the draft: a new sort or page must not drop edits.
      if (sameFilterValues(state.url, action.criteria)) return { ...state, url: action.criteria };
      return initFilterDraft(action.criteria);
  }
  return state;
}

/** The criteria the draft stands for: what facets are counted on while a panel is open. */
export function draftCriteria(state: FilterDraftState): SearchCriteria {
  return withFilterValues(state.url, state.draft);
}

export function isDraftChanged(state: FilterDraftState): boolean {
  return !sameFilterValues(state.url, state.draft);
}

/** Confirm: the draft written into the URL criteria, first page, origin search bar. */
export function confirmFilters(state: FilterDraftState): SearchCommit {
  return { criteria: draftCriteria(state), page: null, origin: SEARCH_BAR_ORIGIN };
}

/** Clear of one dropdown: the URL's criteria without that filter (other drafted edits are dropped). */
export function clearFilterCommit(state: FilterDraftState, filter: FilterId): SearchCommit {
  return { criteria: withoutFilters(state.url, FILTER_KEYS_BY_FILTER[filter]), page: null, origin: SEARCH_BAR_ORIGIN };
}

/** The draft's values of one dropdown, e.g. to show the price panel's handles. */
export function draftOf(state: FilterDraftState, filter: FilterId): FilterValues {
  const values: FilterValues = {};
  for (const key of FILTER_KEYS_BY_FILTER[filter]) if (state.draft[key] !== undefined) Object.assign(values, { [key]: state.draft[key] });
  return values;
}
