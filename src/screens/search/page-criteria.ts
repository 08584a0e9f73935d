import type { RouteOf } from '@/routing';
import type { SearchFlow } from '@/routing/route';
import { AREA_KEYS, defaultSearchCriteria, type SearchHashCriteria } from '@/state/hash/search-criteria';

/**
 * The criteria a search path states (city and theme slugs, a box code), and how the hash refines
 * them: the hash's own place wins (a destination picked in the search box), otherwise the path's.
 */
export interface PathCriteria {
  flow: SearchFlow;
  city?: string;
  theme?: string;
  /** Box flow: the box whose stays are listed; beneficiary flow: the box of the visitor's voucher, if any. */
  boxCode?: string;
}

export function pathCriteriaOf(route: RouteOf<'search'>): PathCriteria {
  const { params } = route;
  return {
    flow: params.flow,
    ...(params.city !== undefined ? { city: params.city } : {}),
    ...(params.theme !== undefined ? { theme: params.theme } : {}),
    ...(params.flow === 'box' ? { boxCode: params.code } : {}),
  };
}

/** A hash that names a place of its own replaces the path's city (and the path's theme stays). */
export function withPathCriteria(hash: SearchHashCriteria, path: PathCriteria): SearchHashCriteria {
  const hashHasPlace =
    hash.city !== undefined ||
    hash.cityId !== undefined ||
    hash.lat !== undefined ||
    hash.hotel !== undefined ||
    hash.hotelId !== undefined ||
    AREA_KEYS.some((key) => hash[key] !== undefined);
  return {
    ...hash,
    ...(path.city !== undefined && !hashHasPlace ? { city: path.city } : {}),
    ...(path.theme !== undefined && hash.theme === undefined ? { theme: path.theme } : {}),
  };
}

/** What the server renders: the path's criteria on the defaults (the hash never reaches it). */
export function serverCriteria(path: PathCriteria): SearchHashCriteria {
  return withPathCriteria(defaultSearchCriteria(), path);
}
