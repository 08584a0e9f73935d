import { getCatalogue, type Catalogue } from '../../mocks/catalogue';
import { haversineKm } from '../../mocks/search/distance';
import { POI_RADIUS_KM, POINTS_OF_INTEREST } from '../../mocks/search/points-of-interest';
import {
  fetchBeneficiarySingleVoucherFacets,
  fetchBeneficiarySingleVoucherOffers,
  fetchBoxFacets,
  fetchBoxOffers,
  fetchSearchDestinations,
  fetchSearchFacets,
  searchActivityCatalog,
  searchStays,
  toFacetQuery,
  toSearchCriterias,
} from '@/api/search';
import type { SearchCriteria, SearchType } from '@/domain/model/search';

/**
 * Issue 9 §2 and §2b through the API client against the in-process simulator: area and point
 * searches, facet counts equal to the search's, sort in the activity, box and beneficiary calls.
 */
const catalogue: Catalogue = getCatalogue();
const AFFILIATE = 'beneficiary-platform';
const cityOf = (hotelId: number) => catalogue.index.cityById.get(catalogue.hotels.find((hotel) => hotel.id === hotelId)?.cityId ?? '');

async function stays(criteria: SearchCriteria, type: SearchType = 'stay', perHotel = 1) {
  const result = await searchStays({ locale: 'fr_FR', type, criteria, limit: 100, numberOfPackagesPerHotel: perHotel });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

async function facetCount(criteria: SearchCriteria, type: SearchType = 'stay', perHotel?: number) {
  const result = await fetchSearchFacets({ locale: 'fr_FR', type, criteria, numberOfPackagesPerHotel: perHotel });
  if (!result.ok) throw new Error(result.error.message);
  return result.data.resultsCount;
}

describe('area and point searches', () => {
  it('a region, a department or a country keeps the hotels of its cities only', async () => {
    const paris = catalogue.index.cityById.get('paris');
    if (!paris) throw new Error('no Paris');
    for (const criteria of [{ region: paris.region.id }, { department: paris.department.id }, { country: 'IT' }] satisfies SearchCriteria[]) {
      const found = await stays(criteria);
      expect(found.resultsCount).toBeGreaterThan(0);
      for (const card of found.cards) {
        const city = cityOf(card.hotel?.id ?? 0);
        if ('region' in criteria) expect(city?.region.id).toBe(criteria.region);
        if ('department' in criteria) expect(city?.department.id).toBe(criteria.department);
        if ('country' in criteria) expect(city?.country).toBe('IT');
      }
      expect(await facetCount(criteria)).toBe(found.resultsCount);
    }
  });

  it(`a point of interest keeps the hotels within ${POI_RADIUS_KM} km, distances from the point`, async () => {
    const eiffel = POINTS_OF_INTEREST.find((poi) => poi.id === 'tour-eiffel');
    if (!eiffel) throw new Error('no Eiffel tower');
    const found = await stays({ poi: eiffel.id });
    expect(found.resultsCount).toBeGreaterThan(0);
    for (const card of found.cards) {
      const { lat, lng } = card.hotel?.location ?? {};
      expect(haversineKm(eiffel.lat, eiffel.lng, lat ?? 0, lng ?? 0)).toBeLessThanOrEqual(POI_RADIUS_KM);
    }
    const byDistance = await searchStays({ locale: 'fr_FR', type: 'stay', criteria: { poi: eiffel.id }, orderBy: 'distance', limit: 20 });
    const distances = byDistance.ok ? byDistance.data.cards.map((card) => card.distanceKm ?? Number.NaN) : [];
    expect(distances.length).toBeGreaterThan(1);
    for (const distance of distances) expect(distance).toBeLessThanOrEqual(POI_RADIUS_KM);
    expect([...distances].sort((a, b) => a - b)).toStrictEqual(distances);
  });

  it('an unknown area matches nothing (the suggestions take over)', async () => {
    expect((await stays({ region: 'atlantis' })).resultsCount).toBe(0);
    expect((await stays({ poi: 'atlantis' })).resultsCount).toBe(0);
  });

  it('the destinations list names the areas and points in the site language', async () => {
    const result = await fetchSearchDestinations('it_IT');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.areas).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'poi', id: 'tour-eiffel', label: 'Torre Eiffel' }),
      expect.objectContaining({ kind: 'country', id: 'FR', label: expect.any(String) }),
      expect.objectContaining({ kind: 'region', id: 'ile-de-france', label: 'Île-de-France' }),
    ]));
  });
});

describe('facet query = search body (issue 9 §2b)', () => {
  it('carries every criterion the search sends, under the facet names (lat/lng only with a distance)', () => {
    const criteria: SearchCriteria = {
      checkin: '2026-04-01', night: 2, adults: 3, cityId: 'paris', region: 'x', hotelId: 1132, giftFormat: 'physical', giftNights: 2,
      hotelTypes: ['chateau'], hotelEnvironments: ['sea'], hotelStyles: ['design'], stars: [4], hotelScore: 8, priceMax: 9000,
      facilities: ['pool', 'pets'], tags: ['kayak'], theme: 'romantic', lat: 1, lng: 2,
    };
    const renamed: Record<string, string> = { hotelTypes: 'hotelType', hotelEnvironments: 'hotelEnvironment', hotelStyles: 'hotelStyle', hotelScore: 'minHotelReviewScore' };
    for (const type of ['stay', 'gift'] as const) {
      const body = toSearchCriterias(criteria, type);
      const query = toFacetQuery(criteria, type, true);
      for (const [key, value] of Object.entries(body)) {
        if (key === 'lat' || key === 'lng') continue;
        expect(query[renamed[key] ?? key]).toStrictEqual(Array.isArray(value) ? value.join(',') : value);
      }
      expect(query.lat).toBeUndefined();
      expect(toFacetQuery({ ...criteria, distanceMax: 10 }, type, false)).toMatchObject({ lat: 1, lng: 2 });
    }
    expect(toFacetQuery(criteria, 'gift', false)).toMatchObject({ hotelId: 1132, giftFormat: 'physical' });
  });

  it('a hotel search and a gift-format search count what they list', async () => {
    const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.packageIds.length > 3);
    if (!hotel) throw new Error('no hotel with packages');
    const hotelSearch = await stays({ hotelId: hotel.id }, 'stay', 20);
    expect(hotelSearch.resultsCount).toBeGreaterThan(1);
    expect(await facetCount({ hotelId: hotel.id }, 'stay', 20)).toBe(hotelSearch.resultsCount);
    for (const giftFormat of ['digital', 'physical'] as const) {
      const gift = await stays({ cityId: 'paris', giftFormat, priceMax: 20000 }, 'gift');
      expect(await facetCount({ cityId: 'paris', giftFormat, priceMax: 20000 }, 'gift')).toBe(gift.resultsCount);
    }
  });

  it('box and beneficiary facets count the offers listed, with their per-hotel cap', async () => {
    const box = catalogue.boxes[0];
    if (!box) throw new Error('no box');
    const offers = await fetchBoxOffers(box.code, { locale: 'fr_FR', numberOfPackagesPerHotel: 20 });
    const facets = await fetchBoxFacets(box.code, { locale: 'fr_FR', type: 'stay', criteria: {}, numberOfPackagesPerHotel: 20 });
    expect(offers.ok && facets.ok && offers.data.resultsCount === facets.data.resultsCount).toBe(true);
    const beneficiary = await fetchBeneficiarySingleVoucherOffers({ locale: 'fr_FR', affiliateId: AFFILIATE, criteria: { stars: [4] }, numberOfPackagesPerHotel: 20 });
    const beneficiaryFacets = await fetchBeneficiarySingleVoucherFacets({ locale: 'fr_FR', affiliateId: AFFILIATE, type: 'stay', criteria: { stars: [4] }, numberOfPackagesPerHotel: 20 });
    expect(beneficiary.ok && beneficiaryFacets.ok && beneficiary.data.resultsCount === beneficiaryFacets.data.resultsCount).toBe(true);
  });
});

describe('sort in the activity, box and beneficiary calls', () => {
  const paris = { lat: 48.8566, lng: 2.3522 };

  it('the activity catalogue follows orderBy: distance from the point, or price-quality', async () => {
    const byDistance = await searchActivityCatalog({ locale: 'fr_FR', orderBy: 'distance', limit: 30, criteria: paris });
    const byQuality = await searchActivityCatalog({ locale: 'fr_FR', orderBy: 'priceQuality', limit: 30, criteria: paris });
    if (!byDistance.ok || !byQuality.ok) throw new Error('catalogue search failed');
    const distances = byDistance.data.cards.map((card) => card.distanceKm ?? Number.NaN);
    expect(distances.every(Number.isFinite)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toStrictEqual(distances);
    expect(byQuality.data.cards.map((card) => card.id)).not.toStrictEqual(byDistance.data.cards.map((card) => card.id));
  });

  it('the activity catalogue takes an area or a point like the stay search', async () => {
    // Marseille has activity-only products (Paris has none).
    const marseille = catalogue.index.cityById.get('marseille');
    if (!marseille) throw new Error('no Marseille');
    const inRegion = await searchActivityCatalog({ locale: 'fr_FR', limit: 50, criteria: { region: marseille.region.id } });
    if (!inRegion.ok) throw new Error('catalogue search failed');
    expect(inRegion.data.totalCount).toBeGreaterThan(0);
    for (const card of inRegion.data.cards) {
      const product = catalogue.activityOnly.find((candidate) => candidate.id === card.id);
      expect(catalogue.index.cityById.get(product?.cityId ?? '')?.region.id).toBe(marseille.region.id);
    }
    const nowhere = await searchActivityCatalog({ locale: 'fr_FR', criteria: { poi: 'atlantis' } });
    expect(nowhere.ok && nowhere.data.totalCount).toBe(0);
  });

  it('box and beneficiary offers follow orderBy', async () => {
    const box = catalogue.boxes.find((candidate) => candidate.packageIds.length > 10);
    if (!box) throw new Error('no big box');
    const near = await fetchBoxOffers(box.code, { locale: 'fr_FR', orderBy: 'distance', criteria: paris, limit: 20 });
    const quality = await fetchBoxOffers(box.code, { locale: 'fr_FR', orderBy: 'priceQuality', criteria: paris, limit: 20 });
    if (!near.ok || !quality.ok) throw new Error('box offers failed');
    const distances = near.data.cards.map((card) => haversineKm(paris.lat, paris.lng, card.hotel?.location.lat ?? 0, card.hotel?.location.lng ?? 0));
    expect([...distances].sort((a, b) => a - b)).toStrictEqual(distances);
    expect(quality.data.cards.map((card) => card.id)).not.toStrictEqual(near.data.cards.map((card) => card.id));
    const beneficiary = await fetchBeneficiarySingleVoucherOffers({ locale: 'fr_FR', affiliateId: AFFILIATE, orderBy: 'distance', criteria: paris, limit: 20 });
    if (!beneficiary.ok) throw new Error('beneficiary offers failed');
    const beneficiaryDistances = beneficiary.data.cards.map((card) => haversineKm(paris.lat, paris.lng, card.hotel?.location.lat ?? 0, card.hotel?.location.lng ?? 0));
    expect([...beneficiaryDistances].sort((a, b) => a - b)).toStrictEqual(beneficiaryDistances);
  });
});
