import 'server-only';
import { fetchActivityOnlyDetail } from '@/api/activity';
import type { RouteOf } from '@/routing/route';

/**
 * Asked by the proxy, so a missing voucher gets the server-rendered not-found page with status 404.
 * Unknown is absent. A detail that failed to load is absent too, as on the stay product page
 * (part 1 §8 "Product detail fetch error: empty result, nothing shown"): a page without its label,
 * programme and prices has nothing to show. Unpublished vouchers exist: their page says they have
 * expired (part 2 §2). The page's own load reads the same cached answer.
 */
export async function activityExists(route: RouteOf<'activity'>): Promise<boolean> {
  const result = await fetchActivityOnlyDetail({ id: route.params.id, locale: route.locale });
  return result.ok;
}
