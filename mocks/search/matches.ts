import type { Criteria } from './criteria';
import { facetGroups, staticFilter } from './filters';
import type { PackageEntry, SearchIndex } from './indexes';
import { distanceKm, resolvePlace, type Place } from './place';
import { giftPrice, priceContext, priceFloor, priceOf } from './pricing';
import { compareMatches, sortKey, type Match, type OrderBy, type SortInputs } from './sort';

/** Every match of the criteria, grouped by hotel (the scope's order), unsorted. */
export function findMatches(
  index: SearchIndex,
  criteria: Criteria,
  orderBy: OrderBy,
  place: Place = resolvePlace(index, criteria),
  /** Narrows the catalogue further (a box's stays, single vouchers). */
  allowed?: (entry: PackageEntry) => boolean,
): Match[] {
  // Groups without a selection let everything through: skip them.
  const groups = facetGroups(index, criteria).filter((group) => group.active);
  const staticPass = staticFilter(index, criteria, place);
  const prices = priceContext(index.catalogue, criteria);
  const sortInputs: SortInputs = { order: orderBy, giftPrice: (entry) => giftPrice(entry, criteria.giftNights) };
  const { priceMin, priceMax } = criteria;
  const gift = criteria.type === 'gift';
  const matches: Match[] = [];
  for (const entry of place.scope) {
    if (allowed && !allowed(entry)) continue;
    const distance = distanceKm(place, entry);
    if (!staticPass(entry, distance)) continue;
    if (!groups.every((group) => group.passes(entry))) continue;
    if (priceMax !== null && priceFloor(prices, entry) > priceMax) continue;
    const priced = priceOf(prices, entry);
    if (!priced) continue;
    if (priceMin !== null && priced.sellPrice < priceMin) continue;
    if (priceMax !== null && priced.sellPrice > priceMax) continue;
    matches.push({
      entry,
      id: gift && entry.singleVoucher ? entry.singleVoucher.id : entry.pkg.id,
      priced,
      distance,
      key: sortKey(sortInputs, entry, priced, distance),
      hasMoreOffers: false,
    });
  }
  return matches;
}

/** Keeps the best `perHotel` matches of each hotel; matches must be grouped by hotel. */
export function capPerHotel(matches: readonly Match[], perHotel: number): Match[] {
  const kept: Match[] = [];
  let start = 0;
  while (start < matches.length) {
    const hotelId = (matches[start] as Match).entry.hotel.id;
    let end = start + 1;
    while (end < matches.length && (matches[end] as Match).entry.hotel.id === hotelId) end++;
    const size = end - start;
    if (size <= perHotel) {
      for (let i = start; i < end; i++) kept.push(matches[i] as Match);
    } else {
      const best = matches.slice(start, end).sort(compareMatches).slice(0, perHotel);
      for (const match of best) kept.push({ ...match, hasMoreOffers: true });
    }
    start = end;
  }
  return kept;
}

