import type { Locale } from '@/domain/model/locale';
import { SEARCH_FLOWS, type SearchFlow } from '@/domain/search/search-flow';
import type { SiteScreenName, SiteScreenParams, SplashScreenName } from './screen-registry';

/**
 * What a path means: a screen, the site's locale and the screen's typed path parameters.
 * Only path parameters live here; query and hash values (flow=gifting, checkin, ref=…) are read
 * by the screens themselves, so a Route maps to exactly one canonical path and back.
 */

type NoParams = Record<string, never>;

/** Search result variants: the domain's list, which the search path and its hash share. */
export { SEARCH_FLOWS, type SearchFlow };

export type { HotelParams, SearchFilters, SearchParams } from './path-params';

/**
 * Each site screen's path params, from its record in screen-registry.ts (the record documents them):
 * adding a record there adds the screen here.
 */
export type ScreenParams = SiteScreenParams;

export type SiteScreen = SiteScreenName;
/**
 * Pages of no site: the splashes let the visitor choose one; the fixed /beneficiary/login
 * (part 2 §2 header) sends the visitor on to a site's beneficiary login page.
 */
export type SplashScreen = SplashScreenName;
export type Screen = SplashScreen | SiteScreen;

export type SiteRoute<S extends SiteScreen = SiteScreen> = {
  [K in S]: { screen: K; locale: Locale; params: ScreenParams[K] };
}[S];

/** The splash pages (and the beneficiary entry) belong to no site: they choose one. */
export type SplashRoute = { [K in SplashScreen]: { screen: K; locale: null; params: NoParams } }[SplashScreen];

export type Route = SplashRoute | SiteRoute;

/** The route of one screen, for screen modules: `RouteOf<'home'>`. */
export type RouteOf<S extends Screen> = Extract<Route, { screen: S }>;

export function isSiteRoute(route: Route): route is SiteRoute {
  return route.locale !== null;
}
