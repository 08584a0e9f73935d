import 'server-only';
import { fetchLanding } from '@/api/content';
import type { RouteOf } from '@/routing/route';
import type { Existence } from '../upstream-existence';
import { existenceOf } from '../upstream-existence';

/** Asked by the proxy: a slug the CMS does not know is a 404 with the server-rendered page. */
export async function landingExists(route: RouteOf<'landing'>): Promise<Existence> {
  return existenceOf(await fetchLanding(route.params.slug, route.locale));
}
