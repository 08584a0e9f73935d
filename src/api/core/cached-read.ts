import { unstable_cache } from 'next/cache';
import type { ApiError, ApiResult } from './result';
import { markRenderUncacheable } from './uncacheable-render';

/** How long a good answer is kept and the tags that revalidate it (src/caching/cache-tags.ts). */
export interface CacheEntryPolicy {
  revalidate: number;
  tags: string[];
}

/**
 * Thrown inside the cached function so that Next stores nothing (unstable_cache keeps only what the
 * function returns); carries the failed result back to the caller.
 */
class NotCached extends Error {
  constructor(readonly error: ApiError) {
    super('An upstream failure is never cached');
  }
}

async function validOrThrow<T>(read: () => Promise<ApiResult<T>>): Promise<T> {
  const result = await read();
  if (!result.ok) throw new NotCached(result.error);
  return result.data;
}

/**
 * Next's data cache exists inside `next start` / `next dev` (pages, route handlers and the proxy);
 * outside them (unit tests, scripts) reads go straight to the upstream.
 */
function nextDataCacheAvailable(): boolean {
  return (globalThis as { __incrementalCache?: unknown }).__incrementalCache !== undefined;
}

/**
 * Validate, then cache: `read` answers the upstream's body already checked against the call's schema,
 * or a failure. Only a good answer is stored (Next's data cache, with the policy's revalidate time and
 * tags, so revalidateTag reaches it); a failure (HTTP error, timeout, malformed or invalid body) is
 * returned to the caller and stores nothing, so the next request asks the upstream again. When a
 * stored answer is past its time, Next serves it and revalidates in the background; a revalidation
 * that fails leaves it in place (served until a good answer replaces it).
 *
 * `key` names the answer completely (call, URL, body, fault scope). The cached function is a bound
 * function, whose source text (part of Next's key) is the same in every bundle: pages and route
 * handlers, compiled apart (and minified differently), share one entry. The proxy reads through here
 * too, but Next 16.4 runs it with a data cache that stores nothing (its adapter installs one without a
 * handler): its calls always reach the upstream (see src/screens/page-existence.ts).
 */
export async function readThroughCache<T>(key: readonly string[], policy: CacheEntryPolicy, read: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (!nextDataCacheAvailable()) return read();
  const cached = unstable_cache(validOrThrow.bind(null, read) as () => Promise<T>, ['travel-api', JSON.stringify(key)], {
    revalidate: policy.revalidate,
    tags: policy.tags,
  });
  try {
    return { ok: true, data: await cached() };
  } catch (error) {
    if (error instanceof NotCached) {
      // A cached page that met a failure is not kept (src/api/core/uncacheable-render.ts).
      markRenderUncacheable();
      return { ok: false, error: error.error };
    }
    throw error;
  }
}
