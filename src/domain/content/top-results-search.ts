import type { TopSearchResultsBlock } from '../model/cms';
import type { SearchCriteria } from '../model/search';

/**
 * What a CMS top-results block asks the search for (part 2 §2, §9): stays or activities, the
 * block's city and theme, and how many results. The home's blocks (rendered on the server) and the
 * landings' (an island through /api/landing-results) read a block with this one function, and the
 * search gets its criteria from `topResultsCriteria`, so both pages show the same offers.
 */
export interface TopResultsSearch {
  type: TopSearchResultsBlock['searchParams']['type'];
  city?: string;
  theme?: string;
  count: number;
}

/** A block's search; its count kept within 1 and `maxCount` (what the page that shows it can lay out). */
export function topResultsSearchOf(block: Pick<TopSearchResultsBlock, 'searchParams' | 'criteria'>, maxCount: number): TopResultsSearch {
  return {
    type: block.searchParams.type,
    ...(block.criteria.city !== null ? { city: block.criteria.city } : {}),
    ...(block.criteria.theme !== null ? { theme: block.criteria.theme } : {}),
    count: Math.min(Math.max(1, block.searchParams.resultsCount), maxCount),
  };
}

/** The search criteria of a block: a stay search filters by city and theme; the activity catalogue has no theme. */
export function topResultsCriteria(search: Pick<TopResultsSearch, 'type' | 'city' | 'theme'>): SearchCriteria {
  const { city, theme } = search;
  if (search.type === 'activity') return city !== undefined ? { city } : {};
  return { ...(city !== undefined ? { city } : {}), ...(theme !== undefined ? { theme } : {}) };
}
