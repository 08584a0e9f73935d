import type { Locale } from '@/domain/model/locale';
import type { ActivityCard, OfferCard } from '@/domain/model/search';
import type { SearchFlow } from '@/domain/search/search-flow';
import { href } from '@/routing/href';
import { productLink, type ProductRef } from '@/routing/product-link';
import { isSlug } from '@/routing/segments';
import { stayHref } from '@/routing/stay-href';
import type { Stay } from '@/state/hash/stay-hash';

/** The guests and dates of the search a card was found with. */
export type CardStay = Stay;

/**
 * Where a card leads (part 1 §2): an activity card to its activity page; a stay card to its
 * product (productHref).
 */
export function cardHref(card: OfferCard | ActivityCard, flow: SearchFlow, locale: Locale, stay: CardStay): string {
  if (!('price' in card)) {
    const slug = card.uri !== null && isSlug(card.uri) ? card.uri : undefined;
    return href.activity(locale, card.id, slug);
  }
  // A beneficiary's box stay (priced against the box's value) opens the product page in redemption mode.
  if (flow === 'beneficiary' && 'giftValue' in card && typeof card.giftValue === 'number') return productLink(locale, card, '', { flow: 'beneficiary' });
  return productHref(card, flow, locale, stay);
}

/**
 * The product path of a stay package found by a search: the routing's stay link, with the search's
 * stay in the flows that carry it; a gift stay (gifting flow) gets `?flow=gifting` and no hash.
 */
export function productHref(item: ProductRef, flow: SearchFlow, locale: Locale, stay: CardStay): string {
  return stayHref(locale, { product: item }, stay, { flow });
}
