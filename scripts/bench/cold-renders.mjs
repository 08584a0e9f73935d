/**
 * Cold renders (issue 24): p95 latency at c=20 when every request is a cache miss and every upstream call
 * takes 20 ms more. Each request asks a URL nobody asked before of this build: city and theme search pages
 * of every site (the sites' sitemaps list them), stay product pages and hotel pages of every site (the
 * simulator's search lists them), taken in turn so every kind is in the mix; the URLs earlier runs asked are
 * skipped (cold-ledger.mjs). The latency is a fault rule of the simulator without scope (mocks/faults.ts: it
 * reaches every call) removed afterwards.
 *
 * An answer Next says came from its cache (`x-nextjs-cache: HIT` or `STALE`) is not a cold render: it is left
 * out of the percentiles and counted apart.
 */
import autocannon from 'autocannon';
import { THROUGHPUT_CONNECTIONS } from './throughput.mjs';

export const COLD_LATENCY_MS = Math.max(0, Number(process.env.BENCH_COLD_LATENCY_MS ?? 20));
const COLD_REQUESTS = Math.max(THROUGHPUT_CONNECTIONS, Number(process.env.BENCH_COLD_REQUESTS ?? 400));

/** The page URLs of one site's sitemap (paths only). */
async function sitemapPaths(origin, site) {
  const response = await fetch(`${origin}/sitemap/${site}.xml`);
  if (!response.ok) throw new Error(`the sitemap of ${site} answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * Every search page by path of the sites' sitemaps: the first segment after the site is the localised
 * city or theme route name, known from the storefront's own spelling (`/fr-fr/ville/paris`, `/fr-fr/idee/…`).
 */
async function searchPaths(origin, sites, searchSegments) {
  const paths = [];
  for (const site of sites) {
    for (const path of await sitemapPaths(origin, site)) {
      const segments = path.split('/').filter(Boolean);
      if (segments.length === 3 && searchSegments.has(segments[1])) paths.push(path);
    }
  }
  return paths;
}

/** The product route name of each language (src/routing's table); the hotel's is `hotel` in every one. */
const PRODUCT_SEGMENT = { fr: 'sejour', nl: 'verblijf', it: 'soggiorno', es: 'escapada' };

/** Stay product pages and hotel pages of one site's catalogue, from the simulator's search of every city. */
async function productAndHotelPaths(simulator, site) {
  const [language, country] = site.split('-');
  const locale = `${language}_${country.toUpperCase()}`;
  const { cities } = await (await fetch(`${simulator}/search/destinations.json?locale=${locale}`)).json();
  const products = [];
  const hotels = new Set();
  for (const city of cities) {
    const body = { limit: 100, page: 1, locale, numberOfPackagesPerHotel: 5, searchCriterias: { cityId: city.id, adult: 2 }, type: 'stay' };
    const response = await fetch(`${simulator}/search/search.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { exactMatches = [] } = await response.json();
    for (const card of exactMatches) {
      products.push(`/${site}/${PRODUCT_SEGMENT[language]}/${card.id}/${card.uri}`);
      hotels.add(`/${site}/hotel/${card.hotel.id}`);
    }
  }
  return { products, hotels: [...hotels] };
}

/** Takes the lists in turn (one of each, then the next of each…) so a short run still mixes every kind. */
function interleave(lists, count) {
  const out = [];
  for (let index = 0; out.length < count && lists.some((list) => index < list.length); index += 1) {
    for (const list of lists) if (index < list.length && out.length < count) out.push(list[index]);
  }
  return out;
}

/**
 * The cold URLs of this run: at most BENCH_COLD_REQUESTS, none of `seen` (the pages the rest of the bench
 * warms, and those earlier runs asked of this build). `searchSegments`: the city and theme route names of every site.
 */
export async function coldPaths({ origin, simulator, sites, searchSegments, seen }) {
  const unseen = (paths) => paths.filter((path) => !seen.has(path));
  const searches = unseen(await searchPaths(origin, sites, searchSegments));
  const products = [];
  const hotels = [];
  for (const site of sites) {
    const found = await productAndHotelPaths(simulator, site);
    products.push(...unseen(found.products));
    hotels.push(...unseen(found.hotels));
  }
  return interleave([searches, products, hotels], COLD_REQUESTS);
}

async function setLatency(simulator, ms) {
  const response = await fetch(`${simulator}/__admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/', fault: `latency=${ms}` }),
  });
  if (response.status !== 201) throw new Error(`the simulator refused the latency rule (${response.status})`);
  return (await response.json()).id;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Asks each path once, THROUGHPUT_CONNECTIONS at a time, with COLD_LATENCY_MS on every upstream call. */
export async function coldRenders({ origin, simulator, paths }) {
  const ruleId = COLD_LATENCY_MS > 0 ? await setLatency(simulator, COLD_LATENCY_MS) : null;
  const times = [];
  const statuses = {};
  const cacheHits = [];
  const asked = [];
  let next = 0;
  try {
    const result = await autocannon({
      url: origin,
      connections: Math.min(THROUGHPUT_CONNECTIONS, paths.length),
      amount: paths.length,
      timeout: 30,
      requests: [
        {
          // One connection sends its next request once the previous answer is in: its context holds the one in flight.
          setupRequest: (request, context) => {
            context.path = paths[next % paths.length];
            context.startedAt = performance.now();
            next += 1;
            return { ...request, path: context.path };
          },
          onResponse: (status, _body, context, headers) => {
            asked.push(context.path);
            statuses[status] = (statuses[status] ?? 0) + 1;
            const cache = headers['x-nextjs-cache'];
            if (cache === 'HIT' || cache === 'STALE') cacheHits.push(context.path);
            else times.push(performance.now() - context.startedAt);
          },
        },
      ],
    });
    times.sort((a, b) => a - b);
    return {
      upstreamLatencyMs: COLD_LATENCY_MS,
      connections: Math.min(THROUGHPUT_CONNECTIONS, paths.length),
      requests: asked.length,
      distinctUrls: new Set(asked).size,
      asked,
      statuses,
      cacheHits,
      errors: result.errors + result.timeouts,
      p50Ms: times.length ? Math.round(percentile(times, 0.5)) : null,
      p95Ms: times.length ? Math.round(percentile(times, 0.95)) : null,
      maxMs: times.length ? Math.round(times.at(-1)) : null,
    };
  } finally {
    if (ruleId !== null) await fetch(`${simulator}/__admin/faults/${ruleId}`, { method: 'DELETE' });
  }
}
