import { cardHref } from '@/components/offer-card/card-href';
import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/routing/route';
import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import type { ResultItem } from './results-page';

/** Where a result leads: the cards' own rule (booking carries dates and guests, gifting nothing). */
export function resultHref(locale: Locale, flow: SearchFlow, item: ResultItem, criteria: SearchHashCriteria): string {
  const stay = { checkin: criteria.checkin, checkout: criteria.checkout, night: criteria.night, adults: criteria.adults, children: criteria.children, babies: criteria.babies };
  return cardHref(item.card, flow, locale, stay);
}
