import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';

/**
 * Marks the cached page being rendered as not to be kept (issue 24: "a page that failed upstream is not
 * cached"): an upstream read failed, so the page shows what it could (a hotel's clean message, a home
 * without its CMS blocks) to the visitor who asked, and the next visitor gets a new render — never this
 * one from the cache, not even once stale. A revalidation that fails this way leaves the last good page
 * in place (Next keeps an entry it could not replace).
 *
 * Next has no public call for it: its page lifetime is the least `revalidate` of the render's store
 * (ISR, 'prerender-legacy'), and a lifetime of 0 is answered `private, no-store` and not stored
 * (app-render's applyMetadataFromPrerenderResult). Public ways to reach 0 (a no-store fetch, a dynamic
 * API) throw in a route rendered with `dynamic = 'error'`. Pinned to Next 16.4.5; e2e/caching.spec.ts
 * proves it still holds. Outside a cached page render (route handlers, personal pages) it does nothing.
 */
export function markRenderUncacheable(): void {
  const store = workUnitAsyncStorage.getStore();
  if (store?.type === 'prerender-legacy') store.revalidate = 0;
}
