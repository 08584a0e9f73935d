import type { Criteria } from './criteria';
import { haversineKm } from './distance';
import { capPerHotel, findMatches } from './matches';
import type { PackageEntry, SearchIndex } from './indexes';
import { resolvePlace, type Place } from './place';
import { firstInOrder, type Match } from './sort';

/**
 * Suggestions when a search has no exact result (docs/api/search.md, "Suggestions"): keep the
 * place and the search type, drop every other criterion including dates (so prices are "from"),
 * and propose the nearest stays to the reference point, else the most popular ones. When the
 * place itself has nothing (unknown city, empty area) look further: nearest anywhere, or most
 * popular anywhere. Never a full scan of a big catalogue.
 */
const MAX_SUGGESTIONS = 12;

export function suggest(index: SearchIndex, criteria: Criteria, place: Place, limit: number, perHotel: number): Match[] {
  const count = Math.min(limit, MAX_SUGGESTIONS);
  const relaxed = relax(criteria);
  if (place.scope.length > 0) {
    const inPlace = findMatches(index, relaxed, place.reference ? 'distance' : 'popularity', resolvePlace(index, relaxed));
    if (inPlace.length > 0) return firstInOrder(capPerHotel(inPlace, perHotel), count);
  }
  const everywhere: Criteria = { ...relaxed, city: null, region: null, department: null, country: null, poi: null, lat: null, lng: null, distanceMin: null, distanceMax: null };
  return place.reference
    ? nearest(index, everywhere, place.reference, count, perHotel)
    : mostPopular(index, everywhere, count, perHotel);
}

function relax(criteria: Criteria): Criteria {
  return {
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
}

const scopeOf = (scope: readonly PackageEntry[], reference: { lat: number; lng: number } | null): Place => ({
  scope,
  reference,
  ring: null,
  cityId: null,
  cityIds: null,
  unknownCity: false,
});

/** Nearest stays to a point, visiting cities from the closest until no farther city can do better. */
function nearest(index: SearchIndex, criteria: Criteria, reference: { lat: number; lng: number }, count: number, perHotel: number): Match[] {
  const cities = [...index.activeByCity.keys()]
    .map((cityId) => {
      const city = index.catalogue.index.cityById.get(cityId);
      const closest = city ? haversineKm(reference.lat, reference.lng, city.lat, city.lng) - (index.cityRadiusKm.get(cityId) ?? 0) : 0;
      return { cityId, closest };
    })
    .sort((a, b) => a.closest - b.closest);
  let found: Match[] = [];
  for (const { cityId, closest } of cities) {
    const best = firstInOrder(capPerHotel(found, perHotel), count);
    if (best.length === count && closest > (best[count - 1] as Match).key) break;
    const matches = findMatches(index, criteria, 'distance', scopeOf(index.activeByCity.get(cityId) ?? [], reference));
    found = found.concat(matches);
  }
  return firstInOrder(capPerHotel(found, perHotel), count);
}

const byPopularity = new WeakMap<SearchIndex, PackageEntry[]>();

/** Most popular stays anywhere: a per-catalogue ranking (hotel by hotel), read until enough hotels answered. */
function mostPopular(index: SearchIndex, criteria: Criteria, count: number, perHotel: number): Match[] {
  let ranking = byPopularity.get(index);
  if (!ranking) {
    ranking = [...index.active].sort((a, b) => b.hotel.popularity - a.hotel.popularity || a.hotel.id - b.hotel.id || a.pkg.id - b.pkg.id);
    byPopularity.set(index, ranking);
  }
  const found: Match[] = [];
  const hotels = new Set<number>();
  const CHUNK = 256;
  for (let start = 0; start < ranking.length && hotels.size < count; start += CHUNK) {
    for (const match of findMatches(index, criteria, 'popularity', scopeOf(ranking.slice(start, start + CHUNK), null))) {
      found.push(match);
      hotels.add(match.entry.hotel.id);
    }
  }
  // A chunk may cut a hotel in two: regroup by hotel before capping.
  found.sort((a, b) => a.entry.hotel.id - b.entry.hotel.id || a.id - b.id);
  return firstInOrder(capPerHotel(found, perHotel), count);
}
