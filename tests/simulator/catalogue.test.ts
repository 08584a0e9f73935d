import { catalogueOptionsFromEnv, generateCatalogue, getCatalogue, resetCatalogue } from '../../mocks/catalogue';
import { addDays, addMonths } from '../../mocks/catalogue/days';
import type { Catalogue, CountryCode } from '../../mocks/catalogue/types';

const OPTIONS = { seed: 20261122, today: '2026-03-02', hotels: 320 } as const;
const catalogue = generateCatalogue(OPTIONS);

/** Every ISO day of the availability window. */
function windowDays(c: Catalogue): string[] {
  const days: string[] = [];
  for (let day = c.availabilityWindow.from; day <= c.availabilityWindow.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A fixed spread of samples (first, last and evenly spaced in between). */
function sample<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, i) => i % step === 0 || i === items.length - 1);
}

/** The stored parts plus on-demand values, as comparable JSON. */
function fingerprint(c: Catalogue): string {
  const days = windowDays(c);
  const prices = sample(c.packages, 25).flatMap((p) => sample(days, 40).map((day) => c.dayPrice(p.id, day)));
  const reviews = sample(c.hotels, 10).map((h) => c.reviewsOf(h.id));
  return JSON.stringify({
    hotels: c.hotels,
    packages: c.packages,
    boxes: c.boxes,
    activityOnly: c.activityOnly,
    singleVouchers: c.singleVouchers,
    prices,
    reviews,
  });
}

describe('catalogue determinism', () => {
  it('gives the same catalogue for the same seed and today', () => {
    expect(fingerprint(generateCatalogue(OPTIONS))).toBe(fingerprint(catalogue));
  });

  it('gives a different catalogue for another seed', () => {
    const other = generateCatalogue({ ...OPTIONS, seed: OPTIONS.seed + 1 });
    expect(JSON.stringify(other.hotels)).not.toBe(JSON.stringify(catalogue.hotels));
    expect(other.packages.map((p) => p.fromPrice)).not.toEqual(catalogue.packages.map((p) => p.fromPrice));
  });

  it('moves the availability window with today', () => {
    const later = generateCatalogue({ ...OPTIONS, today: '2026-07-15' });
    expect(later.availabilityWindow).toEqual({ from: '2026-07-15', to: '2027-07-15' });
  });
});

describe('catalogue size and spread', () => {
  it('has the requested hotels over at least 25 real cities of the five countries', () => {
    expect(catalogue.hotels.length).toBeGreaterThanOrEqual(300);
    const cityIds = new Set(catalogue.hotels.map((h) => h.cityId));
    expect(cityIds.size).toBeGreaterThanOrEqual(25);
    const countries = new Set(catalogue.cities.filter((c) => cityIds.has(c.id)).map((c) => c.country));
    expect([...countries].sort()).toEqual<CountryCode[]>(['BE', 'ES', 'FR', 'IT', 'NL']);
    const perCity = new Map<string, number>();
    for (const h of catalogue.hotels) perCity.set(h.cityId, (perCity.get(h.cityId) ?? 0) + 1);
    expect(Math.min(...perCity.values())).toBeGreaterThanOrEqual(5);
  });

  it('places hotels within about 8 km of their city centre', () => {
    for (const hotel of catalogue.hotels) {
      const city = catalogue.index.cityById.get(hotel.cityId)!;
      const dLat = (hotel.lat - city.lat) * 111.32;
      const dLng = (hotel.lng - city.lng) * 111.32 * Math.cos((city.lat * Math.PI) / 180);
      expect(Math.hypot(dLat, dLng)).toBeLessThanOrEqual(8.01);
    }
  });

  it('has unique package ids whose rooms belong to their hotel', () => {
    const ids = new Set(catalogue.packages.map((p) => p.id));
    expect(ids.size).toBe(catalogue.packages.length);
    for (const pkg of catalogue.packages) {
      const hotel = catalogue.index.hotelById.get(pkg.hotelId)!;
      expect(hotel.packageIds).toContain(pkg.id);
      expect(hotel.rooms.map((r) => r.uuid)).toContain(pkg.roomUuid);
      expect(pkg.activities.length).toBeGreaterThanOrEqual(1);
      expect(pkg.activities.length).toBeLessThanOrEqual(3);
      for (const a of pkg.activities) expect(a.type === 'DINNER').toBe(a.menu !== null);
    }
  });

  it('has at least 24 boxes, all EBOX, each with 20 or more giftable stays and a per-country top 12', () => {
    expect(catalogue.boxes.length).toBeGreaterThanOrEqual(24);
    for (const box of catalogue.boxes) {
      expect(box.code).toMatch(/EBOX$/);
      if (box.physicalCode) expect(box.physicalCode).toBe(box.code.replace(/EBOX$/, 'PBOX'));
      expect(box.packageIds.length).toBeGreaterThanOrEqual(20);
      for (const id of box.packageIds) expect(catalogue.index.packageById.get(id)?.giftable).toBe(true);
      expect(box.referencePrice).toBeGreaterThanOrEqual(box.sellPrice);
    }
    expect(catalogue.boxes.some((b) => b.referencePrice > b.sellPrice)).toBe(true);
    expect(catalogue.boxes.some((b) => b.physicalCode === null)).toBe(true);
    for (const country of ['FR', 'BE', 'NL', 'IT', 'ES'] as const) {
      const ranks = catalogue.boxes.map((b) => b.ranking[country]).filter((r): r is number => r !== undefined);
      expect(ranks.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
    const firstIn = (country: CountryCode) => catalogue.boxes.find((b) => b.ranking[country] === 1)!.code;
    expect(new Set((['FR', 'BE', 'NL', 'IT', 'ES'] as const).map(firstIn)).size).toBeGreaterThan(1);
  });

  it('has at least 30 activity-only products, some unpublished, with bar prices above sell prices', () => {
    expect(catalogue.activityOnly.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.activityOnly.filter((a) => !a.published).length).toBeGreaterThanOrEqual(3);
    for (const product of catalogue.activityOnly) {
      expect(product.activities.filter((a) => a.activityCenter.main)).toHaveLength(1);
      for (const price of product.prices) expect(price.barPrice).toBeGreaterThanOrEqual(price.sellPrice);
    }
  });
});

describe('hotel facts the spec relies on', () => {
  it('has hotels with 8 or more eco facilities (eco label) and hotels with fewer', () => {
    const eco = catalogue.hotels.filter((h) => h.ecoFacilities.length >= 8).length;
    expect(eco / catalogue.hotels.length).toBeGreaterThanOrEqual(0.1);
    expect(catalogue.hotels.some((h) => h.ecoFacilities.length < 8)).toBe(true);
  });

  it('has both local tax types', () => {
    const types = new Set(catalogue.hotels.map((h) => h.localTax.type));
    expect(types).toEqual(new Set(['BOOKING_PERCENTAGE', 'PER_PERSON_PER_NIGHT']));
  });

  it('has new hotels without reviews and reviewed hotels with a one-decimal score', () => {
    expect(catalogue.hotels.some((h) => h.reviewCount === 0 && h.reviewAverage === 0)).toBe(true);
    for (const h of catalogue.hotels.filter((x) => x.reviewCount > 0)) {
      expect(h.reviewAverage).toBeGreaterThanOrEqual(6);
      expect(h.reviewAverage).toBeLessThanOrEqual(9.8);
      expect(Math.round(h.reviewAverage * 10) / 10).toBe(h.reviewAverage);
    }
  });
});

describe('reviewsOf', () => {
  it('returns exactly reviewCount reviews averaging reviewAverage (±0.05)', () => {
    for (const hotel of catalogue.hotels) {
      const reviews = catalogue.reviewsOf(hotel.id);
      expect(reviews).toHaveLength(hotel.reviewCount);
      if (reviews.length === 0) continue;
      const mean = reviews.reduce((sum, r) => sum + r.average, 0) / reviews.length;
      expect(Math.abs(mean - hotel.reviewAverage)).toBeLessThanOrEqual(0.05);
    }
  });

  it('gives past, newest-first reviews with six criteria in the review language', () => {
    const hotel = catalogue.hotels.find((h) => h.reviewCount >= 100)!;
    const reviews = catalogue.reviewsOf(hotel.id);
    expect(catalogue.reviewsOf(hotel.id)).toBe(reviews); // memoised
    const dates = reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d < catalogue.today)).toBe(true);
    expect(new Set(reviews.map((r) => r.lang)).size).toBeGreaterThanOrEqual(3);
    expect(reviews.some((r) => r.negative === '')).toBe(true);
    for (const review of reviews) {
      expect(review.locale.startsWith(review.lang)).toBe(true);
      const values = Object.values(review.criteria);
      expect(values).toHaveLength(6);
      for (const v of values) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(10);
      }
    }
  });

  it('returns no reviews for an unknown hotel', () => {
    expect(catalogue.reviewsOf(-1)).toEqual([]);
  });
});

describe('dayPrice and fromPrice', () => {
  const days = windowDays(catalogue);

  it('covers today to today + 12 months', () => {
    expect(catalogue.availabilityWindow).toEqual({ from: OPTIONS.today, to: addMonths(OPTIONS.today, 12) });
  });

  it('has fromPrice equal to the true minimum of the window for sampled packages', () => {
    for (const pkg of sample(catalogue.packages, 60)) {
      let min = Number.POSITIVE_INFINITY;
      for (const day of days) {
        const price = catalogue.dayPrice(pkg.id, day);
        if (price) min = Math.min(min, price.price);
      }
      expect(pkg.fromPrice).toBe(min);
    }
  });

  it('is null outside the window and for unknown packages', () => {
    const pkg = catalogue.packages[0]!;
    expect(catalogue.dayPrice(pkg.id, addDays(OPTIONS.today, -1))).toBeNull();
    expect(catalogue.dayPrice(pkg.id, addDays(catalogue.availabilityWindow.to, 1))).toBeNull();
    expect(catalogue.dayPrice(pkg.id, 'not-a-day')).toBeNull();
    expect(catalogue.dayPrice(-1, OPTIONS.today)).toBeNull();
  });

  it('has sold-out days, minimum stays, scarce rooms and dearer Fridays and Saturdays', () => {
    let total = 0;
    let missing = 0;
    let minLos2 = 0;
    let scarce = 0;
    let weekend = 0;
    let weekendCount = 0;
    let weekday = 0;
    let weekdayCount = 0;
    for (const pkg of sample(catalogue.packages, 100)) {
      for (const day of days) {
        total++;
        const price = catalogue.dayPrice(pkg.id, day);
        if (!price) {
          missing++;
          continue;
        }
        expect(price.price % 100).toBe(0);
        expect(price.roomsLeft).toBeGreaterThanOrEqual(1);
        expect(price.roomsLeft).toBeLessThanOrEqual(9);
        if (price.minLos >= 2) minLos2++;
        if (price.roomsLeft <= 3) scarce++;
        const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
        if (dow === 5 || dow === 6) {
          weekend += price.price / pkg.basePrice;
          weekendCount++;
        } else {
          weekday += price.price / pkg.basePrice;
          weekdayCount++;
        }
      }
    }
    expect(missing / total).toBeGreaterThan(0.06);
    expect(missing / total).toBeLessThan(0.15);
    expect(minLos2).toBeGreaterThan(0);
    expect(scarce / (total - missing)).toBeGreaterThan(0.15);
    expect(weekend / weekendCount).toBeGreaterThan(weekday / weekdayCount);
  });
});

describe('single vouchers', () => {
  it('exist for every giftable package with ordered buckets for 1 to 3 nights', () => {
    const giftable = catalogue.packages.filter((p) => p.giftable);
    expect(catalogue.singleVouchers).toHaveLength(giftable.length);
    for (const voucher of catalogue.singleVouchers) {
      const pkg = catalogue.index.packageById.get(voucher.packageId)!;
      expect(voucher.priceList.map((e) => e.los)).toEqual([1, 2, 3]);
      for (const entry of voucher.priceList) {
        const [essential, serenity, liberty] = entry.sellPrices;
        // No stay of n nights costs less than n nights at the from price (the buckets' truth: gift-catalogue-truth.test.ts).
        expect(essential).toBeGreaterThanOrEqual(pkg.fromPrice * entry.los);
        expect(essential).toBeLessThan(serenity);
        expect(serenity).toBeLessThan(liberty);
      }
    }
    expect(catalogue.singleVouchers.some((v) => v.physicalAvailable)).toBe(true);
  });
});

describe('getCatalogue and its environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetCatalogue();
  });

  it('reads seed, today and size from the environment and memoises the result', () => {
    process.env.SIMULATOR_SEED = '7';
    process.env.SIMULATOR_TODAY = '2026-05-01';
    process.env.SIMULATOR_HOTELS = '40';
    resetCatalogue();
    const c = getCatalogue();
    expect(c.seed).toBe(7);
    expect(c.today).toBe('2026-05-01');
    expect(c.hotels).toHaveLength(40);
    expect(getCatalogue()).toBe(c);
  });

  it('uses the defaults when variables are unset', () => {
    const options = catalogueOptionsFromEnv({} as NodeJS.ProcessEnv, new Date('2026-11-22T23:30:00Z'));
    expect(options).toEqual({ seed: 20261122, today: '2026-11-22', hotels: 320 });
  });

  it('names the bad variable', () => {
    expect(() => catalogueOptionsFromEnv({ SIMULATOR_TODAY: '2026-02-30' } as unknown as NodeJS.ProcessEnv)).toThrow(/SIMULATOR_TODAY/);
    expect(() => catalogueOptionsFromEnv({ SIMULATOR_SEED: 'abc' } as unknown as NodeJS.ProcessEnv)).toThrow(/SIMULATOR_SEED/);
    expect(() => catalogueOptionsFromEnv({ SIMULATOR_HOTELS: '0' } as unknown as NodeJS.ProcessEnv)).toThrow(/SIMULATOR_HOTELS/);
  });
});
