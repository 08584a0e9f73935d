/** Great-circle distance (haversine) on a spherical Earth, in kilometres. */
const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distances are shown with one decimal. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
