import type { LatLng } from './geo';

/**
 * Marker clustering for the results map (issue 4: smooth with 1,000 results). Points are projected
 * to Web Mercator pixels at the map's zoom and grouped by a square grid of CLUSTER_CELL_PX, then
 * groups that would be drawn over each other are merged: every point lands in exactly one group, a
 * group of one is a plain marker, a bigger one a cluster drawn at its members' mean position.
 * Near-linear per zoom, so panning and zooming stay cheap.
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

/**
 * How much room a group's icon takes around its position: a price pill is 40–47 px high and up to
 * ~70 px wide for a four-digit price, a cluster disc 40–54 px. Two groups nearer than this on both
 * axes would be drawn over each other (a grid cell border can fall between them), and an
 * overlapped marker is a target too small to hit (WCAG 2.5.8, axe target-size): they are merged.
 */
export const GROUP_FOOTPRINT_PX = { width: 72, height: 48 } as const;

interface PendingGroup<P> {
  key: string;
  x: number;
  y: number;
  points: P[];
}

export function clusterPoints<P extends ClusterPoint>(points: readonly P[], zoom: number, cellPx = CLUSTER_CELL_PX): MapGroup<P>[] {
  if (zoom >= NO_CLUSTER_FROM_ZOOM) return points.map((point) => ({ kind: 'marker', point }));
  const cells = new Map<string, PendingGroup<P>>();
  for (const point of points) {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
    const { x, y } = projectToPixels(point, zoom);
    const key = `${Math.floor(x / cellPx)}:${Math.floor(y / cellPx)}`;
    const cell = cells.get(key);
    if (cell) {
      cell.x += x;
      cell.y += y;
      cell.points.push(point);
    } else cells.set(key, { key, x, y, points: [point] });
  }
  const centred = [...cells.values()].map((cell) => ({ ...cell, x: cell.x / cell.points.length, y: cell.y / cell.points.length }));
  return mergeUntilApart(centred).map((group): MapGroup<P> => {
    const members = group.points;
    if (members.length === 1 && members[0]) return { kind: 'marker', point: members[0] };
    const lat = members.reduce((sum, point) => sum + point.lat, 0) / members.length;
    const lng = members.reduce((sum, point) => sum + point.lng, 0) / members.length;
    return { kind: 'cluster', key: `${zoom}:${group.key}`, lat, lng, points: members };
  });
}

/** A merged group sits at its members' mean position, so it may now overlap a third: merge again until none do. */
function mergeUntilApart<P>(groups: PendingGroup<P>[]): PendingGroup<P>[] {
  let current = groups;
  for (;;) {
    const next = mergeOverlapping(current);
    if (next.length === current.length) return next;
    current = next;
  }
}

/**
 * Merges the groups whose footprints overlap (union-find over a sweep along x, so the cost stays
 * near-linear for a thousand groups). A merged group keeps the key of its first cell, in x order,
 * and sits at the mean position of all its points.
 */
function mergeOverlapping<P>(groups: PendingGroup<P>[]): PendingGroup<P>[] {
  const sorted = [...groups].sort((a, b) => a.x - b.x || a.y - b.y);
  const parent = sorted.map((_, index) => index);
  const root = (index: number): number => {
    let current = index;
    while (parent[current] !== current) current = parent[current] = parent[parent[current]!]!;
    return current;
  };
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length && sorted[j]!.x - sorted[i]!.x < GROUP_FOOTPRINT_PX.width; j += 1) {
      if (Math.abs(sorted[j]!.y - sorted[i]!.y) >= GROUP_FOOTPRINT_PX.height) continue;
      const [a, b] = [root(i), root(j)];
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  }
  const merged = new Map<number, PendingGroup<P>>();
  sorted.forEach((group, index) => {
    const top = root(index);
    const into = merged.get(top);
    if (!into) {
      merged.set(top, { ...group, points: [...group.points] });
      return;
    }
    const total = into.points.length + group.points.length;
    into.x = (into.x * into.points.length + group.x * group.points.length) / total;
    into.y = (into.y * into.points.length + group.y * group.points.length) / total;
    into.points.push(...group.points);
  });
  return [...merged.values()];
}

/** The zoom a click on a cluster goes to: two levels closer, at most the no-cluster zoom. */
export function zoomIntoCluster(zoom: number): number {
  return Math.min(NO_CLUSTER_FROM_ZOOM, zoom + 2);
}
