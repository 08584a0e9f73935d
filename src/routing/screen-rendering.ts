import type { PageTree } from './page-forms';
import type { Route } from './route';
import { isSplashScreen, SITE_SCREENS, type QueryReader, type SiteScreenName } from './screen-registry';

/**
 * Where a request's page renders (issue 24), from its screen's record (src/routing/screen-registry.ts):
 * catalogue pages in the cached tree (the same HTML for every visitor, served from Next's cache with a
 * shared Cache-Control); pages that carry a visitor's own data (a checkout, a voucher, a form's answer,
 * the visitor's language) in the personal tree, rendered per request and never stored.
 */
export function treeOf(route: Route, query: QueryReader): PageTree {
  if (isSplashScreen(route.screen)) return 'personal';
  const { rendering } = SITE_SCREENS[route.screen as SiteScreenName];
  return typeof rendering === 'function' ? (rendering as (params: unknown, query: QueryReader) => PageTree)(route.params, query) : rendering;
}

/** The variant query of a cached screen's request: only its record's keys, with values they take. */
export function variantQueryOf(route: Route, query: QueryReader): Record<string, string> {
  const keys = isSplashScreen(route.screen) ? {} : (SITE_SCREENS[route.screen as SiteScreenName].variants ?? {});
  const variant: Record<string, string> = {};
  for (const [key, accepts] of Object.entries(keys)) {
    const value = query.get(key);
    if (value !== null && accepts(value)) variant[key] = value;
  }
  return variant;
}
