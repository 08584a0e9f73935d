import type { Screen } from '@/routing';
import { screenCategory } from '@/routing/screen-registry';

/**
 * The page category every page and click event carries (part 2 §2 shell rules), from the route's
 * screen: each screen's record in src/routing/screen-registry.ts names it. Names are the analytics
 * team's, stable across languages and URLs.
 */

export const NOT_FOUND_PAGE_CATEGORY = 'not-found';

/** The category of a screen; a page without a route (the not-found page) is 'not-found'. */
export function pageCategoryOf(screen: Screen | null): string {
  return screen === null ? NOT_FOUND_PAGE_CATEGORY : screenCategory(screen);
}
