import type { Locale } from '@/domain/model/locale';
import type { RouteOf } from './route';
import { productOf } from './product-link';
import { isHotelUri, isSlug } from './segments';

/**
 * The one URL of a page whose path may be spelled several ways. A stay or an activity page answers
 * with or without its slug (and with any slug: it only decorates the URL); its canonical form is
 * the one the cards link to, with the product's own slug. That slug is the same in every site (it
 * is built from the hotel's uri, or is the voucher's uri), so each language's canonical page lists
 * the others' canonical pages and the hreflang sets are reciprocal.
 */

/**
 * A stay package's slug: its uri, "{hotel uri}-{package id}" (the form `productOf` reads back, and
 * the uri the search cards carry). None when the hotel has no uri fit for a path.
 */
export function productSlug(id: number, hotelUri: string | null | undefined): string | undefined {
  if (!hotelUri || !isHotelUri(hotelUri)) return undefined;
  const uri = `${hotelUri}-${id}`;
  return isSlug(uri) && productOf({ id, uri }).id === id ? uri : undefined;
}

/** The stay page's canonical route: its id and its slug. */
export function canonicalProductRoute(locale: Locale, product: { id: number; hotel: { uri: string | null } }): RouteOf<'product'> {
  const slug = productSlug(product.id, product.hotel.uri);
  return { screen: 'product', locale, params: slug === undefined ? { id: product.id } : { id: product.id, slug } };
}

/** The activity voucher page's canonical route: its id and its uri as the slug (the cards' link). */
export function canonicalActivityRoute(locale: Locale, voucher: { id: number; uri: string | null }): RouteOf<'activity'> {
  const slug = voucher.uri !== null && isSlug(voucher.uri) ? voucher.uri : undefined;
  return { screen: 'activity', locale, params: slug === undefined ? { id: voucher.id } : { id: voucher.id, slug } };
}
