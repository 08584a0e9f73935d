import { DEFAULT_PAX, PAX_BOUNDS, type Pax } from '@/domain/guests/pax';
import { integerIn } from './value-decoders';

/**
 * Guests in a hash (keys a, c, b; part 2 §3 and §5), with the domain's bounds and defaults.
 * Out-of-bounds counts are ignored, not clamped: the spec ignores out-of-range participant changes
 * (part 2 §4), and `a=50` is a broken link rather than a wish for 20 adults. Single room is never
 * read from `s`: it is derived (isSingleRoom).
 */

const decodeAdults = integerIn(PAX_BOUNDS.adults.min, PAX_BOUNDS.adults.max);
const decodeChildren = integerIn(PAX_BOUNDS.children.min, PAX_BOUNDS.children.max);
const decodeBabies = integerIn(PAX_BOUNDS.babies.min, PAX_BOUNDS.babies.max);

export function decodePax(raw: { a: string | undefined; c: string | undefined; b: string | undefined }): Pax {
  return {
    adults: decodeAdults(raw.a) ?? DEFAULT_PAX.adults,
    children: decodeChildren(raw.c) ?? DEFAULT_PAX.children,
    babies: decodeBabies(raw.b) ?? DEFAULT_PAX.babies,
  };
}

/** The a, c, b entries of a printed hash; defaults are left out. */
export function paxEntries(pax: Pax): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (pax.adults !== DEFAULT_PAX.adults) entries.push(['a', String(pax.adults)]);
  if (pax.children !== DEFAULT_PAX.children) entries.push(['c', String(pax.children)]);
  if (pax.babies !== DEFAULT_PAX.babies) entries.push(['b', String(pax.babies)]);
  return entries;
}
