import fc from 'fast-check';
import { DEFAULT_MAP_CENTER, haversineKm, initialMapView, MAP_ZOOM, markerSize, placeKindOf, refreshInAreaCriteria, zoomFor } from '@/domain/map';

describe('map view', () => {
  it('zoom by place kind', () => {
    expect(MAP_ZOOM).toEqual({ hotel: 14, city: 12, department: 9, region: 8, large: 6 });
    expect(zoomFor(placeKindOf('hotel'))).toBe(14);
    expect(zoomFor(placeKindOf('city'))).toBe(12);
    expect(zoomFor(placeKindOf('poi'))).toBe(12);
    expect(zoomFor(placeKindOf('department'))).toBe(9);
    expect(zoomFor(placeKindOf('region'))).toBe(8);
    expect(zoomFor(placeKindOf('country'))).toBe(6);
    expect(zoomFor(placeKindOf(null))).toBe(6);
  });

  it('marker sizes: active 47, default 40', () => {
    expect(markerSize(true)).toBe(47);
    expect(markerSize(false)).toBe(40);
  });

  it('opens on the place, else the user location, else Barcelona', () => {
    expect(DEFAULT_MAP_CENTER.lat).toBeCloseTo(41.39, 1);
    expect(DEFAULT_MAP_CENTER.lng).toBeCloseTo(2.17, 1);
    expect(initialMapView({})).toEqual({ center: DEFAULT_MAP_CENTER, zoom: 6 });
    expect(initialMapView({ userLocation: { lat: 48.85, lng: 2.35 } })).toEqual({ center: { lat: 48.85, lng: 2.35 }, zoom: 12 });
    expect(initialMapView({ place: { lat: 45.76, lng: 4.83, kind: 'region' }, userLocation: { lat: 48.85, lng: 2.35 } })).toEqual({ center: { lat: 45.76, lng: 4.83 }, zoom: 8 });
  });
});

describe('haversine', () => {
  it('Paris to Lyon is about 391.5 km', () => {
    expect(haversineKm({ lat: 48.8566, lng: 2.3522 }, { lat: 45.764, lng: 4.8357 })).toBeCloseTo(391.5, 1);
    expect(haversineKm({ lat: 1, lng: 1 }, { lat: 1, lng: 1 })).toBe(0);
  });

  it('is symmetric and never negative (property)', () => {
    const point = fc.record({ lat: fc.double({ min: -89, max: 89, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
        expect(haversineKm(a, b)).toBeLessThanOrEqual(Math.PI * 6371 + 1e-6);
      }),
    );
  });
});

describe("'refresh in the area'", () => {
  it('searches around the centre with distanceMin 0 and distanceMax the rounded distance to the bounds', () => {
    const center = { lat: 45.76, lng: 4.83 };
    const bounds = { south: 45.66, west: 4.68, north: 45.86, east: 4.98 };
    const criteria = refreshInAreaCriteria(center, bounds);
    expect(criteria).toMatchObject({ lat: 45.76, lng: 4.83, distanceMin: 0 });
    const corner = haversineKm(center, { lat: 45.86, lng: 4.98 });
    expect(criteria.distanceMax).toBe(Math.round(corner));
    expect(criteria.distanceMax).toBe(16);
  });

  it('never asks for a 0 km ring', () => {
    expect(refreshInAreaCriteria({ lat: 45.76, lng: 4.83 }, { south: 45.759, west: 4.829, north: 45.761, east: 4.831 }).distanceMax).toBe(1);
  });
});
