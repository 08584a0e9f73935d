import type { Criteria } from './criteria';
import { facetGroups, staticFilter } from './filters';
import type { PackageEntry, SearchIndex } from './indexes';
import { distanceKm, resolvePlace, type Place } from './place';
import { giftPrice, priceContext, priceOf } from './pricing';
import { compareMatches, firstInOrder, sortKey, type Match, type OrderBy, type SortInputs } from './sort';

/**
 * The stay/gift search: filter → cap packages per hotel → order → page. Suggestions when
 * nothing matches. Used by search.json and, with a fixed hotel, by offers.json.
 */
export interface SearchQuery {
  criteria: Criteria;
  orderBy: OrderBy;
  page: number;
  limit: number;
  /** At most this many packages per hotel (the best ones in the requested order). */
  perHotel: number;
}

export interface SearchOutcome {
  /** Results after the per-hotel cap, before paging. */
  total: number;
  results: Match[];
  /** Only when nothing matched: stays outside the criteria (docs/api/search.md, "Suggestions"). */
  suggestions: Match[] | null;
  place: Place;
}

/** Every match of the criteria, grouped by hotel (the scope's order), unsorted. */
export function findMatches(
  index: SearchIndex,
  criteria: Criteria,
  orderBy: OrderBy,
  place: Place = resolvePlace(index, criteria),
  /** Narrows the catalogue further (a box's stays, single vouchers). */
  allowed?: (entry: PackageEntry) => boolean,
): Match[] {
  const groups = facetGroups(index, criteria);
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

export function pageOf(matches: readonly Match[], page: number, limit: number): Match[] {
  const start = (page - 1) * limit;
  if (start >= matches.length) return [];
  return firstInOrder(matches, start + limit).slice(start);
}

export function runSearch(index: SearchIndex, query: SearchQuery): SearchOutcome {
  const place = resolvePlace(index, query.criteria);
  const capped = capPerHotel(findMatches(index, query.criteria, query.orderBy, place), query.perHotel);
  const results = pageOf(capped, query.page, query.limit);
  const suggestions = capped.length === 0 ? suggest(index, query, place) : null;
  return { total: capped.length, results, suggestions, place };
}

/**
 * Nothing matched: keep the place (and the search type), drop every other criterion including
 * dates, and propose the nearest stays to the reference point, else the most popular ones. When
 * the place itself has nothing (unknown city, empty area), look everywhere.
 */
function suggest(index: SearchIndex, query: SearchQuery, place: Place): Match[] {
  const { criteria } = query;
  const relaxed: Criteria = {
    ...criteria,
    checkin: null,
    nights: 1,
    adults: 2,
    children: 0,
    babies: 0,
    hotelId: null,
    theme: null,
    hotelTypes: [],
    hotelEnvironments: [],
    hotelStyles: [],
    stars: [],
    hotelScore: null,
    priceMin: null,
    priceMax: null,
    facilities: [],
    petsAllowed: false,
    tags: [],
  };
  const order: OrderBy = place.reference ? 'distance' : 'popularity';
  let matches = findMatches(index, relaxed, order);
  if (matches.length === 0) {
    const everywhere: Criteria = { ...relaxed, city: null, distanceMin: null, distanceMax: null };
    const wide = resolvePlace(index, everywhere);
    const reference = place.reference;
    matches = findMatches(index, everywhere, 'popularity', wide);
    if (reference) {
      // Nearest to where the user looked, even though the place itself had nothing.
      matches = matches.map((match) => {
        const distance = distanceFrom(reference, match.entry);
        return { ...match, key: distance, distance };
      });
    }
  }
  return firstInOrder(capPerHotel(matches, query.perHotel), Math.min(query.limit, 12));
}

function distanceFrom(reference: { lat: number; lng: number }, entry: PackageEntry): number {
  return distanceKm({ scope: [], reference, ring: null, cityId: null, unknownCity: false }, entry) ?? 0;
}
