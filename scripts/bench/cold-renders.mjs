/**
 * Cold renders (issue 24): p95 latency at c=20 when every request is a cache miss and every upstream call
 * takes 20 ms more. Each request asks a URL nobody asked before in this run: city and theme search pages
 * of every site (the sites' sitemaps list them), stay product pages and hotel pages (the simulator's search
 * lists them), taken in turn so every kind is in the mix. The latency is a fault rule of the simulator
 * without scope (mocks/faults.ts: it reaches every call) removed afterwards.
 *
 * A URL already served from Next's cache would not be a cold render: answers carrying
 * `x-nextjs-cache: HIT` or `STALE` are counted and printed (a full route cache kept on disk by an earlier run
 * would show here).
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

/** Stay product pages and hotel pages of the fr_FR catalogue, from the simulator's search of every city. */
async function productAndHotelPaths(simulator) {
  const { cities } = await (await fetch(`${simulator}/search/destinations.json?locale=fr_FR`)).json();
  const products = [];
  const hotels = new Set();
  for (const city of cities) {
    const body = { limit: 100, page: 1, locale: 'fr_FR', numberOfPackagesPerHotel: 5, searchCriterias: { cityId: city.id, adult: 2 }, type: 'stay' };
    const response = await fetch(`${simulator}/search/search.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { exactMatches = [] } = await response.json();
    for (const card of exactMatches) {
      products.push(`/fr-fr/sejour/${card.id}/${card.uri}`);
      hotels.add(`/fr-fr/hotel/${card.hotel.id}`);
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
 * warms). `searchSegments`: the city and theme route names of every site.
 */
export async function coldPaths({ origin, simulator, sites, searchSegments, seen }) {
  const unseen = (paths) => paths.filter((path) => !seen.has(path));
  const searches = unseen(await searchPaths(origin, sites, searchSegments));
  const { products, hotels } = await productAndHotelPaths(simulator);
  return interleave([searches, unseen(products), unseen(hotels)], COLD_REQUESTS);
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
  let next = 0;
  try {
    const instance = autocannon({
      url: origin,
      connections: THROUGHPUT_CONNECTIONS,
      amount: paths.length,
      timeout: 30,
      requests: [
        {
          setupRequest: (request, context) => {
            context.path = paths[next % paths.length];
            next += 1;
            return { ...request, path: context.path };
          },
          onResponse: (status, _body, context, headers) => {
            statuses[status] = (statuses[status] ?? 0) + 1;
            const cache = headers['x-nextjs-cache'];
            if (cache === 'HIT' || cache === 'STALE') cacheHits.push(context.path);
          },
        },
      ],
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    const result = await instance;
    times.sort((a, b) => a - b);
    return {
      upstreamLatencyMs: COLD_LATENCY_MS,
      connections: THROUGHPUT_CONNECTIONS,
      requests: times.length,
      distinctUrls: new Set(paths).size,
      statuses,
      cacheHits,
      errors: result.errors + result.timeouts,
      p50Ms: Math.round(percentile(times, 0.5)),
      p95Ms: Math.round(percentile(times, 0.95)),
      maxMs: Math.round(times.at(-1)),
    };
  } finally {
    if (ruleId !== null) await fetch(`${simulator}/__admin/faults/${ruleId}`, { method: 'DELETE' });
  }
}
