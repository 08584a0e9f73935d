import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';

/** The mark the cache handler (src/caching/page-cache-handler.mjs) never stores a page with. */
export const FAILED_READ_TAG = 'escapade:failed-read';

/** What a CDN may keep of a page rendered after a failure: one second, no stale serving. */
const FAILED_PAGE_SECONDS = 1;

/**
 * Marks the cached page being rendered as not to be kept (issue 24: "a page that failed upstream is not
 * cached"): an upstream read failed, so the page shows what it could (a hotel's clean message, a home
 * without its menu) to the visitor who asked, and the next request renders it again — never this one
 * from the cache, not even once stale. A revalidation that fails this way leaves the last good page.
 *
 * Next has no public call for it (a no-store read or a dynamic API throw in a route rendered with
 * `dynamic = 'error'`, and a lifetime of 0 answers 500): the render's store (ISR, 'prerender-legacy')
 * gets the least lifetime, one second with no stale window (its Cache-Control), and a tag the cache
 * handler refuses to store. Pinned to Next 16.4.5; e2e/caching.spec.ts proves it. Outside a cached
 * page render (route handlers, personal pages) it does nothing.
 */
export function markRenderUncacheable(): void {
  const store = workUnitAsyncStorage.getStore();
  if (store?.type !== 'prerender-legacy') return;
  store.revalidate = Math.min(store.revalidate, FAILED_PAGE_SECONDS);
  store.expire = Math.min(store.expire, FAILED_PAGE_SECONDS);
  if (!store.tags?.includes(FAILED_READ_TAG)) store.tags = [...(store.tags ?? []), FAILED_READ_TAG];
}
