import type { LatLng } from './geo';

/**
 * Marker clustering for the results map (issue 4: smooth with 1,000 results). Points are projected
 * to Web Mercator pixels at the map's zoom and grouped by a square grid of CLUSTER_CELL_PX: every
 * point lands in exactly one group, a group of one is a plain marker, a bigger one a cluster drawn
 * at its members' mean position. O(n) per zoom, so panning and zooming stay cheap.
 */
export const CLUSTER_CELL_PX = 64;
/** From this zoom on, markers are never grouped (a hotel's street level). */
export const NO_CLUSTER_FROM_ZOOM = 15;
const TILE_SIZE = 256;

export interface ClusterPoint extends LatLng {
  id: number;
}

export type MapGroup<P extends ClusterPoint> = { kind: 'marker'; point: P } | { kind: 'cluster'; key: string; lat: number; lng: number; points: P[] };

/** Web Mercator pixel coordinates of a point at a zoom level (Leaflet's default CRS). */
export function projectToPixels(point: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const latitude = Math.max(-85.05112878, Math.min(85.05112878, point.lat));
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export function clusterPoints<P extends ClusterPoint>(points: readonly P[], zoom: number, cellPx = CLUSTER_CELL_PX): MapGroup<P>[] {
  if (zoom >= NO_CLUSTER_FROM_ZOOM) return points.map((point) => ({ kind: 'marker', point }));
  const cells = new Map<string, P[]>();
  for (const point of points) {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
    const { x, y } = projectToPixels(point, zoom);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  const groups: MapGroup<P>[] = [];
  for (const [key, members] of cells) {
    if (members.length === 1 && members[0]) {
      groups.push({ kind: 'marker', point: members[0] });
      continue;
    }
    const lat = members.reduce((sum, point) => sum + point.lat, 0) / members.length;
    const lng = members.reduce((sum, point) => sum + point.lng, 0) / members.length;
    groups.push({ kind: 'cluster', key: `${zoom}:${key}`, lat, lng, points: members });
  }
  return groups;
}

/** The zoom a click on a cluster goes to: two levels closer, at most the no-cluster zoom. */
export function zoomIntoCluster(zoom: number): number {
  return Math.min(NO_CLUSTER_FROM_ZOOM, zoom + 2);
}
