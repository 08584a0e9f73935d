import 'server-only';
import { fetchActivityOnlyDetail } from '@/api/activity';
import type { RouteOf } from '@/routing/route';
import type { Existence } from '../upstream-existence';
import { existenceOf } from '../upstream-existence';

/**
 * Asked by the proxy, so a missing voucher gets the server-rendered not-found page with status 404.
 * Unknown (the upstream's 404) is absent. A detail that failed to load leaves the page without its
 * label, programme and prices, but proves nothing: unavailable, a 503 (as on the stay product page).
 * Unpublished vouchers exist: their page says they have expired (part 2 §2). The page's own load
 * reads the same cached answer.
 */
export async function activityExists(route: RouteOf<'activity'>): Promise<Existence> {
  return existenceOf(await fetchActivityOnlyDetail({ id: route.params.id, locale: route.locale }), 'unavailable');
}
