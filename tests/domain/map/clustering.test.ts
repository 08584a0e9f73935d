import fc from 'fast-check';
import { clusterPoints, NO_CLUSTER_FROM_ZOOM, projectToPixels, zoomIntoCluster } from '@/domain/map';

const point = fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), lat: fc.double({ min: -80, max: 80, noNaN: true }), lng: fc.double({ min: -179, max: 179, noNaN: true }) });

describe('map clustering', () => {
  it('puts every point in exactly one group, at every zoom', () => {
    fc.assert(
      fc.property(fc.uniqueArray(point, { selector: (p) => p.id, maxLength: 300 }), fc.integer({ min: 0, max: 18 }), (points, zoom) => {
        const groups = clusterPoints(points, zoom);
        const ids = groups.flatMap((group) => (group.kind === 'marker' ? [group.point.id] : group.points.map((p) => p.id)));
        expect(ids.sort((a, b) => a - b)).toEqual(points.map((p) => p.id).sort((a, b) => a - b));
      }),
    );
  });

  it('groups near hotels of one city at a country zoom and separates them at street level', () => {
    const paris = [
      { id: 1, lat: 48.8566, lng: 2.3522 },
      { id: 2, lat: 48.8606, lng: 2.3376 },
      { id: 3, lat: 48.853, lng: 2.3499 },
    ];
    const lyon = { id: 4, lat: 45.764, lng: 4.8357 };
    const atSix = clusterPoints([...paris, lyon], 6);
    expect(atSix).toHaveLength(2);
    const cluster = atSix.find((group) => group.kind === 'cluster');
    expect(cluster?.kind === 'cluster' && cluster.points.map((p) => p.id).sort()).toEqual([1, 2, 3]);
    expect(clusterPoints([...paris, lyon], NO_CLUSTER_FROM_ZOOM).every((group) => group.kind === 'marker')).toBe(true);
  });

  it('places a cluster at the mean of its members', () => {
    const [group] = clusterPoints(
      [
        { id: 1, lat: 48, lng: 2 },
        { id: 2, lat: 48.002, lng: 2.002 },
      ],
      5,
    );
    expect(group?.kind).toBe('cluster');
    if (group?.kind === 'cluster') {
      expect(group.lat).toBeCloseTo(48.001, 6);
      expect(group.lng).toBeCloseTo(2.001, 6);
    }
  });

  it('projects like Leaflet (EPSG:3857, 256 px tiles)', () => {
    expect(projectToPixels({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(projectToPixels({ lat: 0, lng: 180 }, 1).x).toBe(512);
  });

  it('zooms two levels into a cluster, never past street level', () => {
    expect(zoomIntoCluster(6)).toBe(8);
    expect(zoomIntoCluster(14)).toBe(NO_CLUSTER_FROM_ZOOM);
  });
});
