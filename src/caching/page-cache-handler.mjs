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
 * e2e/upstream-recovery.spec.ts prove it. It also stamps an immediate tag expiry on the clock Next
 * checks it with (stampImmediateExpiry, below).
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

// A CommonJS module: its class is the `default` of its exports (Node), or the default itself (bundlers' interop).
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Keep in step with src/api/core/uncacheable-render.ts (tests/caching/page-cache-handler.test.ts). */
export const FAILED_READ_TAG = 'escapade:failed-read';

/** @param {unknown} data */
export function isFailedRender(data) {
  const tags = /** @type {{ headers?: Record<string, unknown> } | null} */ (data)?.headers?.['x-next-cache-tags'];
  return typeof tags === 'string' && tags.split(',').includes(FAILED_READ_TAG);
}

/** The tags' expiry and staleness stamps, shared with Next's own checks (one module instance). */
const tagsManifest = (tagsManifestModule.default ?? tagsManifestModule).tagsManifest;

/** The clock Next's tag checks read (tags-manifest.external.js): the process's monotonic time. */
const checkingClockNow = () => performance.timeOrigin + performance.now();

/**
 * An immediate expiry stamped on the clock its check reads. Next 16.4.5 stamps it with Date.now() but
 * checks `expired <= performance.timeOrigin + performance.now()`: once the wall clock runs ahead of the
 * process's monotonic clock (the system clock is adjusted while the server runs), the expiry lies in the
 * check's future, so the next visitor got the old page (x-nextjs-cache: STALE) instead of a fresh
 * render — what e2e/caching.spec.ts met after a long CI run. Expiries in the future (a lifetime) stay.
 *
 * @param {string | string[]} tags
 * @param {{ expire?: number } | undefined} durations
 */
export function stampImmediateExpiry(tags, durations, now = checkingClockNow()) {
  if (durations !== undefined && durations.expire !== 0) return;
  for (const tag of [tags].flat()) {
    const entry = tagsManifest.get(tag);
    if (entry && typeof entry.expired === 'number' && entry.expired > now) tagsManifest.set(tag, { ...entry, expired: now });
  }
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    stampImmediateExpiry(tags, durations);
  }

  /** @param {string} key @param {unknown} data @param {unknown} ctx */
  async set(key, data, ctx) {
    if (isFailedRender(data)) return;
    return super.set(key, data, ctx);
  }
}
