/**
 * Gift products built on top of the hotels and packages: boxes (a choice of stays),
 * activity-only vouchers, and single vouchers (one package sold as a gift).
 */
import { cityFacts } from './cities';
import { Rng } from './random';
import { fill, join, mapLocalized, slugify } from './text';
import type { ActivityOnlyProduct, Box, City, CountryCode, Hotel, Localized, Schedule, SingleVoucher, WeekendPackage } from './types';
import {
  ACTIVITY_ONLY_IMPORTANT,
  ACTIVITY_ONLY_TEMPLATES,
  BOX_DEFINITIONS,
  BOX_DESCRIPTION,
  BOX_INCLUDED,
  type BoxDefinition,
  LANGS,
  NICE_TO_KNOW,
  STREETS,
  WORD_IN,
} from './vocabulary';

const COUNTRIES: readonly CountryCode[] = ['FR', 'BE', 'NL', 'IT', 'ES'];

/** Boxes need at least this many stays; below it the theme rules are relaxed (never the price). */
const MIN_BOX_PACKAGES = 20;

/**
 * A box lists a stay only when its value pays that stay entirely (2 adults, the box's nights, by the
 * stay rule) on at least this many check-in days of the 12 months the calendars show (the box is valid
 * 18 months): its beneficiary finds Included days, not only supplements.
 */
export const MIN_COVERED_DAYS = 4;

/**
 * Box values, cents, per tier and nights: what the catalogue's stays cost (packages with breakfast and
 * activities, from about 95 € a night for two). Under about 200 € a night a classic box covers too few
 * stays of its theme, and a premium one (4-star hotels) needs about 350 €.
 */
const BOX_PRICES: Record<BoxDefinition['tier'], Record<1 | 2, readonly number[]>> = {
  classic: { 1: [19990, 21990, 22990, 24990, 26990, 29990], 2: [39990, 44990, 49990] },
  premium: { 1: [34990, 39990, 44990, 49990], 2: [69990, 79990] },
};

/** The value a gift must have to pay a package's stay of `nights` nights on MIN_COVERED_DAYS days (gift-prices.ts). */
export type ValueToCover = (packageId: number, nights: number) => number;

function boxPackages(
  def: BoxDefinition,
  value: number,
  packages: readonly WeekendPackage[],
  hotelById: ReadonlyMap<number, Hotel>,
  valueToCover: ValueToCover,
): number[] {
  const covered = packages.filter((p) => p.giftable && hotelById.get(p.hotelId)?.active && valueToCover(p.id, def.nights) <= value);
  const byTheme = covered.filter((p) => p.themes.some((t) => def.themes.includes(t)));
  const strict = byTheme.filter((p) => {
    const hotel = hotelById.get(p.hotelId)!;
    if (def.tier === 'premium' && hotel.stars < 4) return false;
    if (def.hotelTypes && !def.hotelTypes.includes(hotel.hotelType)) return false;
    return true;
  });
  const chosen = strict.length >= MIN_BOX_PACKAGES ? strict : byTheme.length >= MIN_BOX_PACKAGES ? byTheme : covered;
  return chosen.map((p) => p.id);
}

export function generateBoxes(
  seed: number,
  packages: readonly WeekendPackage[],
  hotelById: ReadonlyMap<number, Hotel>,
  valueToCover: ValueToCover,
): Box[] {
  const usedSlugs = new Set<string>();
  const boxes = BOX_DEFINITIONS.map((def, index): Box => {
    const rng = Rng.for(seed, 'box', def.stem);
    const value = rng.pick(BOX_PRICES[def.tier][def.nights]);
    const packageIds = boxPackages(def, value, packages, hotelById, valueToCover);
    // Some boxes are on sale: a price ending in 90 cents below the reference price.
    const sellPrice = rng.chance(0.45) ? Math.round((value * rng.float(0.78, 0.93)) / 100) * 100 - 10 : value;
    const lines = [
      BOX_INCLUDED.nights[def.nights],
      BOX_INCLUDED.breakfast,
      ...def.extras.map((extra) => BOX_INCLUDED.extras[extra]),
      BOX_INCLUDED.validity,
    ];
    const includedContent = {} as Localized;
    for (const lang of LANGS) includedContent[lang] = lines.map((line) => line[lang]).join('\n');
    const slug = mapLocalized(def.title, (title, lang) => {
      let candidate = slugify(title);
      if (usedSlugs.has(`${lang}:${candidate}`)) candidate = `${candidate}-${def.nights === 2 ? '2-nuits' : 'coffret'}`;
      usedSlugs.add(`${lang}:${candidate}`);
      return candidate;
    });
    const titleLower = mapLocalized(def.title, (title) => title.charAt(0).toLowerCase() + title.slice(1));
    const count = Math.max(10, Math.floor(packageIds.length / 10) * 10);
    return {
      code: `${def.stem}-EBOX`,
      // About half the boxes also exist as a physical gift box.
      physicalCode: index % 2 === 0 ? `${def.stem}-PBOX` : null,
      slug,
      title: def.title,
      description: fill(BOX_DESCRIPTION[def.tier], { title: titleLower, count: String(count) }),
      includedContent,
      value,
      referencePrice: value,
      sellPrice,
      themes: [...def.themes],
      subthemas: [...def.subthemas],
      images: [1, 2, 3].map((n) => ({ key: `box-${def.stem.toLowerCase()}-${n}`, alt: def.title })),
      packageIds,
      ranking: {},
    };
  });

  // Each country has its own top 12; the other boxes are unranked there.
  for (const country of COUNTRIES) {
    const order = Rng.for(seed, 'box-ranking', country).shuffle(boxes);
    order.slice(0, 12).forEach((box, i) => {
      box.ranking[country] = i + 1;
    });
  }
  return boxes;
}

/* ------------------------------------------------------------------ activity-only products */

const ACTIVITY_ONLY_COUNT = 36;
const UNPUBLISHED_COUNT = 4;

function nearby(city: City, rng: Rng): { lat: number; lng: number } {
  const lat = city.lat + rng.float(-0.04, 0.04);
  const lng = city.lng + rng.float(-0.05, 0.05);
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

function activitySchedules(rng: Rng): Schedule[] {
  const days = rng.pick<ReadonlyArray<Schedule['day']>>([
    ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
    ['WED', 'THU', 'FRI', 'SAT', 'SUN'],
    ['SAT', 'SUN'],
  ]);
  const from = rng.pick(['09:00', '10:00', '14:00']);
  const to = rng.pick(['17:00', '18:00', '19:00']);
  return days.map((day) => ({ day, from, to }));
}

export function generateActivityOnly(seed: number, cities: readonly City[]): ActivityOnlyProduct[] {
  const unpublished = new Set(Rng.for(seed, 'activity-only', 'unpublished').pickMany([...Array(ACTIVITY_ONLY_COUNT).keys()], UNPUBLISHED_COUNT));
  const products: ActivityOnlyProduct[] = [];
  for (let i = 0; i < ACTIVITY_ONLY_COUNT; i++) {
    const id = 900001 + i;
    const rng = Rng.for(seed, 'activity-only', id);
    // Cycle through the templates so every kind of activity is represented.
    const template = ACTIVITY_ONLY_TEMPLATES[i % ACTIVITY_ONLY_TEMPLATES.length]!;
    const city = rng.pick(cities);
    const localLang = cityFacts(city.id).lang;
    const label = join(template.label, WORD_IN, city.label);
    const activityCount = rng.int(1, template.activities.length);
    const activities = template.activities.slice(0, activityCount).map((activity, j) => {
      const position = nearby(city, rng);
      return {
        title: activity.title,
        description: activity.description,
        univers: template.univers,
        composition: activity.composition,
        schedules: activitySchedules(rng),
        activityCenter: {
          id: 800000 + i * 10 + j,
          label: rng.pick(template.centers),
          stars: rng.int(0, 5),
          locationLabel: `${rng.pick(STREETS[localLang])} ${rng.int(1, 90)}, ${city.label[localLang]}`,
          lat: position.lat,
          lng: position.lng,
          main: j === 0,
        },
        importantInformation: rng.pick(ACTIVITY_ONLY_IMPORTANT),
      };
    });

    // Per-person prices: cheaper per head in groups; most products on promo, some barely.
    const maxAdults = rng.int(2, 6);
    const perPerson = Math.round(rng.int(template.pricePerPerson[0], template.pricePerPerson[1]) / 100) * 100;
    const promo = rng.weighted<number>([
      [rng.int(5, 35), 65],
      [rng.int(1, 4), 25],
      [0, 10],
    ]);
    const prices = [];
    for (let adults = 1; adults <= maxAdults; adults++) {
      const barPrice = Math.round((perPerson * (1 - 0.04 * (adults - 1))) / 100) * 100;
      const sellPrice = Math.round((barPrice * (1 - promo / 100)) / 10) * 10;
      prices.push({ adults, barPrice, sellPrice });
    }

    products.push({
      id,
      uri: `${slugify(label.fr)}-${id}`,
      label,
      description: template.description,
      published: !unpublished.has(i),
      cityId: city.id,
      univers: template.univers,
      activities,
      niceToKnow: rng.pickMany(NICE_TO_KNOW, rng.int(2, 4)),
      images: [...Array(rng.int(3, 6)).keys()].map((n) => ({ key: `activity-only-${id}-${n + 1}`, alt: activities[n % activities.length]!.title })),
      prices,
      tags: [...template.tags],
    });
  }
  return products;
}

/* ------------------------------------------------------------------ single vouchers */

/** The availability upsell of every voucher, cents: part 1 §9's label '+250 €'. */
const AVAILABILITY_UPSELL_AMOUNT = 25_000;

/**
 * A giftable package sold as a gift stay: per night count, its buckets (1 Essential, 2 Serenity,
 * 3 Liberty: giftBucketsOf in gift-prices.ts, from the stays they buy). A night count with no stay in
 * the next 6 months is not sold.
 */
export function singleVoucherFor(seed: number, pkg: WeekendPackage, bucketsByNights: ReadonlyMap<number, [number, number, number]>): SingleVoucher {
  const rng = Rng.for(seed, 'single-voucher', pkg.id);
  const priceList = [...bucketsByNights].map(([los, buckets]) => ({
    los,
    sellPrice: buckets[0],
    sellPrices: buckets,
    // Unlocking every date (the availability upsell) costs the '+250 €' part 1 §9 labels it with.
    extraUpsellAvailabilityAmount: AVAILABILITY_UPSELL_AMOUNT,
  }));
  return { id: pkg.id, packageId: pkg.id, hotelId: pkg.hotelId, priceList, physicalAvailable: rng.chance(0.4) };
}
