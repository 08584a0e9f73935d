import 'server-only';
import { fetchHotel } from '@/api/hotel';
import type { RouteOf } from '@/routing/route';
import type { Existence } from '../upstream-existence';
import { existenceOf } from '../upstream-existence';

/**
 * Asked by the proxy, so an unknown hotel gets the server-rendered not-found page with status 404.
 * An inactive hotel exists (its page is only hidden from search engines); a failed call cannot
 * tell, and the page then shows its unavailable message. The page's load reads the same cached answer.
 */
export async function hotelExists(route: RouteOf<'hotel'>): Promise<Existence> {
  const { params, locale } = route;
  return existenceOf(await fetchHotel({ hotel: params.by === 'id' ? params.id : params.uri, locale }));
}
