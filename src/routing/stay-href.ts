import type { Locale } from '@/domain/model/locale';
import type { SearchFlow } from '@/domain/search/search-flow';
import type { Stay } from '@/state/hash/stay-hash';
import { href } from './href';
import { productLink, productLinkCarriesStay, type ProductRef } from './product-link';
import type { HotelParams } from './route';
import { withStayHash } from './with-stay-hash';

/** A page a stay is handed to: a hotel (by id, own uri or params) or a stay product. */
export type StayTarget = { hotel: number | string | HotelParams } | { product: ProductRef };

/**
 * The one builder of links to a hotel or product page that hand on a stay (part 1 §2: the booking
 * flow carries checkin, checkout, a, c, b plus nights). The hash is printed by the stay codec
 * (printStayHash: the hotel hash codec's keys and order, defaults left out), never picked by the
 * caller, so no link can drop a date. The gifting flow carries no hash; its product links name the
 * flow in the query instead. Without a stay (null) the plain page path.
 */
export function stayHref(locale: Locale, target: StayTarget, stay: Stay | null, options: { flow?: SearchFlow } = {}): string {
  const carriesStay = options.flow === undefined || productLinkCarriesStay(options.flow);
  const path = 'product' in target ? productLink(locale, target.product, '', carriesStay ? {} : { flow: 'gifting' }) : href.hotel(locale, target.hotel);
  return withStayHash(path, carriesStay ? stay : null);
}
