import { getCatalogue } from '../../mocks/catalogue';
import type { Catalogue } from '../../mocks/catalogue';
import { POI_RADIUS_KM, POINTS_OF_INTEREST } from '../../mocks/search/points-of-interest';
import { SIMULATOR_ORIGIN } from '../setup/env';

/**
 * The simulator's area and point searches over HTTP (issue 9 §2): an area is the union of its
 * cities, a point of interest is a 30 km ring around it, and the facets count the same searches
 * (hotel, gift format, area).
 */
const catalogue: Catalogue = getCatalogue();
const SEARCH = `${SIMULATOR_ORIGIN}/search`;

async function total(searchCriterias: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await fetch(`${SEARCH}/search.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: 'fr_FR', limit: 1, searchCriterias, ...extra }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { resultsCount: number }).resultsCount;
}

async function facetsTotal(query: Record<string, string>): Promise<number> {
  const response = await fetch(`${SEARCH}/facets.json?${new URLSearchParams({ locale: 'fr_FR', ...query })}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { resultsCount: number }).resultsCount;
}

describe('simulator: areas and points of interest', () => {
  it('a region, a department and a country are the sum of their cities', async () => {
    const paris = catalogue.index.cityById.get('paris');
    if (!paris) throw new Error('no Paris');
    const areas: Array<[string, string, (city: (typeof catalogue.cities)[number]) => boolean]> = [
      ['region', paris.region.id, (city) => city.region.id === paris.region.id],
      ['department', paris.department.id, (city) => city.department.id === paris.department.id],
      ['country', 'NL', (city) => city.country === 'NL'],
    ];
    for (const [key, value, inside] of areas) {
      const cities = catalogue.cities.filter(inside);
      const perCity = await Promise.all(cities.map((city) => total({ cityId: city.id })));
      const sum = perCity.reduce((a, b) => a + b, 0);
      expect(sum).toBeGreaterThan(0);
      expect(await total({ [key]: value })).toBe(sum);
      expect(await facetsTotal({ [key]: value })).toBe(sum);
    }
  });

  it('a point of interest is the 30 km ring around it, and a distance of its own replaces the 30 km', async () => {
    for (const poi of POINTS_OF_INTEREST.slice(0, 4)) {
      const ring = await total({ lat: poi.lat, lng: poi.lng, distanceMin: 0, distanceMax: POI_RADIUS_KM });
      expect(await total({ poi: poi.id })).toBe(ring);
      expect(await facetsTotal({ poi: poi.id })).toBe(ring);
      expect(await total({ poi: poi.id, distanceMax: 5 })).toBe(await total({ lat: poi.lat, lng: poi.lng, distanceMax: 5 }));
    }
  });

  it('facets honour hotelId and giftFormat like the search', async () => {
    const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.packageIds.length > 2);
    if (!hotel) throw new Error('no hotel');
    const hotelTotal = await total({ hotelId: hotel.id }, { numberOfPackagesPerHotel: 20 });
    expect(hotelTotal).toBeLessThan(await total({}, { numberOfPackagesPerHotel: 20 }));
    expect(await facetsTotal({ hotelId: String(hotel.id), numberOfPackagesPerHotel: '20' })).toBe(hotelTotal);
    for (const giftFormat of ['digital', 'physical']) {
      const gift = await total({ giftFormat, cityId: 'paris' }, { type: 'gift' });
      expect(await facetsTotal({ type: 'gift', giftFormat, cityId: 'paris' })).toBe(gift);
    }
  });
});
