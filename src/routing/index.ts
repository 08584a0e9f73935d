/** src/routing: the only module of the storefront that knows URLs. */
export { resolve, localeOfPath } from './resolve';
export { href, hrefOf, type SearchHrefParams } from './href';
export { alternates, absoluteUrl, equivalentIn, singleSiteAlternates, type Alternates, type KnownEquivalents } from './alternates';
export { searchQueryToHash, MOVED_SEARCH_PARAMS } from './search-query';
export {
  SEARCH_FLOWS,
  isSiteRoute,
  type HotelParams,
  type Route,
  type RouteOf,
  type Screen,
  type ScreenParams,
  type SearchFilters,
  type SearchFlow,
  type SearchParams,
  type SiteRoute,
  type SiteScreen,
  type SplashRoute,
  type SplashScreen,
} from './route';
export { ROUTE_NAMES, TOP_LEVEL_KEYS, SUB_KEYS, BOX_DETAIL_SEGMENT, routeName, type RouteNameKey, type RouteNames } from './route-names';
export {
  SITE_CODES,
  SPLASH_COUNTRIES,
  BELGIAN_LOCALES,
  BELGIUM_SPLASH_SEGMENT,
  localeOfSite,
  siteCode,
  type SiteCode,
  type SplashCountry,
} from './sites';
export { isBoxCode, isHotelUri, isSlug } from './segments';
export { canonicalActivityRoute, canonicalProductRoute, productSlug } from './canonical';
