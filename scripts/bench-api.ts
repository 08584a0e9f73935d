/**
 * Search API bench (npm run bench:api): a 20,000-hotel catalogue, start-up time (generation +
 * search indexes + first query), then ≥ 500 varied filtered searches and facet refreshes through
 * the simulator's handlers, with p50/p95/max latencies. Targets: start-up < 15 s, search p95 < 50 ms.
 *
 *   BENCH_HOTELS=20000 BENCH_QUERIES=600 npm run bench:api
 */
import { performance } from 'node:perf_hooks';

const HOTELS = process.env.BENCH_HOTELS ?? '20000';
const QUERIES = Number(process.env.BENCH_QUERIES ?? 600);
// The catalogue reads its size from the environment on first use: set it before importing.
process.env.SIMULATOR_HOTELS = HOTELS;
process.env.SIMULATOR_TODAY ??= '2026-03-02';
process.env.SIMULATOR_SEED ??= '20261122';

const { getResponse } = await import('msw');
const { getCatalogue } = await import('../mocks/catalogue');
const { searchIndex } = await import('../mocks/search/indexes');
const { searchHandlers } = await import('../mocks/handlers/search');
const { addDays } = await import('../mocks/catalogue/days');

const ORIGIN = 'http://bench.test';

async function call(request: Request): Promise<{ ms: number; status: number; body: unknown }> {
  const start = performance.now();
  const response = await getResponse(searchHandlers, request);
  const body: unknown = await response?.json();
  return { ms: performance.now() - start, status: response?.status ?? 0, body };
}

const post = (path: string, json: unknown) =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });

/* ---------------------------------------------------------------- start-up */

const t0 = performance.now();
const catalogue = getCatalogue();
const t1 = performance.now();
searchIndex(catalogue);
const t2 = performance.now();
const first = await call(post('/search/search.json', { locale: 'fr_FR', limit: 12, page: 1, type: 'stay', searchCriterias: { cityId: 'paris' } }));
const t3 = performance.now();
if (first.status !== 200) throw new Error(`first query answered ${first.status}`);

console.log(`catalogue: ${catalogue.hotels.length} hotels, ${catalogue.packages.length} packages, ${catalogue.singleVouchers.length} single vouchers`);
console.log(`start-up: generation ${(t1 - t0).toFixed(0)} ms + search indexes ${(t2 - t1).toFixed(0)} ms + first query ${(t3 - t2).toFixed(0)} ms = ${((t3 - t0) / 1000).toFixed(2)} s`);

/* ---------------------------------------------------------------- varied queries */

/** mulberry32: the same sequence of queries on every run. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(42);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const maybe = <T>(probability: number, value: () => T): T | undefined => (random() < probability ? value() : undefined);

const cities = catalogue.cities.map((city) => city.id);
const LOCALES = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT', 'es_ES'];
const STAY_ORDERS = ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity'];
const GIFT_ORDERS = ['priceQuality', 'svPriceAsc', 'svPriceDesc'];

function criteria(gift: boolean): Record<string, unknown> {
  const city = pick(cities);
  const place = random() < 0.85 ? { cityId: city } : random() < 0.5 ? {} : { lat: 45 + random() * 6, lng: -1 + random() * 9, distanceMax: pick([50, 100, 200]) };
  const dated = !gift && random() < 0.5;
  return {
    ...place,
    ...(dated ? { checkin: addDays(catalogue.today, 7 + Math.floor(random() * 200)), night: pick([1, 1, 2, 3]) } : {}),
    adult: gift ? 2 : pick([2, 2, 2, 1, 3, 4]),
    child: gift ? 0 : pick([0, 0, 0, 1]),
    theme: maybe(0.15, () => pick(catalogue.themes).id),
    stars: maybe(0.3, () => [pick([3, 4, 5])]),
    hotelScore: maybe(0.2, () => pick([7, 8, 8.5, 9])),
    hotelTypes: maybe(0.15, () => [pick(['hotel', 'chateau', 'guesthouse'])]),
    hotelEnvironments: maybe(0.1, () => [pick(['city', 'sea', 'mountain', 'countryside'])]),
    facilities: maybe(0.25, () => [pick(['pool', 'spa', 'wifi', 'parking'])]),
    petsAllowed: maybe(0.1, () => true),
    tags: maybe(0.15, () => [pick(catalogue.activityTags).id]),
    [gift ? 'singleVoucherPriceMax' : 'priceMax']: maybe(0.3, () => pick([15000, 25000, 40000])),
    priceMin: maybe(0.1, () => 5000),
    giftNights: gift ? pick([1, 2]) : undefined,
  };
}

function searchRequest(): Request {
  const gift = random() < 0.2;
  return post('/search/search.json', {
    locale: pick(LOCALES),
    limit: pick([12, 12, 24]),
    page: pick([1, 1, 1, 2, 3]),
    type: gift ? 'gift' : 'stay',
    numberOfPackagesPerHotel: pick([1, 1, 1, 20]),
    orderBy: gift ? pick(GIFT_ORDERS) : pick(STAY_ORDERS),
    searchCriterias: criteria(gift),
  });
}

function facetsRequest(): Request {
  const query = new URLSearchParams({ locale: pick(LOCALES), activities: 'true' });
  for (const [key, value] of Object.entries(criteria(false))) {
    if (value === undefined) continue;
    const name = key === 'hotelTypes' ? 'hotelType' : key === 'hotelEnvironments' ? 'hotelEnvironment' : key === 'hotelScore' ? 'minHotelReviewScore' : key;
    query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return new Request(`${ORIGIN}/search/facets.json?${query}`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(label: string, count: number, make: () => Request): Promise<number> {
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < count; i++) {
    const { ms, status, body } = await call(make());
    if (status !== 200) throw new Error(`${label} #${i} answered ${status}: ${JSON.stringify(body)}`);
    results += (body as { resultsCount?: number }).resultsCount ?? 0;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${label}: ${count} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (mean results ${(results / count).toFixed(0)})`,
  );
  return p95;
}

const searchP95 = await run('filtered search (search.json)', QUERIES, searchRequest);
await run('facet refresh (facets.json)', Math.max(100, Math.round(QUERIES / 3)), facetsRequest);

const startup = (t3 - t0) / 1000;
console.log(`targets: start-up ${startup.toFixed(2)} s < 15 s ${startup < 15 ? 'OK' : 'MISSED'}; search p95 ${searchP95.toFixed(1)} ms < 50 ms ${searchP95 < 50 ? 'OK' : 'MISSED'}`);
