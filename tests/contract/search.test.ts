import { addDays } from '../../mocks/catalogue/days';
import { getCatalogue } from '../../mocks/catalogue';
import type { Catalogue, Hotel } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import {
  fetchBeneficiaryBoxFacets,
  fetchBeneficiaryBoxOffers,
  fetchBeneficiarySingleVoucherFacets,
  fetchBeneficiarySingleVoucherOffers,
  fetchBoxFacets,
  fetchBoxOffers,
  fetchBoxStaysMap,
  fetchBoxStaysPage,
  fetchHotelOffers,
  fetchOtherOffersOfHotel,
  fetchSearchFacets,
  searchActivityCatalog,
  searchStays,
  searchStaysOrEmpty,
  fetchBoxStaysPageOrEmpty,
  toFacetQuery,
  toSearchCriterias,
} from '@/api/search';
import { toHotelOffer } from '@/api/search/reshape';
import { offerSchema } from '@/api/search/schemas';

/**
 * One test per search-area call against the in-process simulator, plus the answer-handling
 * rules of the spec (promo threshold, skipped errors, empty page, facet keys).
 */
const catalogue: Catalogue = getCatalogue();
const AFFILIATE = 'beneficiary-platform';

/** A hotel and a check-in day (2 nights) where at least one of its packages is bookable. */
function bookableStay(): { hotel: Hotel; checkin: string; night: number } {
  for (let offset = 14; offset < 120; offset += 3) {
    const checkin = addDays(catalogue.today, offset);
    for (const hotel of catalogue.hotels) {
      if (!hotel.active || hotel.cityId !== 'paris') continue;
      for (const id of hotel.packageIds) {
        const first = catalogue.dayPrice(id, checkin);
        const second = catalogue.dayPrice(id, addDays(checkin, 1));
        if (first && second && first.roomsLeft > 0 && second.roomsLeft > 0 && first.minLos <= 2) return { hotel, checkin, night: 2 };
      }
    }
  }
  throw new Error('The catalogue has no bookable Paris stay');
}

const positiveCents = (value: number) => Number.isInteger(value) && value > 0;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('search area contract', () => {
  it('searchStays (Stay or gift search) returns dated Paris stays with final prices', async () => {
    const { checkin, night } = bookableStay();
    const result = await searchStays({ locale: 'fr_FR', type: 'stay', criteria: { cityId: 'paris', checkin, night, adults: 2 }, limit: 6 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.resultsCount).toBeGreaterThan(0);
    expect(result.data.cards.length).toBeGreaterThan(0);
    for (const card of result.data.cards) {
      expect(card.hotel?.location.label).toBe('Paris');
      expect(card.checkin).toBe(checkin);
      expect(card.nights).toBe(night);
      expect(card.price.priceType).toBe('FINAL_PRICE');
      expect(positiveCents(card.price.sellPrice)).toBe(true);
      expect(card.itemCategory).toBe('weekend');
    }
  });

  it('fetchOtherOffersOfHotel returns one offer of that hotel', async () => {
    const hotel = catalogue.hotels.find((candidate) => candidate.active && candidate.packageIds.length > 1) as Hotel;
    const result = await fetchOtherOffersOfHotel({ locale: 'nl_BE', hotelId: hotel.id });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data?.hotel?.id).toBe(hotel.id);
    expect(hotel.packageIds).toContain(result.data?.id);
    expect(result.data?.price.priceType).toBe('FROM_PRICE');
  });

  it('fetchSearchFacets returns localised facets whose counts match the search', async () => {
    const criteria = { cityId: 'paris', stars: [4] };
    const facets = await fetchSearchFacets({ locale: 'es_ES', type: 'stay', criteria });
    const search = await searchStays({ locale: 'es_ES', type: 'stay', criteria, limit: 1 });
    expect(facets.ok && search.ok).toBe(true);
    if (!facets.ok || !search.ok) return;
    expect(facets.data.resultsCount).toBe(search.data.resultsCount);
    expect(facets.data.stars.map((option) => option.key)).toEqual(['1', '2', '3', '4', '5']);
    expect(facets.data.facilities.find((option) => option.value === 'pool')?.label).toBe('Piscina');
    expect(facets.data.facilities.some((option) => option.name === 'petsAllowed')).toBe(true);
    expect(facets.data.activities.length).toBeGreaterThan(0);
  });

  it('searchActivityCatalog returns published activity-only products of the city', async () => {
    const result = await searchActivityCatalog({ locale: 'es_ES', criteria: { cityId: 'barcelona' }, limit: 5 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const published = new Set(catalogue.activityOnly.filter((p) => p.published && p.cityId === 'barcelona').map((p) => p.id));
    expect(result.data.totalCount).toBe(published.size);
    expect(result.data.title).toContain('Barcelona');
    for (const card of result.data.cards) {
      expect(published.has(card.id)).toBe(true);
      expect(positiveCents(card.sellPrice)).toBe(true);
    }
  });

  it('fetchHotelOffers (offers.json) returns the main and other packages of the hotel', async () => {
    const { hotel, checkin, night } = bookableStay();
    const result = await fetchHotelOffers({ locale: 'fr_FR', hotelId: hotel.id, checkin, night });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.hotelId).toBe(hotel.id);
    expect(result.data.main).not.toBeNull();
    const offers = [result.data.main, ...result.data.others].filter((offer) => offer !== null);
    for (const offer of offers) {
      expect(hotel.packageIds).toContain(offer.weekendId);
      expect(offer.checkin).toBe(checkin);
      expect(positiveCents(offer.sellPrice)).toBe(true);
    }
    const prices = offers.map((offer) => offer.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('fetchBoxOffers returns the box stays of the hotel at the check-in', async () => {
    const box = catalogue.boxes.find((candidate) => candidate.packageIds.length > 0);
    if (!box) throw new Error('no box');
    const result = await fetchBoxOffers(box.code, { locale: 'fr_FR' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.resultsCount).toBeGreaterThan(0);
    const ids = new Set(box.packageIds);
    for (const card of result.data.cards) {
      expect(ids.has(card.id)).toBe(true);
      expect(card.giftValue).toBe(box.value);
      expect(card.supplement).toBe(Math.max(0, card.price.sellPrice - box.value));
    }
    const hotelId = result.data.cards[0]?.hotel?.id as number;
    const forHotel = await fetchBoxOffers(box.code, { locale: 'fr_FR', hotelId });
    expect(forHotel.ok && forHotel.data.cards.every((card) => card.hotel?.id === hotelId)).toBe(true);
  });

  it('fetchBeneficiaryBoxOffers returns BENEFICIARY prices for the box', async () => {
    const box = catalogue.boxes[0];
    if (!box) throw new Error('no box');
    const result = await fetchBeneficiaryBoxOffers({ locale: 'fr_BE', affiliateId: AFFILIATE, boxCode: box.code });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.cards.length).toBeGreaterThan(0);
    for (const card of result.data.cards) {
      expect(card.price.priceType).toBe('BENEFICIARY');
      expect(box.packageIds).toContain(card.id);
    }
  });

  it('fetchBeneficiarySingleVoucherOffers returns giftable stays with BENEFICIARY prices', async () => {
    const voucher = catalogue.singleVouchers.find((item) => catalogue.index.hotelById.get(item.hotelId)?.active);
    if (!voucher) throw new Error('no single voucher');
    const result = await fetchBeneficiarySingleVoucherOffers({ locale: 'fr_FR', affiliateId: AFFILIATE, hotelId: voucher.hotelId });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.cards.map((card) => card.id)).toContain(voucher.packageId);
    for (const card of result.data.cards) {
      expect(card.hotel?.id).toBe(voucher.hotelId);
      expect(card.price.priceType).toBe('BENEFICIARY');
    }
  });

  it('fetchBoxFacets counts only the stays of the box', async () => {
    const box = catalogue.boxes[0];
    if (!box) throw new Error('no box');
    const result = await fetchBoxFacets(box.code, { locale: 'fr_FR', type: 'stay', criteria: {} });
    const all = await fetchSearchFacets({ locale: 'fr_FR', type: 'stay', criteria: {} });
    expect(result.ok && all.ok).toBe(true);
    if (!result.ok || !all.ok) return;
    expect(result.data.resultsCount).toBeGreaterThan(0);
    expect(result.data.resultsCount).toBeLessThanOrEqual(all.data.resultsCount);
    expect(result.data.hotelTypes.reduce((sum, option) => sum + option.count, 0)).toBe(result.data.resultsCount);
  });

  it('fetchBeneficiaryBoxFacets answers the facet lists', async () => {
    const result = await fetchBeneficiaryBoxFacets({ locale: 'nl_NL', type: 'stay', criteria: { stars: [3] }, affiliateId: AFFILIATE });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.stars.find((option) => option.key === '3')?.count).toBe(result.data.resultsCount);
    expect(result.data.hotelScores.map((option) => option.value)).toEqual([7, 8, 8.5, 9, 9.5]);
  });

  it('fetchBeneficiarySingleVoucherFacets answers the facet lists', async () => {
    const result = await fetchBeneficiarySingleVoucherFacets({ locale: 'fr_FR', type: 'stay', criteria: { cityId: 'lyon' }, affiliateId: AFFILIATE });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const expected = catalogue.singleVouchers.filter((item) => {
      const hotel = catalogue.index.hotelById.get(item.hotelId);
      return hotel?.active && hotel.cityId === 'lyon';
    });
    expect(result.data.resultsCount).toBe(new Set(expected.map((item) => item.hotelId)).size);
  });

  it('fetchBoxStaysPage returns pages of 8 and an empty page past the end', async () => {
    const box = catalogue.boxes.find((candidate) => candidate.packageIds.length > 8);
    if (!box) throw new Error('no big box');
    const first = await fetchBoxStaysPage(box.code, { locale: 'fr_FR', page: 1 });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.data.stays).toHaveLength(8);
    expect(first.data.isLast).toBe(false);
    for (const stay of first.data.stays) {
      expect(box.packageIds).toContain(stay.id);
      expect(typeof stay.lat).toBe('number');
    }
    const past = await fetchBoxStaysPage(box.code, { locale: 'fr_FR', page: Math.ceil(first.data.totalCount / 8) + 1 });
    expect(past.ok && past.data.stays.length === 0 && past.data.isLast).toBe(true);
  });

  it('fetchBoxStaysMap returns every stay position of the box', async () => {
    const box = catalogue.boxes[0];
    if (!box) throw new Error('no box');
    const result = await fetchBoxStaysMap(box.code, { locale: 'fr_FR' });
    const page = await fetchBoxStaysPage(box.code, { locale: 'fr_FR', page: 1 });
    expect(result.ok && page.ok).toBe(true);
    if (!result.ok || !page.ok) return;
    expect(result.data).toHaveLength(page.data.totalCount);
    for (const point of result.data) expect(Math.abs(point.lat)).toBeGreaterThan(30);
  });
});

describe('search area answer handling', () => {
  it('the gifting flow searches single vouchers, priced per voucher (GIFT), 2 adults', async () => {
    const result = await searchStays({ locale: 'it_IT', type: 'gift', criteria: { giftNights: 1 }, orderBy: 'svPriceAsc', limit: 5 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.cards.length).toBe(5);
    const prices = result.data.cards.map((card) => card.price.sellPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const card of result.data.cards) {
      expect(card.itemCategory).toBe('single_voucher');
      expect(card.price.priceType).toBe('GIFT');
      expect(positiveCents(card.price.sellPrice)).toBe(true);
    }
  });

  it('search results are skipped (empty list) on any error, while the typed call keeps the error kind', async () => {
    addFaultRule({ path: '/search/search.json', fault: { kind: 'status', status: 503 } });
    const typed = await searchStays({ locale: 'fr_FR', type: 'stay', criteria: { cityId: 'paris' } });
    expect(typed).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    addFaultRule({ path: '/search/search.json', fault: { kind: 'malformed' } });
    const screen = await searchStaysOrEmpty({ locale: 'fr_FR', type: 'stay', criteria: { cityId: 'paris' } });
    expect(screen).toEqual({ resultsCount: 0, page: 1, cards: [], suggestions: [] });
  });

  it('a failed box page reads as empty, which stops the loading', async () => {
    const box = catalogue.boxes[0];
    if (!box) throw new Error('no box');
    addFaultRule({ path: '/offers', fault: { kind: 'status', status: 500 } });
    await expect(fetchBoxStaysPageOrEmpty(box.code, { locale: 'fr_FR', page: 1 })).resolves.toMatchObject({ stays: [], isLast: true });
  });

  it('an unknown box code is a typed 404', async () => {
    const result = await fetchBoxStaysPage('NOPE-EBOX', { locale: 'fr_FR', page: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'NOT_FOUND' } });
  });

  it('offers of an unknown hotel are a typed 404', async () => {
    const result = await fetchHotelOffers({ locale: 'fr_FR', hotelId: 99_999_999 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'NOT_FOUND' } });
  });

  it('the offers list shows a promo only from 10 %', () => {
    const offer = (promo: number) =>
      toHotelOffer(offerSchema.parse({ weekendId: 1, label: 'x', priceInfo: { sellPrice: 9000, refPrice: 10000, promoPercentageRounded: promo } }));
    expect(offer(9).promo).toBe(0);
    expect(offer(10).promo).toBe(10);
    expect(offer(25).promo).toBe(25);
  });

  it('suggestions come back only when nothing matches exactly', async () => {
    const result = await searchStays({ locale: 'fr_FR', type: 'stay', criteria: { cityId: 'paris', priceMax: 1 } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.cards).toEqual([]);
    expect(result.data.suggestions.length).toBeGreaterThan(0);
    expect(result.data.suggestions.every((card) => card.price.sellPrice > 1)).toBe(true);
  });

  it('facet query uses the spec keys: comma-joined lists, pets apart, lat/lng only with a distance', () => {
    const criteria = {
      cityId: 'paris',
      stars: [3, 4],
      hotelTypes: ['hotel', 'chateau'],
      facilities: ['pool', 'pets'],
      tags: ['massage', 'kayak'],
      hotelScore: 8,
      lat: 48.85,
      lng: 2.35,
      priceMin: 5000,
    };
    const query = toFacetQuery(criteria, 'stay', true);
    expect(query).toMatchObject({ stars: '3,4', hotelType: 'hotel,chateau', facilities: 'pool', petsAllowed: true, tags: 'massage,kayak', minHotelReviewScore: 8, priceMin: 5000, activities: true });
    expect(query.lat).toBeUndefined();
    const withDistance = toFacetQuery({ ...criteria, distanceMax: 30 }, 'gift', false);
    expect(withDistance).toMatchObject({ lat: 48.85, lng: 2.35, distanceMax: 30, singleVoucherPriceMin: 5000 });
    expect(withDistance.priceMin).toBeUndefined();
    expect(toSearchCriterias({ adults: 4, checkin: '2026-04-01' }, 'gift')).toMatchObject({ adult: 2, child: 0, baby: 0, giftNights: 1 });
  });
});
