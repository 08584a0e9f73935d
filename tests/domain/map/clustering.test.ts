import fc from 'fast-check';
import { clusterPoints, GROUP_FOOTPRINT_PX, NO_CLUSTER_FROM_ZOOM, projectToPixels, zoomIntoCluster } from '@/domain/map';

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

  it('never draws two groups over each other below street level (an overlapped marker is too small a target)', () => {
    const near = fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), lat: fc.double({ min: 48.7, max: 49, noNaN: true }), lng: fc.double({ min: 2.2, max: 2.6, noNaN: true }) });
    fc.assert(
      fc.property(fc.uniqueArray(near, { selector: (p) => p.id, maxLength: 200 }), fc.integer({ min: 8, max: NO_CLUSTER_FROM_ZOOM - 1 }), (points, zoom) => {
        const at = clusterPoints(points, zoom).map((group) => projectToPixels(group.kind === 'marker' ? group.point : group, zoom));
        for (let i = 0; i < at.length; i += 1)
          for (let j = i + 1; j < at.length; j += 1) {
            const apart = Math.abs(at[i]!.x - at[j]!.x) >= GROUP_FOOTPRINT_PX.width - 1e-6 || Math.abs(at[i]!.y - at[j]!.y) >= GROUP_FOOTPRINT_PX.height - 1e-6;
            expect(apart).toBe(true);
          }
      }),
    );
  });

  it('merges two markers on either side of a cell border', () => {
    // 10 px apart at zoom 10, one each side of a 64 px cell border.
    const border = 64 * 200;
    const lngAt = (x: number) => (x / (256 * 2 ** 10)) * 360 - 180;
    const groups = clusterPoints([{ id: 1, lat: 0, lng: lngAt(border - 5) }, { id: 2, lat: 0, lng: lngAt(border + 5) }], 10);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.kind).toBe('cluster');
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
