import { isSiteRoute, type Route } from './route';
import { screenRecordSays } from './screen-registry';
import { routeOfHref } from './screen-of-href';

/**
 * The routes of the activity-only flow (part 2 §2): its search, its voucher page and its checkout,
 * as their records in screen-registry.ts say. When the feature is off they answer 404 and links to
 * them are hidden.
 */
export function isActivityRoute(route: Route): boolean {
  return isSiteRoute(route) && screenRecordSays('activityOnly', route);
}

/** A link's target is an activity route: a site path (query and hash ignored) that resolves to one. */
export function isActivityHref(url: string): boolean {
  const route = routeOfHref(url);
  return route !== null && isActivityRoute(route);
}
