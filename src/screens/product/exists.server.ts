import 'server-only';
import { fetchWeekendDetail } from '@/api/product';
import type { RouteOf } from '@/routing/route';

/**
 * Asked by the proxy, so a missing product gets the server-rendered not-found page with status 404
 * (a page that finds nothing while rendering can only answer an empty 404 body). Unknown or
 * unpublished is absent; so is a detail that failed to load (part 1 §8: an empty result, nothing
 * shown). The page's own load reads the same cached answer.
 */
export async function productExists(route: RouteOf<'product'>): Promise<boolean> {
  const result = await fetchWeekendDetail({ id: route.params.id, locale: route.locale });
  return result.ok && result.data.published;
}
