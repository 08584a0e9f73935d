import { GIFT_PARTY } from '../gift/gift-party';
import type { SearchFlow } from '../search/search-flow';
import { isActivityParticipantsAllowed } from './activity-participants';
import { DEFAULT_PAX, type Pax } from './pax';

/**
 * The guest selector is disabled in gifting and activity (part 1 §4 and §9, part 2 §5): gift stays
 * are sold for the fixed gift party (GIFT_PARTY: 2 adults); the activity box has its own participants selector
 * (1 or 2, activity-participants.ts) instead. The search box and the search hash rules both ask
 * this one function.
 */
export function isGuestSelectorDisabled(flow: SearchFlow): boolean {
  return flow === 'gifting' || flow === 'activity';
}

/**
 * The party a search of this flow uses: gifting's fixed party (GIFT_PARTY); the activity's participants
 * (1 or 2 adults, part 2 §5; any other count is ignored and reads the default 2); the guests as
 * chosen elsewhere.
 */
export function paxForFlow(flow: SearchFlow, pax: Pax): Pax {
  if (flow === 'activity') return { adults: isActivityParticipantsAllowed(pax.adults) ? pax.adults : DEFAULT_PAX.adults, children: 0, babies: 0 };
  return flow === 'gifting' ? { ...GIFT_PARTY } : pax;
}
