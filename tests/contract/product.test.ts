import { getCatalogue } from '../../mocks/catalogue';
import {
  checkoutNightsOrCleared,
  fetchCheckoutNights,
  fetchHotelAvailabilities,
  fetchOfferDetail,
  fetchPackageCheckinPrices,
  fetchPackageCheckoutNights,
  fetchProductAvailability,
  fetchProductOffers,
  fetchQuote,
  fetchQuoteRealtime,
  fetchWeekendDetail,
  PRODUCT_ID_REQUIRED,
  productDetailOrEmpty,
} from '@/api/product';
import { OFFERS_LIST_PROMO_THRESHOLD } from '@/domain/cards/promo';

/**
 * Stay product calls against the in-process simulator. The catalogue is read only to pick a
 * package and dates that have availability; every figure asserted comes through the client.
 */
const catalogue = getCatalogue();
const today = catalogue.today;
const now = new Date(`${today}T09:00:00Z`);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A package and a check-in 10+ days ahead whose minimum stay is bookable (every night has rooms). */
function bookableStay() {
  for (const pkg of catalogue.packages) {
    const hotel = catalogue.index.hotelById.get(pkg.hotelId);
    if (!hotel?.active) continue;
    for (let offset = 10; offset < 60; offset++) {
      const checkin = addDays(today, offset);
      const first = catalogue.dayPrice(pkg.id, checkin);
      if (!first || first.roomsLeft <= 0) continue;
      const nights = first.minLos;
      const allNights = Array.from({ length: nights + 1 }, (_, night) => catalogue.dayPrice(pkg.id, addDays(checkin, night)));
      if (allNights.every((price) => price && price.roomsLeft > 0)) return { pkg, hotel, checkin, nights, checkout: addDays(checkin, nights) };
    }
  }
  throw new Error('The catalogue has no bookable stay');
}

const stay = bookableStay();
const guests = { adult: 2, child: 0, baby: 0 };
const month = stay.checkin.slice(0, 7);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('stay product calls', () => {
  it('fetchWeekendDetail returns the stay with its programme, hotel infos and a final price for the dates', async () => {
    const result = await fetchWeekendDetail({ id: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, night: stay.nights, ...guests });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const detail = result.data;
    expect(detail.id).toBe(stay.pkg.id);
    expect(detail.hotel.id).toBe(stay.hotel.id);
    expect(detail.programLines.length).toBeGreaterThan(0);
    expect(Array.isArray(detail.hotel.importantInfos)).toBe(true);
    expect(detail.room?.capacity).toBeGreaterThan(0);
    expect(detail.price).toMatchObject({ priceType: 'FINAL_PRICE', nights: stay.nights, nbRooms: 1, error: null });
    expect(Number.isInteger(detail.price?.sellPrice) && (detail.price?.sellPrice ?? 0) > 0).toBe(true);
    expect(detail.activities.every((activity) => Number.isInteger(activity.activityId) && activity.title !== '')).toBe(true);
    expect(productDetailOrEmpty(result)).toBe(detail);
  });

  it('fetchOfferDetail reads the same path with nights and no page model', async () => {
    const result = await fetchOfferDetail({ offerId: stay.pkg.id, locale: 'nl_BE', checkin: stay.checkin, nights: stay.nights, ...guests });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.id).toBe(stay.pkg.id);
    expect(result.data.pageModel).toBeNull();
    expect(result.data.price?.nights).toBe(stay.nights);
    expect(Object.keys(result.data.imagesBySize)).toContain('640_360');
  });

  it('fetchWeekendDetail failure is an empty result (nothing shown)', async () => {
    const result = await fetchWeekendDetail({ id: 987_654_321, locale: 'fr_FR' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    expect(productDetailOrEmpty(result)).toBeNull();
  });

  it('fetchPackageCheckinPrices lists priced check-in days of the asked month with their minimum stay', async () => {
    const result = await fetchPackageCheckinPrices({ offerId: stay.pkg.id, locale: 'fr_FR', month, length: 1, nights: 1, giftPrice: 10_000 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.length).toBeGreaterThan(0);
    for (const entry of result.data) {
      expect(entry.day.startsWith(month)).toBe(true);
      expect(entry.minLos).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(entry.displayTotalPrice) && entry.displayTotalPrice > 0).toBe(true);
    }
    expect(result.data.map((entry) => entry.day)).toContain(stay.checkin);
  });

  it('fetchPackageCheckoutNights returns the bookable night counts from the check-in', async () => {
    const result = await fetchPackageCheckoutNights({ id: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, ...guests });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.nights).toContain(stay.nights);
    expect(result.data.range?.min).toBeLessThanOrEqual(stay.nights);
    expect(result.data.nights).toEqual([...result.data.nights].sort((a, b) => a - b));
  });

  it('fetchCheckoutNights (api variant) caps the nights at length', async () => {
    const result = await fetchCheckoutNights({ id: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, length: stay.nights });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.nights).toContain(stay.nights);
    expect(Math.max(...result.data.nights)).toBeLessThanOrEqual(stay.nights);
  });

  it('checkout-nights failure silently clears the selectable range', async () => {
    const result = await fetchCheckoutNights({ id: 987_654_321, locale: 'fr_FR', checkin: stay.checkin });
    expect(result.ok).toBe(false);
    expect(checkoutNightsOrCleared(result)).toEqual({ nights: [], range: null });
  });

  it('fetchHotelAvailabilities gives the cheapest stay per day of the hotel, within one year', async () => {
    const result = await fetchHotelAvailabilities({ hotelId: stay.hotel.id, locale: 'fr_FR', month, length: 2 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const day = result.data.days[stay.checkin];
    expect(day).toBeDefined();
    expect(Number.isInteger(day?.amount) && (day?.amount ?? 0) > 0).toBe(true);
    expect(day?.price).toMatch(/\d/);
    expect(result.data.requestedMonths).toHaveLength(2);
    expect(result.data.minMonth).toBe(today.slice(0, 7));
    expect(result.data.maxMonth && result.data.maxMonth > today.slice(0, 7)).toBe(true);
    for (const key of Object.keys(result.data.days)) expect(key >= today).toBe(true);
  });

  it('fetchProductAvailability gives the product days by month and its nights range', async () => {
    const result = await fetchProductAvailability({ id: stay.pkg.id, locale: 'fr_FR', month, ...guests });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.data.daysByMonth)).toContain(month);
    const day = result.data.days[stay.checkin];
    expect(day?.minLos).toBe(stay.nights);
    expect(result.data.nightsRange?.start).toBeGreaterThanOrEqual(1);
    expect(result.data.nightsRange?.end).toBeGreaterThanOrEqual(result.data.nightsRange?.start ?? 0);

    // The calendar's day price is the price the quote then asks for the minimum stay.
    const quote = await fetchQuote({ weekendId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, ...guests }, now);
    expect(quote.status).toBe('quoted');
    if (quote.status === 'quoted') expect(quote.quote.sellPrice).toBe(day?.amount);
  });

  it('fetchProductOffers lists the bookable offers of the product, the product first', async () => {
    const result = await fetchProductOffers({ productId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, ...guests });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data[0]?.weekendId).toBe(stay.pkg.id);
    for (const offer of result.data) {
      expect(Number.isInteger(offer.sellPrice) && offer.sellPrice > 0).toBe(true);
      expect(offer.promo === 0 || offer.promo >= OFFERS_LIST_PROMO_THRESHOLD).toBe(true);
    }
  });

  it("fetchProductOffers refuses an empty product id with 'Product ID is required' and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const productId of ['', '  ', null, undefined]) {
      const result = await fetchProductOffers({ productId, locale: 'fr_FR', ...guests });
      expect(result).toEqual({ ok: false, error: { kind: 'invalid', code: 'PRODUCT_ID_REQUIRED', message: PRODUCT_ID_REQUIRED } });
    }
    expect(PRODUCT_ID_REQUIRED).toBe('Product ID is required');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetchQuote prices the stay for the asked criteria', async () => {
    const outcome = await fetchQuote({ weekendId: stay.pkg.id, locale: 'es_ES', checkin: stay.checkin, nights: stay.nights, ...guests }, now);
    expect(outcome.status).toBe('quoted');
    if (outcome.status !== 'quoted') return;
    expect(outcome.quote.weekendId).toBe(stay.pkg.id);
    expect(outcome.quote.nights).toBe(stay.nights);
    expect(outcome.quote.reservationCriteria).toMatchObject({ checkin: stay.checkin, nights: stay.nights, adult: 2 });
    expect(outcome.quote.programLines.length).toBeGreaterThan(0);
    expect(Number.isInteger(outcome.quote.localTaxTotalAmount)).toBe(true);
  });

  it('fetchQuoteRealtime derives the nights from check-in and check-out', async () => {
    const outcome = await fetchQuoteRealtime(
      { weekendId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, checkout: stay.checkout, ...guests },
      now,
    );
    expect(outcome.status).toBe('quoted');
    if (outcome.status !== 'quoted') return;
    expect(outcome.quote.nights).toBe(stay.nights);
    expect(outcome.quote.reservationCriteria?.checkout).toBe(stay.checkout);
    expect(Number.isInteger(outcome.quote.sellPrice) && outcome.quote.sellPrice > 0).toBe(true);
    expect(outcome.quote.refPrice ?? 0).toBeGreaterThanOrEqual(outcome.quote.sellPrice);
  });

  it('fetchWeekendDetail carries the gift voucher of a giftable package and none otherwise', async () => {
    const giftable = catalogue.packages.find((pkg) => pkg.giftable && catalogue.index.hotelById.get(pkg.hotelId)?.active)!;
    const notGiftable = catalogue.packages.find((pkg) => !pkg.giftable && catalogue.index.hotelById.get(pkg.hotelId)?.active)!;
    const gift = await fetchWeekendDetail({ id: giftable.id, locale: 'fr_FR' });
    expect(gift.ok).toBe(true);
    if (!gift.ok) return;
    const voucher = gift.data.giftVoucher;
    expect(voucher?.isGiftable).toBe(true);
    expect(typeof voucher?.hasPhysicalVersion).toBe('boolean');
    expect(voucher?.priceList.map((entry) => entry.nights)).toEqual([1, 2, 3]);
    for (const entry of voucher?.priceList ?? []) {
      expect(entry.sellPrices).toHaveLength(3);
      const [essential, serenity, liberty] = entry.sellPrices ?? [];
      expect(essential).toBe(entry.sellPrice);
      expect(essential!).toBeLessThan(serenity!);
      expect(serenity!).toBeLessThan(liberty!);
      expect(entry.extraUpsellAvailabilityAmount).toBe(25_000);
    }
    const plain = await fetchWeekendDetail({ id: notGiftable.id, locale: 'fr_FR' });
    expect(plain.ok && plain.data.giftVoucher).toBeNull();
  });
});
