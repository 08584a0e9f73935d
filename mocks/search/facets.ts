import type { Criteria } from './criteria';
import { facetGroups, staticFilter, type FacetGroup, type FacetGroupName } from './filters';
import type { PackageEntry, SearchIndex } from './indexes';
import { distanceKm, resolvePlace } from './place';
import { priceContext, priceFloor, priceOf } from './pricing';

/**
 * Disjunctive facet counts (docs/api/search.md, "Facet counts"): an option's count is the number
 * of results the search would have with every OTHER filter applied and this option added to its
 * own group. Counted in one pass: a package failing two facet groups counts nowhere; failing one
 * group it can only count for that group's options; failing none it counts for every option it
 * satisfies. Results are capped per hotel exactly like the search, so counts equal resultsCount
 * of the corresponding search.
 */
export interface FacetCounts {
  resultsCount: number;
  counts: Record<FacetGroupName, Map<string | number, number>>;
}

interface GroupTally {
  group: FacetGroup;
  /** Counts of the hotel being scanned, then flushed (capped) into totals. */
  hotel: Int32Array;
  totals: Float64Array;
  touched: number[];
}

export function countFacets(
  index: SearchIndex,
  criteria: Criteria,
  perHotel: number,
  /** Narrows the catalogue further (a box's stays, single vouchers). */
  allowed?: (entry: PackageEntry) => boolean,
): FacetCounts {
  const place = resolvePlace(index, criteria);
  const groups = facetGroups(index, criteria);
  const staticPass = staticFilter(index, criteria, place);
  const prices = priceContext(index.catalogue, criteria);
  const tallies: GroupTally[] = groups.map((group) => ({
    group,
    hotel: new Int32Array(group.options.length),
    totals: new Float64Array(group.options.length),
    touched: [],
  }));
  let resultsCount = 0;
  let hotelMatches = 0;
  let currentHotel = -1;

  const flush = () => {
    resultsCount += Math.min(perHotel, hotelMatches);
    hotelMatches = 0;
    for (const tally of tallies) {
      for (const option of tally.touched) {
        tally.totals[option] = (tally.totals[option] ?? 0) + Math.min(perHotel, tally.hotel[option] ?? 0);
        tally.hotel[option] = 0;
      }
      tally.touched.length = 0;
    }
  };
  const countOptions = (tally: GroupTally, entry: PackageEntry) => {
    tally.group.eachOption(entry, (i) => {
      if (tally.hotel[i] === 0) tally.touched.push(i);
      tally.hotel[i] = (tally.hotel[i] ?? 0) + 1;
    });
  };

  const { priceMin, priceMax } = criteria;
  for (const entry of place.scope) {
    if (entry.hotel.id !== currentHotel) {
      flush();
      currentHotel = entry.hotel.id;
    }
    if (allowed && !allowed(entry)) continue;
    if (!staticPass(entry, distanceKm(place, entry))) continue;
    let failed: GroupTally | null = null;
    let failures = 0;
    for (const tally of tallies) {
      if (tally.group.passes(entry)) continue;
      failures++;
      failed = tally;
      if (failures > 1) break;
    }
    if (failures > 1) continue;
    if (priceMax !== null && priceFloor(prices, entry) > priceMax) continue;
    const priced = priceOf(prices, entry);
    if (!priced) continue;
    if (priceMin !== null && priced.sellPrice < priceMin) continue;
    if (priceMax !== null && priced.sellPrice > priceMax) continue;
    if (failed) {
      countOptions(failed, entry);
    } else {
      hotelMatches++;
      for (const tally of tallies) countOptions(tally, entry);
    }
  }
  flush();

  const counts = {} as Record<FacetGroupName, Map<string | number, number>>;
  for (const tally of tallies) {
    counts[tally.group.name] = new Map(tally.group.options.map((option, i) => [option, tally.totals[i] ?? 0]));
  }
  return { resultsCount, counts };
}
