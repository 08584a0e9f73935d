import type { City } from '../catalogue/types';
import type { Criteria } from './criteria';
import { haversineKm } from './distance';
import { normaliseKey, type PackageEntry, type SearchIndex } from './indexes';
import { POI_RADIUS_KM, pointOfInterest } from './points-of-interest';

/**
 * Where a search looks. The scope is the smallest precomputed list that can hold every result:
 * a hotel's packages, a city's or an area's packages, the cities a distance ring can reach, or
 * everything.
 *
 * Rules (docs/api/search.md, "Place"):
 * - the reference point for distances is lat/lng when given, else the point of interest, else the
 *   city's centre;
 * - the distance filter is active when distanceMin or distanceMax is given and a reference point
 *   exists; it then REPLACES city or area membership (the "Include offers around" case of part 1 §4);
 * - a point of interest without a distance searches POI_RADIUS_KM around it (part 1 §4 "30 km around");
 * - otherwise a city keeps only that city's hotels, a region, department or country the hotels of
 *   its cities; an unknown city, area or point matches nothing.
 */
export interface Place {
  scope: readonly PackageEntry[];
  reference: { lat: number; lng: number } | null;
  ring: { min: number; max: number } | null;
  /** City membership still to check (when the scope is wider than the city, e.g. a hotel). */
  cityId: string | null;
  /** Area membership still to check: the cities of the region, department or country. */
  cityIds: ReadonlySet<string> | null;
  /** A city (or area, or point) was asked for but is unknown. */
  unknownCity: boolean;
}

export function resolveCity(index: SearchIndex, value: string | null): City | null {
  if (value === null) return null;
  return index.cityByKey.get(normaliseKey(value)) ?? null;
}

/** The cities of the area the criteria name (region id, department id, country code), null without one. */
export function areaCities(index: SearchIndex, criteria: Pick<Criteria, 'region' | 'department' | 'country'>): Set<string> | null {
  const { region, department, country } = criteria;
  if (region === null && department === null && country === null) return null;
  const ids = new Set<string>();
  for (const city of index.catalogue.cities) {
    if (region !== null && normaliseKey(city.region.id) !== normaliseKey(region)) continue;
    if (department !== null && normaliseKey(city.department.id) !== normaliseKey(department)) continue;
    if (country !== null && city.country !== country) continue;
    ids.add(city.id);
  }
  return ids;
}

export function resolvePlace(index: SearchIndex, criteria: Criteria): Place {
  const city = resolveCity(index, criteria.city);
  const poi = pointOfInterest(criteria.poi);
  const area = city ? null : areaCities(index, criteria);
  const unknownCity = (criteria.city !== null && city === null) || (criteria.poi !== null && poi === null) || (area !== null && area.size === 0);
  const reference =
    criteria.lat !== null && criteria.lng !== null
      ? { lat: criteria.lat, lng: criteria.lng }
      : poi
        ? { lat: poi.lat, lng: poi.lng }
        : city
          ? { lat: city.lat, lng: city.lng }
          : null;
  const distanceAsked = criteria.distanceMin !== null || criteria.distanceMax !== null;
  const ring =
    distanceAsked && reference
      ? { min: criteria.distanceMin ?? 0, max: criteria.distanceMax ?? Number.POSITIVE_INFINITY }
      : poi
        ? { min: 0, max: POI_RADIUS_KM }
        : null;
  const cityId = ring ? null : (city?.id ?? null);
  const cityIds = ring ? null : area;

  let scope: readonly PackageEntry[];
  if (unknownCity && !ring) scope = [];
  else if (criteria.hotelId !== null) scope = (index.byHotel.get(criteria.hotelId) ?? []).filter((entry) => entry.hotel.active);
  else if (ring && reference) scope = entriesReachable(index, reference, ring);
  else if (cityId) scope = index.activeByCity.get(cityId) ?? [];
  else if (cityIds) scope = [...cityIds].flatMap((id) => index.activeByCity.get(id) ?? []);
  else scope = index.active;
  return { scope, reference, ring, cityId, cityIds, unknownCity };
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
