import type { SearchFlow } from '../search/search-flow';
import { DEFAULT_PAX, type Pax } from './pax';

/**
 * The guest selector is disabled in gifting and activity (part 1 §4 and §9, part 2 §5): gift stays
 * and activities are sold for the fixed party of 2 adults. The search box and the search hash rules
 * both ask this one function.
 */
export function isGuestSelectorDisabled(flow: SearchFlow): boolean {
  return flow === 'gifting' || flow === 'activity';
}

/** The party a search of this flow uses: the fixed party where the selector is disabled. */
export function paxForFlow(flow: SearchFlow, pax: Pax): Pax {
  return isGuestSelectorDisabled(flow) ? { ...DEFAULT_PAX } : pax;
}
