import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/domain/search/search-flow';
import { href } from './href';
import { isSlug } from './segments';

/**
 * The one builder of links to a stay product page (part 1 §2): cards, the hotel offers drawer,
 * content blocks, landing and not-found carousels all call it.
 */

/** A stay package as the API names it: its id and its uri ("{hotel uri}-{package id}"), if any. */
export interface ProductRef {
  id: number;
  uri?: string | null;
}

/**
 * The package a link leads to. A product's uri is "{hotel uri}-{package id}": the package's page,
 * also for a single voucher (whose card id is the voucher's). Without such a uri the item's own id
 * is the product; a uri outside the slug pattern is left out of the path.
 */
export function productOf(item: ProductRef): { id: number; slug?: string } {
  const uri = item.uri ?? '';
  const trailing = /-(\d{1,15})$/.exec(uri);
  return { id: trailing ? Number(trailing[1]) : item.id, slug: isSlug(uri) ? uri : undefined };
}

/**
 * The product path, with `hash` after '#' when one is given. The hash is printed by a hash codec
 * (src/state/hash), never assembled here: this module only knows where it goes.
 */
export function productLink(locale: Locale, item: ProductRef, hash = '', options: { flow?: 'gifting' | 'beneficiary' } = {}): string {
  const product = productOf(item);
  const path = href.product(locale, product.id, product.slug, options);
  return hash === '' ? path : `${path}#${hash}`;
}

/**
 * The booking flows carry the search's dates and guests to the product; gifting carries nothing in
 * the hash (part 1 §2) but names its flow in the query, so the product page opens the gift setup.
 */
export function productLinkCarriesStay(flow: SearchFlow): boolean {
  return flow !== 'gifting';
}
