import 'server-only';
import { fetchContentPage } from '@/api/content';
import type { RouteOf } from '@/routing/route';
import type { Existence } from '../upstream-existence';
import { existenceOf } from '../upstream-existence';

/** Asked by the proxy: an id the CMS does not know is a 404 with the server-rendered page. */
export async function contentExists(route: RouteOf<'content'>): Promise<Existence> {
  return existenceOf(await fetchContentPage(route.params.id, route.locale));
}
