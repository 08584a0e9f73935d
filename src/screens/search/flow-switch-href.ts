import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing/href';
import type { SearchFlow } from '@/routing/route';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';
import { switchFlow } from '@/state/search-flow';
import { toOwnHash } from './own-hash';
import type { PathCriteria } from './page-criteria';

/** The flows a results page switches between (the hotel, box and beneficiary lists are reached otherwise). */
export const SWITCHABLE_FLOWS = ['booking', 'gifting', 'activity'] as const satisfies readonly SearchFlow[];
export type SwitchableFlow = (typeof SWITCHABLE_FLOWS)[number];

export function isSwitchableFlow(flow: SearchFlow): flow is SwitchableFlow {
  return (SWITCHABLE_FLOWS as readonly SearchFlow[]).includes(flow);
}

/**
 * Where the flow switch of a results page leads (part 1 §4, the rule is switchFlow's): to activity,
 * the plain activity search (its criteria are cleared); to another flow, the same city or theme
 * path of that flow with the criteria kept or rebuilt, printed by the search codec.
 *
 * @param criteria the page's criteria (path and hash merged)
 * @param hashCriteria what the hash itself says (a city the path names is not repeated in it)
 */
export function flowSwitchHref(locale: Locale, path: PathCriteria, criteria: SearchHashCriteria, hashCriteria: SearchHashCriteria, to: SwitchableFlow): string {
  if (to === 'activity') return href.search(locale, { flow: 'activity' });
  const target = href.search(locale, { flow: to, city: path.city, theme: path.theme });
  const hash = searchCriteriaCodec.print(toOwnHash(switchFlow(criteria, to), hashCriteria, path));
  return hash === '' ? target : `${target}#${hash}`;
}

/**
 * The flows the switch offers on a results page: none outside the three switchable flows; the
 * activity flow only while the activity-only feature is on (part 2 §4).
 */
export function switchFlowsOf(flow: SearchFlow, activityOnly: boolean): SwitchableFlow[] {
  if (!isSwitchableFlow(flow)) return [];
  return SWITCHABLE_FLOWS.filter((candidate) => candidate !== 'activity' || activityOnly);
}
