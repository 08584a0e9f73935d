/**
 * Links from outside (partners, campaigns, metasearch) may put search criteria in the query
 * string; the storefront keeps them in the hash (spec part 2 §7: "check-in, check-out, night,
 * adult, child, baby parameters moved from the query to the hash"). Keeping them out of the query
 * keeps one cacheable server page per path.
 *
 * The query names are renamed to the hash's own keys (spec part 1 §3, part 2 §3: a, c, b), so the
 * hash codecs read them like any other hash. Everything else in the query stays, tracking values
 * included (tripadvisor refid, skyscanner fclid, affiliateId, salesforce subscription), because the
 * storefront reads those from the query.
 *
 * Precedence: the query wins over a value already in the hash. The server never sees the hash,
 * so that is what a server redirect does anyway (the Location's fragment replaces the browser's);
 * the client gets the same result from the same URL.
 */

/** Query name → hash key, in the order the hash lists them. */
export const MOVED_SEARCH_PARAMS: Readonly<Record<string, string>> = {
  checkin: 'checkin',
  checkout: 'checkout',
  night: 'night',
  adult: 'a',
  child: 'c',
  baby: 'b',
};

/** The redirect target, or null when the query holds none of the moved parameters. */
export function searchQueryToHash(url: URL): { location: string } | null {
  const query = new URLSearchParams(url.search);
  const moved: [string, string][] = [];
  let found = false;
  for (const [queryName, hashKey] of Object.entries(MOVED_SEARCH_PARAMS)) {
    if (!query.has(queryName)) continue;
    found = true;
    // A repeated parameter keeps its first value; an empty one is just dropped.
    const value = query.get(queryName) ?? '';
    query.delete(queryName);
    if (value !== '') moved.push([hashKey, value]);
  }
  if (!found) return null;

  const movedKeys = new Set(moved.map(([key]) => key));
  // Existing hash parts are kept verbatim (whatever their format) unless the query replaces them.
  const kept = url.hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part !== '' && !movedKeys.has(hashKeyOf(part)));
  const hash = [...kept, new URLSearchParams(moved).toString()].filter((part) => part !== '').join('&');
  const search = query.toString();
  // One leading slash: '//evil.example/…' would be a protocol-relative Location, an open redirect.
  const path = url.pathname.replace(/^\/+/, '/');
  return { location: `${path}${search === '' ? '' : `?${search}`}${hash === '' ? '' : `#${hash}`}` };
}

function hashKeyOf(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}
