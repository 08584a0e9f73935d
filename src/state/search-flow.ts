import { isSingleRoom } from '@/domain/guests/pax';
import { paxForFlow } from '@/domain/guests/guest-selector';
import type { SearchOrder } from '@/domain/model/search';
import { hasPosition, type SearchFlow } from '@/domain/search/search-flow';
import { DEFAULT_SORT, sortOptions } from '@/domain/search/sort-options';
import { defaultSearchCriteria, type SearchHashCriteria } from './hash/search-criteria';

/**
 * Flow rules of the search criteria (part 1 §4 and §9, part 2 §5). Pure: the screens call them
 * when the flow changes or when they read criteria for a flow.
 */

/** The only sorts kept when switching into gifting (part 1 §4). */
export const GIFTING_RETAINED_SORTS: readonly SearchOrder[] = ['priceQuality', 'distance'];

/** Sort options of a flow, in the drawer's order: the domain rule (part 1 §9) fed from the hash. */
export function sortOptionsFor(flow: SearchFlow, criteria: Pick<SearchHashCriteria, 'lat' | 'lng'>): SearchOrder[] {
  return sortOptions({ flow, hasPosition: hasPosition(criteria) });
}

/** The criteria's sort when the flow offers it, otherwise the default. */
export function effectiveSort(criteria: SearchHashCriteria, flow: SearchFlow): SearchOrder {
  return sortOptionsFor(flow, criteria).includes(criteria.sort) ? criteria.sort : DEFAULT_SORT;
}

/**
 * Gifting and activity search for 2 adults, no children or babies, whatever the hash says (part 1
 * §4 and §9, part 2 §5): the flows whose guest selector is disabled (the domain's paxForFlow).
 */
function withFlowPax(criteria: SearchHashCriteria, flow: SearchFlow): SearchHashCriteria {
  const pax = paxForFlow(flow, criteria);
  return { ...criteria, adults: pax.adults, children: pax.children, babies: pax.babies, singleRoom: isSingleRoom(pax) };
}

/**
 * The criteria a flow actually searches with: the fixed guests of gifting and activity, and a sort
 * the flow offers.
 * Screens apply it to the parsed hash before calling the API or showing the sort drawer.
 */
export function criteriaForFlow(criteria: SearchHashCriteria, flow: SearchFlow): SearchHashCriteria {
  const fitted = withFlowPax(criteria, flow);
  return { ...fitted, sort: effectiveSort(fitted, flow) };
}

/**
 * Switching flows (part 1 §4): to activity clears the criteria; to gifting keeps them but only
 * the priceQuality and distance sorts, fixes the guests and drops the dates; any other switch keeps them with a
 * sort the new flow offers. The page goes back to 1 in every case: it is a new result list.
 */
export function switchFlow(criteria: SearchHashCriteria, to: SearchFlow): SearchHashCriteria {
  if (to === 'activity') return defaultSearchCriteria();
  const kept = { ...criteria, page: 1 };
  if (to === 'gifting') {
    const sort = GIFTING_RETAINED_SORTS.includes(kept.sort) ? kept.sort : DEFAULT_SORT;
    // A gift stay has no dates (the beneficiary picks them; part 1 §2: the gifting flow carries no
    // dates): dates the gift search has no field for would filter it invisibly.
    const undated = { ...kept, sort };
    delete undated.checkin;
    delete undated.checkout;
    delete undated.night;
    return criteriaForFlow(undated, 'gifting');
  }
  return criteriaForFlow(kept, to);
}
