import { addDays } from '../../mocks/catalogue/days';
import { getCatalogue } from '../../mocks/catalogue';
import type { Catalogue, Hotel, WeekendPackage } from '../../mocks/catalogue';
import { SIMULATOR_ORIGIN } from '../setup/env';

/**
 * The simulator's search semantics, over HTTP, against a brute-force reading of the catalogue
 * written here independently of mocks/search: every filter keeps exactly what satisfies it,
 * facet counts equal the corresponding searches, orders hold, pages partition the results.
 */
const catalogue: Catalogue = getCatalogue();
const SEARCH = `${SIMULATOR_ORIGIN}/search`;

type Json = Record<string, unknown>;
interface Card {
  id: number;
  sellPrice: number;
  refPrice: number;
  promo: number;
  priceType: string;
  nights: number;
  distance: number | null;
  hasMoreOffers: boolean;
  itemCategory: string;
  hotel: { id: number; stars: number; review: { average: number }; location: { lat: number; lng: number } };
}
interface SearchAnswer {
  resultsCount: number;
  exactMatches: Card[];
  suggestions?: Card[];
}

async function search(body: Json): Promise<SearchAnswer> {
  const response = await fetch(`${SEARCH}/search.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

/** Every result of a search, page after page. */
async function searchAll(body: Json): Promise<{ total: number; cards: Card[] }> {
  const cards: Card[] = [];
  let total = 0;
  for (let page = 1; page < 200; page++) {
    const answer = await search({ locale: 'fr_FR', limit: 100, ...body, page });
    total = answer.resultsCount;
    cards.push(...answer.exactMatches);
    if (answer.exactMatches.length === 0 || cards.length >= total) break;
  }
  return { total, cards };
}

/* ----------------------------------------------------------------- brute force */

const RAD = Math.PI / 180;
function greatCircleKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lng2 - lng1) * RAD) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(x));
}

interface Criteria {
  type?: 'stay' | 'gift';
  cityId?: string;
  theme?: string;
  hotelId?: number;
  checkin?: string;
  night?: number;
  adult?: number;
  child?: number;
  stars?: number[];
  hotelScore?: number;
  hotelTypes?: string[];
  hotelEnvironments?: string[];
  hotelStyles?: string[];
  facilities?: string[];
  petsAllowed?: boolean;
  tags?: string[];
  priceMin?: number;
  priceMax?: number;
  singleVoucherPriceMax?: number;
  giftNights?: number;
  lat?: number;
  lng?: number;
  distanceMin?: number;
  distanceMax?: number;
}

const hotelOf = (pkg: WeekendPackage) => catalogue.index.hotelById.get(pkg.hotelId) as Hotel;

/** The displayed price the spec's rules give, or null when the package cannot be sold. */
function expectedPrice(pkg: WeekendPackage, c: Criteria): number | null {
  if (c.type === 'gift') {
    const voucher = catalogue.singleVouchers.find((item) => item.packageId === pkg.id);
    if (!pkg.giftable || !voucher) return null;
    return voucher.priceList.find((row) => row.los === (c.giftNights ?? 1))?.sellPrices[0] ?? null;
  }
  const factor = ((c.adult ?? 2) + (c.child ?? 0) / 2) / 2;
  if (!c.checkin) return Math.round(pkg.fromPrice * factor);
  const nights = c.night ?? 1;
  let total = 0;
  for (let i = 0; i < nights; i++) {
    const day = catalogue.dayPrice(pkg.id, addDays(c.checkin, i));
    if (!day || day.roomsLeft <= 0) return null;
    if (i === 0 && day.minLos > nights) return null;
    total += day.price;
  }
  return Math.round(total * factor);
}

function satisfies(pkg: WeekendPackage, c: Criteria): boolean {
  const hotel = hotelOf(pkg);
  if (!hotel.active) return false;
  if (c.hotelId !== undefined && hotel.id !== c.hotelId) return false;
  const reference = c.lat !== undefined && c.lng !== undefined ? { lat: c.lat, lng: c.lng } : c.cityId ? catalogue.index.cityById.get(c.cityId) : undefined;
  const distanceFilter = reference && (c.distanceMin !== undefined || c.distanceMax !== undefined);
  if (distanceFilter) {
    const km = greatCircleKm(reference.lat, reference.lng, hotel.lat, hotel.lng);
    if (km < (c.distanceMin ?? 0) || km > (c.distanceMax ?? Infinity)) return false;
  } else if (c.cityId && hotel.cityId !== c.cityId) return false;
  if (c.theme && !pkg.themes.includes(c.theme)) return false;
  if (c.stars?.length && !c.stars.includes(Math.floor(hotel.stars))) return false;
  if (c.hotelScore && hotel.reviewAverage < c.hotelScore) return false;
  if (c.hotelTypes?.length && !c.hotelTypes.includes(hotel.hotelType)) return false;
  if (c.hotelEnvironments?.length && !c.hotelEnvironments.includes(hotel.hotelEnvironment)) return false;
  if (c.hotelStyles?.length && !c.hotelStyles.includes(hotel.hotelStyle)) return false;
  if (c.facilities?.some((code) => !hotel.facilities.includes(code))) return false;
  if (c.petsAllowed && !hotel.policy.petsAllowed) return false;
  if (c.tags?.length && !pkg.activities.some((activity) => c.tags?.includes(activity.tagId))) return false;
  if (c.type !== 'gift') {
    const room = hotel.rooms.find((candidate) => candidate.uuid === pkg.roomUuid);
    if (!room || (c.adult ?? 2) + (c.child ?? 0) > room.maxCapacity) return false;
  }
  const price = expectedPrice(pkg, c);
  if (price === null) return false;
  const min = c.type === 'gift' ? undefined : c.priceMin;
  const max = c.type === 'gift' ? c.singleVoucherPriceMax : c.priceMax;
  if (min !== undefined && price < min) return false;
  if (max !== undefined && price > max) return false;
  return true;
}

const expectedIds = (c: Criteria) => catalogue.packages.filter((pkg) => satisfies(pkg, c)).map((pkg) => pkg.id).sort((a, b) => a - b);

function body(c: Criteria, extra: Json = {}): Json {
  const { type, ...criterias } = c;
  return { type: type ?? 'stay', numberOfPackagesPerHotel: 50, searchCriterias: criterias, ...extra };
}

/** A check-in about a month ahead on which many packages are open (the test picks it, not the clock). */
function busyCheckin(): string {
  let best = { day: addDays(catalogue.today, 30), open: -1 };
  for (let offset = 20; offset < 60; offset++) {
    const day = addDays(catalogue.today, offset);
    const open = catalogue.packages.filter((pkg) => catalogue.dayPrice(pkg.id, day)).length;
    if (open > best.open) best = { day, open };
  }
  return best.day;
}
const CHECKIN = busyCheckin();
const PARIS = catalogue.index.cityById.get('paris') as { lat: number; lng: number };
const busiestCity = (() => {
  const counts = new Map<string, number>();
  for (const hotel of catalogue.hotels) if (hotel.active) counts.set(hotel.cityId, (counts.get(hotel.cityId) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
})();

/* ----------------------------------------------------------------- filters */

const FILTER_CASES: Array<[string, Criteria]> = [
  ['cityId', { cityId: busiestCity }],
  ['theme', { theme: 'wellness' }],
  ['hotelId', { hotelId: catalogue.hotels.find((hotel) => hotel.active && hotel.packageIds.length > 2)?.id as number }],
  ['stars (any of)', { stars: [4, 5] }],
  ['hotelScore (minimum average)', { hotelScore: 8.5 }],
  ['hotelTypes (any of)', { hotelTypes: ['chateau', 'lodge'] }],
  ['hotelEnvironments (any of)', { hotelEnvironments: ['sea'] }],
  ['hotelStyles (any of)', { hotelStyles: ['design', 'luxury'] }],
  ['facilities (all of)', { facilities: ['pool', 'spa'] }],
  ['petsAllowed', { petsAllowed: true }],
  ['tags (any activity tag)', { tags: ['massage', 'kayak'] }],
  ['priceMin/priceMax without dates', { priceMin: 15000, priceMax: 30000 }],
  ['dates and nights (every night available, minimum stay)', { checkin: CHECKIN, night: 2 }],
  ['dates with a price bound', { checkin: CHECKIN, night: 1, priceMax: 20000 }],
  ['party size against room capacity', { adult: 3, child: 1 }],
  ['lat/lng distance ring', { lat: PARIS.lat, lng: PARIS.lng, distanceMin: 1, distanceMax: 400 }],
  ['city with a radius replaces city membership', { cityId: 'brussels', distanceMax: 120 }],
  ['gift: giftable stays, single-voucher price bound', { type: 'gift', giftNights: 2, singleVoucherPriceMax: 40000 }],
  ['combined', { checkin: CHECKIN, night: 1, stars: [3, 4], facilities: ['wifi'], hotelScore: 7 }],
];

describe('search.json filters', () => {
  const baseline = expectedIds({});
  it.each(FILTER_CASES)('%s: every result satisfies it and nothing is missing', async (_name, criteria) => {
    const expected = expectedIds(criteria);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(baseline.length + (criteria.type === 'gift' ? 0 : 1));
    const { total, cards } = await searchAll(body(criteria));
    const ids = cards.map((card) => card.id).sort((a, b) => a - b);
    expect(total).toBe(expected.length);
    expect(ids).toEqual(expected);
    for (const card of cards) {
      const pkg = catalogue.index.packageById.get(card.id) as WeekendPackage;
      expect(card.sellPrice).toBe(expectedPrice(pkg, criteria));
      expect(card.priceType).toBe(criteria.type === 'gift' ? 'GIFT' : criteria.checkin ? 'FINAL_PRICE' : 'FROM_PRICE');
      expect(card.refPrice).toBe(Math.max(card.sellPrice, Math.round(card.sellPrice * pkg.refPriceRatio)));
    }
  });

  it('a city given by a localised label finds the same hotels as its id', async () => {
    const byLabel = await searchAll(body({}, { searchCriterias: { city: 'Parijs' } }));
    const byId = await searchAll(body({ cityId: 'paris' }));
    expect(byLabel.cards.map((card) => card.id)).toEqual(byId.cards.map((card) => card.id));
    expect(byId.total).toBe(expectedIds({ cityId: 'paris' }).length);
  });

  it('distances are great-circle km from lat/lng, with one decimal', async () => {
    const { cards } = await searchAll(body({ lat: 45.5, lng: 4.2, distanceMax: 250 }, { orderBy: 'distance' }));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const km = greatCircleKm(45.5, 4.2, card.hotel.location.lat, card.hotel.location.lng);
      expect(card.distance).toBeCloseTo(km, 1);
      expect(km).toBeLessThanOrEqual(250);
    }
  });

  it('bad values answer 400 with a code', async () => {
    for (const bad of [{ searchCriterias: { checkin: '2026-02-30' } }, { orderBy: 'cheapest' }, { searchCriterias: { stars: [6] } }, { searchCriterias: { lat: 45 } }, { limit: 0 }]) {
      const response = await fetch(`${SEARCH}/search.json`, { method: 'POST', body: JSON.stringify({ locale: 'fr_FR', ...bad }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('robustness of the other search routes', () => {
  const ORIGIN = SIMULATOR_ORIGIN;
  it.each([
    ['GET', `${SEARCH}/facets.json?locale=xx_XX`, undefined, 400],
    ['GET', `${SEARCH}/facets.json?stars=six`, undefined, 400],
    ['POST', `${SEARCH}/offers.json`, { locale: 'fr_FR', searchCriterias: {} }, 400],
    ['POST', `${SEARCH}/offers.json`, { locale: 'fr_FR', searchCriterias: { hotelId: 99999999 } }, 404],
    ['POST', `${SEARCH}/search.json`, 'not json', 400],
    ['POST', `${SEARCH}/catalog/search.json`, { searchCriterias: { lat: 4 } }, 400],
    ['GET', `${ORIGIN}/gateway/boxes/NOPE-EBOX/offers`, undefined, 404],
    ['GET', `${ORIGIN}/gateway/box-facets/NOPE-EBOX`, undefined, 404],
    ['GET', `${ORIGIN}/origin/beneficiary/boxes/offers?checkinDate=${CHECKIN}`, undefined, 400],
    ['GET', `${ORIGIN}/origin/beneficiary/single-vouchers/facets`, undefined, 400],
    ['GET', `${ORIGIN}/gateway/box-offers/${catalogue.boxes[0]?.code}?checkin=2026-13-01`, undefined, 400],
  ] as const)('%s %s answers %i with a JSON code', async (method, url, payload, status) => {
    const response = await fetch(url, { method, body: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload) });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

/* ----------------------------------------------------------------- facets */

type FacetList = Array<{ key?: string; value?: string | number; name?: string; count: number }>;
interface FacetAnswer {
  resultsCount: number;
  facets: Record<'facilities' | 'hotelTypes' | 'hotelEnvironments' | 'hotelStyles' | 'stars' | 'hotelScores', FacetList>;
  activities: Array<{ name: string; activities: Array<{ id: string; count: number }> }>;
}

function facetQuery(c: Criteria): string {
  const query = new URLSearchParams({ locale: 'fr_FR', activities: 'true' });
  const set = (key: string, value: unknown) => {
    if (value === undefined) return;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  };
  set('cityId', c.cityId);
  set('checkin', c.checkin);
  set('night', c.night);
  set('hotelType', c.hotelTypes);
  set('hotelEnvironment', c.hotelEnvironments);
  set('hotelStyle', c.hotelStyles);
  set('stars', c.stars);
  set('minHotelReviewScore', c.hotelScore);
  set('facilities', c.facilities);
  set('petsAllowed', c.petsAllowed);
  set('tags', c.tags);
  set('priceMax', c.priceMax);
  return query.toString();
}

const union = <T>(values: T[] | undefined, value: T) => [...new Set([...(values ?? []), value])];

describe('facets.json counts', () => {
  const CASES: Array<[string, Criteria]> = [
    ['no filter', {}],
    ['several groups selected, dated', { checkin: CHECKIN, night: 1, stars: [4], hotelTypes: ['hotel'], facilities: ['wifi'], tags: ['massage'], hotelScore: 8 }],
    ['a city with pets and a price bound', { cityId: busiestCity, petsAllowed: true, priceMax: 40000 }],
  ];

  it.each(CASES)('%s: each option counts the search with that option added', async (_name, criteria) => {
    const response = await fetch(`${SEARCH}/facets.json?${facetQuery(criteria)}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as FacetAnswer;
    const countOf = async (c: Criteria) => (await search({ locale: 'fr_FR', limit: 1, ...body(c, { numberOfPackagesPerHotel: 1 }) })).resultsCount;
    expect(answer.resultsCount).toBe(await countOf(criteria));

    const checks: Array<[number, Criteria]> = [];
    for (const option of answer.facets.stars) checks.push([option.count, { ...criteria, stars: union(criteria.stars, Number(option.key)) }]);
    for (const option of answer.facets.hotelTypes) checks.push([option.count, { ...criteria, hotelTypes: union(criteria.hotelTypes, String(option.key)) }]);
    for (const option of answer.facets.hotelEnvironments) checks.push([option.count, { ...criteria, hotelEnvironments: union(criteria.hotelEnvironments, String(option.key)) }]);
    for (const option of answer.facets.hotelStyles) checks.push([option.count, { ...criteria, hotelStyles: union(criteria.hotelStyles, String(option.key)) }]);
    for (const option of answer.facets.hotelScores) checks.push([option.count, { ...criteria, hotelScore: Number(option.value) }]);
    for (const option of answer.facets.facilities) {
      checks.push([option.count, option.name === 'petsAllowed' ? { ...criteria, petsAllowed: true } : { ...criteria, facilities: union(criteria.facilities, String(option.value)) }]);
    }
    for (const group of answer.activities) for (const option of group.activities) checks.push([option.count, { ...criteria, tags: union(criteria.tags, option.id) }]);
    expect(checks.length).toBeGreaterThan(40);
    expect(checks.some(([count]) => count > 0)).toBe(true);
    for (const [count, optionCriteria] of checks) expect(count).toBe(await countOf(optionCriteria));
  });
});

/* ----------------------------------------------------------------- orders */

function priceQuality(card: Card): number {
  const perNight = card.sellPrice / Math.max(1, card.nights) / 100;
  return 0.45 * (card.hotel.review.average / 10) + 0.2 * (card.hotel.stars / 5) + 0.15 * (Math.min(card.promo, 50) / 50) + 0.2 * (100 / (100 + perNight));
}

/** Checks a key order (smaller first) with ties broken by ascending id. */
function expectOrdered(cards: Card[], key: (card: Card) => number) {
  for (let i = 1; i < cards.length; i++) {
    const [a, b] = [cards[i - 1] as Card, cards[i] as Card];
    const [ka, kb] = [key(a), key(b)];
    expect(ka <= kb + 1e-12).toBe(true);
    if (ka === kb) expect(a.id).toBeLessThan(b.id);
  }
}

describe('search.json orders', () => {
  const popularity = (card: Card) => (catalogue.index.hotelById.get(card.hotel.id) as Hotel).popularity;
  const ORDER_CASES: Array<[string, Criteria, (card: Card) => number]> = [
    ['priceQuality', { checkin: CHECKIN, night: 1 }, (card) => -priceQuality(card)],
    ['priceAsc', { checkin: CHECKIN, night: 2 }, (card) => card.sellPrice],
    ['promo', {}, (card) => -card.promo],
    ['popularity', {}, (card) => -popularity(card)],
    // Cards show one decimal: order on the exact great-circle distance.
    ['distance', { lat: 43.3, lng: 5.4 }, (card) => greatCircleKm(43.3, 5.4, card.hotel.location.lat, card.hotel.location.lng)],
    ['svPriceAsc', { type: 'gift' }, (card) => card.sellPrice],
    ['svPriceDesc', { type: 'gift', giftNights: 2 }, (card) => -card.sellPrice],
  ];

  it.each(ORDER_CASES)('%s orders every result (ties by id)', async (order, criteria, key) => {
    const { total, cards } = await searchAll(body(criteria, { orderBy: order, numberOfPackagesPerHotel: 3 }));
    expect(cards.length).toBe(total);
    expect(total).toBeGreaterThan(50);
    expectOrdered(cards, key);
  });
});

/* ----------------------------------------------------------------- pages, caps, suggestions */

describe('search.json pages, per-hotel cap and suggestions', () => {
  it('pages cover the result set exactly once, and a page past the end is empty', async () => {
    const criteria: Criteria = { checkin: CHECKIN, night: 1 };
    const all = await searchAll(body(criteria, { orderBy: 'priceAsc' }));
    const seen: number[] = [];
    let page = 1;
    for (; ; page++) {
      const answer = await search({ locale: 'fr_FR', ...body(criteria, { orderBy: 'priceAsc' }), limit: 7, page });
      expect(answer.resultsCount).toBe(all.total);
      if (answer.exactMatches.length === 0) break;
      expect(answer.exactMatches.length).toBeLessThanOrEqual(7);
      seen.push(...answer.exactMatches.map((card) => card.id));
    }
    expect(page).toBe(Math.ceil(all.total / 7) + 1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all.cards.map((card) => card.id));
  });

  it.each([1, 2])('numberOfPackagesPerHotel=%i keeps at most that many per hotel and flags hasMoreOffers', async (cap) => {
    const criteria: Criteria = { cityId: busiestCity };
    const { total, cards } = await searchAll(body(criteria, { numberOfPackagesPerHotel: cap }));
    const matching = new Map<number, number>();
    for (const id of expectedIds(criteria)) {
      const hotelId = (catalogue.index.packageById.get(id) as WeekendPackage).hotelId;
      matching.set(hotelId, (matching.get(hotelId) ?? 0) + 1);
    }
    const shown = new Map<number, number>();
    for (const card of cards) {
      shown.set(card.hotel.id, (shown.get(card.hotel.id) ?? 0) + 1);
      expect(card.hasMoreOffers).toBe((matching.get(card.hotel.id) ?? 0) > cap);
    }
    expect(cards.some((card) => card.hasMoreOffers)).toBe(true);
    expect(total).toBe([...matching.values()].reduce((sum, count) => sum + Math.min(cap, count), 0));
    for (const [hotelId, count] of shown) expect(count).toBe(Math.min(cap, matching.get(hotelId) ?? 0));
  });

  it('suggestions appear only when nothing matches, and keep the place', async () => {
    const none = await search({ locale: 'fr_FR', limit: 12, ...body({ cityId: busiestCity, priceMax: 100 }) });
    expect(none.resultsCount).toBe(0);
    expect(none.exactMatches).toEqual([]);
    expect(none.suggestions?.length).toBeGreaterThan(0);
    for (const card of none.suggestions ?? []) expect((catalogue.index.hotelById.get(card.hotel.id) as Hotel).cityId).toBe(busiestCity);

    const some = await search({ locale: 'fr_FR', limit: 12, ...body({ cityId: busiestCity }) });
    expect(some.resultsCount).toBeGreaterThan(0);
    expect(some.suggestions).toBeUndefined();
  });

  it('an unknown city has no exact result but still gets suggestions', async () => {
    const answer = await search({ locale: 'fr_FR', ...body({ cityId: 'atlantis' }) });
    expect(answer.resultsCount).toBe(0);
    expect(answer.suggestions?.length).toBeGreaterThan(0);
  });
});
