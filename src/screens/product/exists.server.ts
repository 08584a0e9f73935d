import 'server-only';
import { fetchWeekendDetail } from '@/api/product';
import type { RouteOf } from '@/routing/route';
import type { Existence } from '../upstream-existence';
import { existenceOf } from '../upstream-existence';

/**
 * Asked by the proxy, so a missing product gets the server-rendered not-found page with status 404
 * (a page that finds nothing while rendering can only answer an empty 404 body). Unknown (the
 * upstream's 404) or unpublished is absent. A detail that failed to load leaves the page with nothing
 * to show (part 1 §8: an empty result), but it is no proof the product is gone: unavailable, a 503
 * (issue 21). A good detail kept in the data cache still answers while the upstream fails, so the
 * page is served from it. The page's own load reads the same cached answer.
 */
export async function productExists(route: RouteOf<'product'>): Promise<Existence> {
  const result = await fetchWeekendDetail({ id: route.params.id, locale: route.locale });
  if (result.ok) return result.data.published ? 'found' : 'absent';
  return existenceOf(result, 'unavailable');
}
