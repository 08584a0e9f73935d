import { cardHref } from '@/components/offer-card/card-href';
import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/domain/search/search-flow';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import type { ResultItem } from './results-page';

/** Where a result leads: the cards' own link, handed the search's criteria (their dates and guests travel). */
export function resultHref(locale: Locale, flow: SearchFlow, item: ResultItem, criteria: SearchHashCriteria): string {
  return cardHref(item.card, flow, locale, criteria);
}
