import type { City } from '../catalogue/types';
import type { Criteria } from './criteria';
import { haversineKm } from './distance';
import { normaliseKey, type PackageEntry, type SearchIndex } from './indexes';

/**
 * Where a search looks. The scope is the smallest precomputed list that can hold every result:
 * a hotel's packages, a city's packages, the cities a distance ring can reach, or everything.
 *
 * Rules (docs/api/search.md, "Place"):
 * - the reference point for distances is lat/lng when given, else the city's centre;
 * - the distance filter is active when distanceMin or distanceMax is given and a reference point
 *   exists; it then REPLACES city membership (the "Include offers around" case of part 1 §4);
 * - otherwise a city keeps only that city's hotels; an unknown city matches nothing.
 */
export interface Place {
  scope: readonly PackageEntry[];
  reference: { lat: number; lng: number } | null;
  ring: { min: number; max: number } | null;
  /** City membership still to check (when the scope is wider than the city, e.g. a hotel). */
  cityId: string | null;
  /** A city was asked for but is unknown. */
  unknownCity: boolean;
}

export function resolveCity(index: SearchIndex, value: string | null): City | null {
  if (value === null) return null;
  return index.cityByKey.get(normaliseKey(value)) ?? null;
}

export function resolvePlace(index: SearchIndex, criteria: Criteria): Place {
  const city = resolveCity(index, criteria.city);
  const unknownCity = criteria.city !== null && city === null;
  const reference =
    criteria.lat !== null && criteria.lng !== null ? { lat: criteria.lat, lng: criteria.lng } : city ? { lat: city.lat, lng: city.lng } : null;
  const distanceAsked = criteria.distanceMin !== null || criteria.distanceMax !== null;
  const ring = distanceAsked && reference ? { min: criteria.distanceMin ?? 0, max: criteria.distanceMax ?? Number.POSITIVE_INFINITY } : null;
  const cityId = ring ? null : (city?.id ?? null);

  let scope: readonly PackageEntry[];
  if (unknownCity && !ring) scope = [];
  else if (criteria.hotelId !== null) scope = (index.byHotel.get(criteria.hotelId) ?? []).filter((entry) => entry.hotel.active);
  else if (ring && reference) scope = entriesReachable(index, reference, ring);
  else if (cityId) scope = index.activeByCity.get(cityId) ?? [];
  else scope = index.active;
  return { scope, reference, ring, cityId, unknownCity };
}

/** Packages of the cities whose hotels can lie inside the ring (a city's hotels sit within its radius). */
function entriesReachable(index: SearchIndex, reference: { lat: number; lng: number }, ring: { min: number; max: number }): PackageEntry[] {
  const out: PackageEntry[] = [];
  for (const [cityId, entries] of index.activeByCity) {
    const city = index.catalogue.index.cityById.get(cityId);
    if (city) {
      const centre = haversineKm(reference.lat, reference.lng, city.lat, city.lng);
      const radius = (index.cityRadiusKm.get(cityId) ?? 0) + 0.001;
      if (centre - radius > ring.max || centre + radius < ring.min) continue;
    }
    for (const entry of entries) out.push(entry);
  }
  return out;
}

export function distanceKm(place: Place, entry: PackageEntry): number | null {
  return place.reference ? haversineKm(place.reference.lat, place.reference.lng, entry.hotel.lat, entry.hotel.lng) : null;
}
