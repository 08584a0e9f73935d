import { resolve } from './resolve';

/**
 * Links from outside (partners, campaigns, metasearch) and the CMS's own links (promo bar,
 * banners, idea cards: `?priceMax=15000`, `?sort=promo`) may put search criteria in the query
 * string; the storefront keeps them in the hash (spec part 2 §7: "check-in, check-out, night,
 * adult, child, baby parameters moved from the query to the hash"). Keeping them out of the query
 * keeps one cacheable server page per path, and the results island reads only the hash: a criterion
 * left in the query would be silently ignored.
 *
 * Two groups move:
 * - the stay parameters (dates and guests, renamed a, c, b) on every page: product and hotel pages
 *   read them from the hash too;
 * - every other search criterion of part 1 §3 (sort, place, filters, gift options…) on search pages
 *   only, decided by the route resolver: elsewhere the same names may mean something else, and other
 *   pages' own parameters (`?flow=gifting`, `?ref=…`, `?careSignIn=failed`) are never touched.
 * Everything else in the query stays, tracking values included (tripadvisor refid, skyscanner
 * fclid, affiliateId, salesforce subscription), because the storefront reads those from the query.
 *
 * Precedence: the query wins over a value already in the hash. The server never sees the hash,
 * so that is what a server redirect does anyway (the Location's fragment replaces the browser's);
 * the client gets the same result from the same URL.
 */

/** Query name → hash key of the parameters moved on every page, in the order the hash lists them. */
export const MOVED_SEARCH_PARAMS: Readonly<Record<string, string>> = {
  checkin: 'checkin',
  checkout: 'checkout',
  night: 'night',
  adult: 'a',
  child: 'c',
  baby: 'b',
};

/** Query name → hash key of the criteria moved on search pages only (part 1 §3); the hash's own a, c, b too. */
export const MOVED_SEARCH_PAGE_PARAMS: Readonly<Record<string, string>> = {
  a: 'a',
  c: 'c',
  b: 'b',
  sort: 'sort',
  lat: 'lat',
  lng: 'lng',
  distanceMin: 'distanceMin',
  distanceMax: 'distanceMax',
  city: 'city',
  cityId: 'cityId',
  hotel: 'hotel',
  hotelId: 'hotelId',
  region: 'region',
  department: 'department',
  country: 'country',
  poi: 'poi',
  id: 'id',
  theme: 'theme',
  giftNights: 'giftNights',
  giftFormat: 'giftFormat',
  upsell: 'upsell',
  hotelScore: 'hotelScore',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
};

/** List criteria of search pages: `name[]=v` or `name=v` in the query, `name[]=v` in the hash. */
export const MOVED_SEARCH_PAGE_LISTS: readonly string[] = ['hotelTypes', 'hotelEnvironments', 'hotelStyles', 'stars', 'facilities', 'tags'];

/** Whether a path is a search page (the criteria of part 1 §3 only mean something there). */
export function isSearchPath(pathname: string): boolean {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return resolve(segments)?.screen === 'search';
}

/** The redirect target, or null when the query holds none of the parameters to move. */
export function searchQueryToHash(url: URL): { location: string } | null {
  const query = new URLSearchParams(url.search);
  const moved: [string, string][] = [];
  let found = false;
  const moveScalar = (queryName: string, hashKey: string) => {
    if (!query.has(queryName)) return;
    found = true;
    // A repeated parameter keeps its first value; an empty one is just dropped.
    const value = query.get(queryName) ?? '';
    query.delete(queryName);
    if (value !== '') moved.push([hashKey, value]);
  };
  const moveList = (name: string) => {
    for (const queryName of [`${name}[]`, name]) {
      if (!query.has(queryName)) continue;
      found = true;
      for (const value of query.getAll(queryName)) if (value !== '') moved.push([`${name}[]`, value]);
      query.delete(queryName);
    }
  };

  for (const [queryName, hashKey] of Object.entries(MOVED_SEARCH_PARAMS)) moveScalar(queryName, hashKey);
  // Resolved only when the query could hold a search criterion: most requests carry no query.
  if (query.size > 0 && isSearchPath(url.pathname)) {
    for (const [queryName, hashKey] of Object.entries(MOVED_SEARCH_PAGE_PARAMS)) moveScalar(queryName, hashKey);
    for (const name of MOVED_SEARCH_PAGE_LISTS) moveList(name);
  }
  if (!found) return null;

  const movedKeys = new Set(moved.map(([key]) => key));
  // Existing hash parts are kept verbatim (whatever their format) unless the query replaces them.
  const kept = url.hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && !movedKeys.has(hashKeyOf(part)));
  const hash = [...kept, formatMoved(moved)].filter((part) => part !== '').join('&');
  const search = query.toString();
  // One leading slash: '//evil.example/…' would be a protocol-relative Location, an open redirect.
  const path = url.pathname.replace(/^\/+/, '/');
  return { location: `${path}${search === '' ? '' : `?${search}`}${hash === '' ? '' : `#${hash}`}` };
}

/** Values encoded as a query would be; list keys keep their brackets readable (`stars[]=4`), as the codecs print them. */
function formatMoved(moved: readonly [string, string][]): string {
  return moved.map(([key, value]) => `${key}=${new URLSearchParams([['', value]]).toString().slice(1)}`).join('&');
}

function hashKeyOf(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}
