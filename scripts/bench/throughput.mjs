/**
 * Throughput of one URL with autocannon (c=20 for 8 s by default): the figure issue 24 compares with the
 * bare page's. The URL is asked once before (so a cacheable page is measured from the cache, as every
 * visitor after the first gets it), then once more to note its status and cache headers: a page not
 * served from the cache shows it here (`private, no-store`, no `x-nextjs-cache: HIT`). Our pages go
 * through the shared page cache in front of Next (`x-page-cache: hit`); `PAGE_CACHE_MB=0 npm run
 * bench:web` measures them through Next's handler alone.
 *
 * autocannon sends no Accept-Encoding: every page, the bare one too, is measured uncompressed.
 */
import autocannon from 'autocannon';

export const THROUGHPUT_CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 20));
export const THROUGHPUT_SECONDS = Math.max(1, Number(process.env.BENCH_DURATION_S ?? 8));

/** The status, size and cache headers of one answer (read after the warm-up request). */
export async function cacheHeadersOf(url) {
  await (await fetch(url, { redirect: 'manual' })).arrayBuffer();
  // The shared page cache keeps a page a few milliseconds after its second answer (it then asks Next once
  // more): asked again until it answers, at most ten times (a page it may not keep never does).
  let response;
  let body;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    response = await fetch(url, { redirect: 'manual' });
    body = await response.arrayBuffer();
    if (response.headers.get('x-page-cache') === 'hit') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    status: response.status,
    // The answer's size (uncompressed, as measured): Next's cost per answer grows with it (the bare /large page).
    bytes: body.byteLength,
    cacheControl: response.headers.get('cache-control'),
    nextCache: response.headers.get('x-nextjs-cache'),
    // `hit` when the shared page cache in front of Next answered (scripts/server/shared-page-cache.mjs).
    pageCache: response.headers.get('x-page-cache'),
    location: response.headers.get('location'),
  };
}

/** Requests per second and latency of `url` under THROUGHPUT_CONNECTIONS connections for THROUGHPUT_SECONDS. */
export async function throughput(url) {
  const headers = await cacheHeadersOf(url);
  const result = await autocannon({ url, connections: THROUGHPUT_CONNECTIONS, duration: THROUGHPUT_SECONDS });
  return {
    url,
    ...headers,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
