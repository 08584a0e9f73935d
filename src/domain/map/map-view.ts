import type { SuggestionCategory } from '../model/autocomplete';
import { boundsCorners, haversineKm, type LatLng, type LatLngBounds } from './geo';

/** Map zoom by the kind of place searched (part 1 §9). */
export const MAP_ZOOM = { hotel: 14, city: 12, department: 9, region: 8, large: 6 } as const;
export type PlaceKind = keyof typeof MAP_ZOOM;

/** Marker sizes in px (part 1 §9). */
export const MARKER_SIZE_ACTIVE = 47;
export const MARKER_SIZE_DEFAULT = 40;

/** The map opens on Barcelona when there is no user location (part 2 §9). */
export const DEFAULT_MAP_CENTER: LatLng = { lat: 41.3874, lng: 2.1686 };

export function zoomFor(kind: PlaceKind): number {
  return MAP_ZOOM[kind];
}

/** The place kind of a destination suggestion: a point of interest frames like a city, a country is large. */
export function placeKindOf(category: SuggestionCategory | null | undefined): PlaceKind {
  switch (category) {
    case 'hotel':
      return 'hotel';
    case 'city':
    case 'poi':
      return 'city';
    case 'department':
      return 'department';
    case 'region':
      return 'region';
    default:
      return 'large';
  }
}

export function markerSize(active: boolean): number {
  return active ? MARKER_SIZE_ACTIVE : MARKER_SIZE_DEFAULT;
}

/** Where the map opens: the searched place, else the visitor's location, else Barcelona. */
export function initialMapView(input: { place?: (LatLng & { kind: PlaceKind }) | null; userLocation?: LatLng | null }): { center: LatLng; zoom: number } {
  if (input.place) return { center: { lat: input.place.lat, lng: input.place.lng }, zoom: zoomFor(input.place.kind) };
  if (input.userLocation) return { center: input.userLocation, zoom: zoomFor('city') };
  return { center: DEFAULT_MAP_CENTER, zoom: zoomFor('large') };
}

/**
 * 'Refresh in the area' (part 2 §9): search around the map's centre, distanceMin 0 and
 * distanceMax the rounded distance from the centre to the bounds: to the farthest corner, so the
 * whole visible map is covered; at least 1 km so a deep zoom still finds its hotels.
 */
export function refreshInAreaCriteria(center: LatLng, bounds: LatLngBounds): { lat: number; lng: number; distanceMin: number; distanceMax: number } {
  const farthest = Math.max(...boundsCorners(bounds).map((corner) => haversineKm(center, corner)));
  return { lat: center.lat, lng: center.lng, distanceMin: 0, distanceMax: Math.max(1, Math.round(farthest)) };
}
