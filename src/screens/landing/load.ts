import { fetchLanding } from '@/api/content';
import type { Landing } from '@/domain/model/content';
import type { RouteOf } from '@/routing';
import { loadedOrNotFound, type Loaded } from '../content/load';

export type LandingData = Loaded<Landing>;

/** Unknown slug → 404; any other failure → the clean error section. */
export async function load(route: RouteOf<'landing'>): Promise<LandingData | null> {
  return loadedOrNotFound(await fetchLanding(route.params.slug, route.locale));
}
