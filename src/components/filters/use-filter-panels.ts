'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import { bffGet, bffUrl } from '@/bff/client';
import { searchFacetsContract } from '@/bff/contracts/search-facets';
import { searchQueryOf } from '@/bff/contracts/search-query';
import {
  clearFilterCommit,
  confirmFilters,
  draftCriteria,
  filterBarContext,
  filterDraftReducer,
  initFilterDraft,
  isDraftChanged,
  visibleFilters,
  type FilterId,
  type FilterValues,
} from '@/domain/filters';
import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/domain/search';
import { toApiSearchCriteria } from '@/state/api-criteria';
import { withCommittedFilters } from '@/state/filter-commit';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { useDebounced } from './use-debounced';

export interface FilterPanelsProps {
  locale: Locale;
  flow: SearchFlow;
  /** The URL-hash criteria, merged with the path's city and theme. */
  criteria: SearchHashCriteria;
  boxCode?: string;
  /** The city's name, for the distance label. */
  cityLabel?: string | null;
  /** Writes the next criteria to the hash. */
  onCommit(next: SearchHashCriteria): void;
}

const FACET_DEBOUNCE_MS = 300;

/**
 * The filter draft of part 1 §4 for one set of panels: kept locally until confirmed, re-synced
 * when the URL's filters change, and the facets refreshed (debounced) for the draft while a panel
 * is open. A failed facets call shows nothing (part 1 §8 "No API errors shown for the filter
 * bar"): the panels keep working, the count is just unknown.
 */
export function useFilterPanels(props: FilterPanelsProps, panelOpen: boolean) {
  const urlCriteria = useMemo(() => toApiSearchCriteria(props.criteria), [props.criteria]);
  const [state, dispatch] = useReducer(filterDraftReducer, urlCriteria, initFilterDraft);
  useEffect(() => dispatch({ type: 'urlChanged', criteria: urlCriteria }), [urlCriteria]);

  const draftHash = searchCriteriaCodec.print(withCommittedFilters(props.criteria, draftCriteria(state)));
  const settledHash = useDebounced(draftHash, FACET_DEBOUNCE_MS);
  const query = searchQueryOf(props.locale, props, settledHash);
  const facets = useQuery({
    queryKey: ['facets', bffUrl(searchFacetsContract, query)],
    queryFn: ({ signal }) => bffGet(searchFacetsContract, query, { signal }),
    enabled: panelOpen,
    placeholderData: keepPreviousData,
  });

  const context = filterBarContext(props.flow, urlCriteria);
  return {
    state,
    draft: state.draft,
    /** The draft differs from the URL's filters. */
    changed: isDraftChanged(state),
    visible: visibleFilters(context),
    /** Flow, city and position of the URL criteria: what decides which filters show. */
    context,
    hasCity: context.hasCity,
    facets: facets.isError ? null : (facets.data ?? null),
    /** The count for the draft, null while unknown (then 'View offers'). */
    count: facets.isError || facets.isPlaceholderData || facets.data === undefined || settledHash !== draftHash ? null : facets.data.resultsCount,
    edit: (patch: Partial<FilterValues>) => dispatch({ type: 'edit', patch }),
    cancel: () => dispatch({ type: 'cancel' }),
    resetAll: () => dispatch({ type: 'resetAll' }),
    confirm: () => props.onCommit(withCommittedFilters(props.criteria, confirmFilters(state).criteria)),
    clear: (filter: FilterId) => {
      dispatch({ type: 'clear', filter });
      props.onCommit(withCommittedFilters(props.criteria, clearFilterCommit(state, filter).criteria));
    },
  };
}

export type FilterPanels = ReturnType<typeof useFilterPanels>;
