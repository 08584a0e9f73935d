import type { Locale } from '@/domain/model/locale';
import type { ActivityCard, OfferCard } from '@/domain/model/search';
import type { SearchFlow } from '@/domain/search';
import { href } from '@/routing/href';
import { isSlug } from '@/routing/segments';

/** The guests and dates of the search a card was found with. */
export interface CardStay {
  checkin?: string;
  checkout?: string;
  night?: number;
  adults: number;
  children: number;
  babies: number;
}

/**
 * A product's uri is "{hotel uri}-{package id}": the package's page, also for a single voucher
 * (whose card id is the voucher's). Without such a uri the card's own id is the product.
 */
function productOf(card: Pick<OfferCard, 'id' | 'uri'>): { id: number; slug?: string } {
  const uri = card.uri ?? '';
  const trailing = /-(\d{1,15})$/.exec(uri);
  const slug = isSlug(uri) ? uri : undefined;
  return { id: trailing ? Number(trailing[1]) : card.id, slug };
}

/**
 * Where a card leads (part 1 §2): the product path. The booking flow carries the search's dates and
 * guests in the hash (checkin, checkout, a, c, b plus nights); gifting carries no hash; an activity
 * card leads to its activity page.
 */
export function cardHref(card: OfferCard | ActivityCard, flow: SearchFlow, locale: Locale, stay: CardStay): string {
  if (!('price' in card)) {
    const slug = card.uri !== null && isSlug(card.uri) ? card.uri : undefined;
    return href.activity(locale, card.id, slug);
  }
  return productHref(card, flow, locale, stay);
}

/** The product path of a stay package ({ id, uri }), with the search's stay in the booking flow's hash. */
export function productHref(card: Pick<OfferCard, 'id' | 'uri'>, flow: SearchFlow, locale: Locale, stay: CardStay): string {
  const product = productOf(card);
  const path = href.product(locale, product.id, product.slug);
  if (flow === 'gifting') return path;
  const hash = new URLSearchParams();
  if (stay.checkin) hash.set('checkin', stay.checkin);
  if (stay.checkout) hash.set('checkout', stay.checkout);
  if (stay.checkin && stay.night) hash.set('nights', String(stay.night));
  hash.set('a', String(stay.adults));
  hash.set('c', String(stay.children));
  hash.set('b', String(stay.babies));
  return `${path}#${hash.toString()}`;
}
