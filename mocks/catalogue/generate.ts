/**
 * The simulator's catalogue: a pure function of (seed, today, hotel count).
 *
 * Same options → deep-equal catalogue. Everything random comes from per-record streams
 * (random.ts), every date is computed in UTC from `today` (days.ts); nothing reads the clock.
 * Day prices and reviews are not stored but derived on demand (pricing.ts, reviews.ts), which
 * keeps 20,000 hotels within the start-up budget.
 */
import { CITIES } from './cities';
import { isValidIsoDay } from './days';
import { assignCities, generateHotel } from './hotels';
import { generatePackages, PackageParts } from './packages';
import { GIFT_NIGHTS, giftBucketsOf, stayPricesByNights, valueCoveringDays } from './gift-prices';
import { buildCalendar, dayPriceAt, type PackagePricing, packagePricing, scanWindow } from './pricing';
import { generateActivityOnly, generateBoxes, MIN_COVERED_DAYS, singleVoucherFor } from './products';
import { generateReviews } from './reviews';
import { Interner } from './text';
import type { Catalogue, CatalogueOptions, City, Hotel, Review, SingleVoucher, WeekendPackage } from './types';
import { ACTIVITY_TAGS, FACILITIES, THEMES } from './vocabulary';

export const DEFAULT_HOTELS = 320;

const FIRST_HOTEL_ID = 1000;
const FIRST_PACKAGE_ID = 100000;
const FIRST_ACTIVITY_ID = 500000;
/** Gift buckets look at the next six months of weekend prices. */
const GIFT_HORIZON_DAYS = 183;
/** Boxes are for 1 or 2 nights. */
const BOX_NIGHTS = 2;

function checkOptions(options: CatalogueOptions): void {
  if (!Number.isInteger(options.seed) || options.seed < 0 || options.seed > 0xffffffff) throw new Error(`generateCatalogue: seed must be a uint32, got ${options.seed}`);
  if (!isValidIsoDay(options.today)) throw new Error(`generateCatalogue: today must be an ISO day (yyyy-MM-dd), got ${options.today}`);
  if (!Number.isInteger(options.hotels) || options.hotels < 1) throw new Error(`generateCatalogue: hotels must be a positive integer, got ${options.hotels}`);
}

export function generateCatalogue(options: CatalogueOptions): Catalogue {
  checkOptions(options);
  const { seed, today } = options;
  const calendar = buildCalendar(today);
  const parts = new PackageParts(new Interner());

  let packageCounter = FIRST_PACKAGE_ID;
  let activityCounter = FIRST_ACTIVITY_ID;
  const nextPackageId = () => packageCounter++;
  const nextActivityId = () => activityCounter++;

  const hotels: Hotel[] = [];
  const packages: WeekendPackage[] = [];
  const pricingById = new Map<number, PackagePricing>();
  const singleVouchers: SingleVoucher[] = [];
  /** Per giftable package, per box night count (index nights - 1): the value a box needs to list it. */
  const boxValueToCover = new Map<number, number[]>();

  const cityOfHotel = assignCities(seed, CITIES, options.hotels);
  cityOfHotel.forEach((city, i) => {
    const { hotel, themes } = generateHotel(seed, FIRST_HOTEL_ID + i, city);
    const hotelPackages = generatePackages(seed, hotel, themes, nextPackageId, nextActivityId, parts);
    const allThemes = new Set(themes);
    for (const pkg of hotelPackages) {
      const pricing = packagePricing(seed, pkg.id, pkg.basePrice, hotel.hotelEnvironment);
      pricingById.set(pkg.id, pricing);
      // The exact minimum over the whole window: the same kernel dayPrice uses.
      const scan = scanWindow(pricing, calendar);
      if (!Number.isFinite(scan.min)) throw new Error(`Package ${pkg.id} has no available day`);
      pkg.fromPrice = scan.min;
      if (pkg.giftable) {
        // Gifts are priced from the stays they buy (gift-prices.ts), for every night count sold.
        const stayPrices = stayPricesByNights(pricing, calendar, Math.max(GIFT_NIGHTS.length, BOX_NIGHTS));
        const buckets = new Map<number, [number, number, number]>();
        for (const nights of GIFT_NIGHTS) {
          const found = giftBucketsOf(stayPrices[nights - 1]!, calendar.weekday, GIFT_HORIZON_DAYS);
          if (found) buckets.set(nights, found);
        }
        singleVouchers.push(singleVoucherFor(seed, pkg, buckets));
        boxValueToCover.set(
          pkg.id,
          stayPrices.slice(0, BOX_NIGHTS).map((prices) => valueCoveringDays(prices, MIN_COVERED_DAYS)),
        );
      }
      for (const theme of pkg.themes) allThemes.add(theme);
      hotel.packageIds.push(pkg.id);
      packages.push(pkg);
    }
    hotel.themes = THEMES.map((t) => t.id).filter((id) => allThemes.has(id));
    hotels.push(hotel);
  });

  const hotelById = new Map(hotels.map((h) => [h.id, h]));
  const cityById = new Map<string, City>(CITIES.map((c) => [c.id, c]));
  const boxes = generateBoxes(seed, packages, hotelById, (packageId, nights) => boxValueToCover.get(packageId)?.[nights - 1] ?? Number.POSITIVE_INFINITY);
  const activityOnly = generateActivityOnly(seed, CITIES);

  const reviewCache = new Map<number, Review[]>();

  return {
    seed,
    today,
    cities: [...CITIES],
    themes: [...THEMES],
    facilities: [...FACILITIES],
    activityTags: [...ACTIVITY_TAGS],
    hotels,
    packages,
    boxes,
    activityOnly,
    singleVouchers,
    availabilityWindow: { from: calendar.from, to: calendar.to },
    /** null = not bookable that day: sold out (never roomsLeft 0), closed, or outside the window. */
    dayPrice(packageId: number, day: string) {
      const d = calendar.indexOf.get(day);
      const pricing = pricingById.get(packageId);
      if (d === undefined || !pricing) return null;
      return dayPriceAt(pricing, calendar, d);
    },
    reviewsOf(hotelId: number) {
      let reviews = reviewCache.get(hotelId);
      if (!reviews) {
        const hotel = hotelById.get(hotelId);
        const city = hotel && cityById.get(hotel.cityId);
        reviews = hotel && city ? generateReviews(seed, hotel, city.country, today) : [];
        reviewCache.set(hotelId, reviews);
      }
      return reviews;
    },
    index: {
      hotelById,
      packageById: new Map(packages.map((p) => [p.id, p])),
      cityById,
      boxByCode: new Map(boxes.map((b) => [b.code, b])),
      activityOnlyById: new Map(activityOnly.map((a) => [a.id, a])),
      singleVoucherById: new Map(singleVouchers.map((v) => [v.id, v])),
    },
  };
}
