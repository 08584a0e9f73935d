// @ts-check
/**
 * Next's own file-system cache, except that a page rendered while an upstream read failed is never
 * stored (issue 24: "a page that failed upstream is not cached"). The render marks itself with
 * FAILED_READ_TAG (src/api/core/uncacheable-render.ts); everything else — catalogue pages, the data
 * cache's entries, tags, revalidation — is Next's, unchanged. When a revalidation fails this way the
 * last good page stays in place.
 *
 * Next offers no public way for an ISR page to opt out of being stored once rendered (a lifetime of 0
 * is answered 500, "Page changed from static to dynamic at runtime"): its cache handler is the one
 * supported seam (next.config's cacheHandler). Pinned to Next 16.4.5; e2e/caching.spec.ts and
 * e2e/upstream-recovery.spec.ts prove it.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// A CommonJS module: its class is the `default` of its exports (Node), or the default itself (bundlers' interop).
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Keep in step with src/api/core/uncacheable-render.ts (tests/caching/page-cache-handler.test.ts). */
export const FAILED_READ_TAG = 'escapade:failed-read';

/** @param {unknown} data */
export function isFailedRender(data) {
  const tags = /** @type {{ headers?: Record<string, unknown> } | null} */ (data)?.headers?.['x-next-cache-tags'];
  return typeof tags === 'string' && tags.split(',').includes(FAILED_READ_TAG);
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {string} key @param {unknown} data @param {unknown} ctx */
  async set(key, data, ctx) {
    if (isFailedRender(data)) return;
    return super.set(key, data, ctx);
  }
}
