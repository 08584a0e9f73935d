import type { LatLng } from '@/domain/map/geo';

/**
 * Where the box's map opens: centred on its stays, zoomed so that all of them fit a map about
 * 600 px wide (the smallest the dialog gets). One stay: a city's zoom; none: a country's.
 */
const MIN_ZOOM = 3;
const MAX_ZOOM = 12;
const VIEW_PX = 600;

export function boxMapView(points: readonly LatLng[], fallback: LatLng): { center: LatLng; zoom: number } {
  if (points.length === 0) return { center: fallback, zoom: 5 };
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const center = { lat: (south + north) / 2, lng: (west + east) / 2 };
  const span = Math.max(north - south, east - west);
  if (span === 0) return { center, zoom: MAX_ZOOM };
  // A world of 256·2^zoom px spans 360°: the zoom at which `span` degrees still fit VIEW_PX.
  const zoom = Math.floor(Math.log2((VIEW_PX * 360) / (256 * span)));
  return { center, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) };
}
