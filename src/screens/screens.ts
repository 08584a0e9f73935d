import type { RouteOf, Screen } from '@/routing/route';
import { SCREEN_NAMES } from '@/routing/screen-registry';
import type { ScreenModule } from './screen-module';
import type { Existence } from './upstream-existence';


export type { Existence };

export type ExistenceCheck<S extends Screen> = (route: RouteOf<S>) => Promise<Existence>;

/**
 * One built screen: its module and, for pages addressed by data (a content id, a landing slug),
 * the check the proxy runs before rendering. Both are lazy: the proxy reads this list on every
 * request and must not load any screen's views, only the one check a route needs.
 */
export interface ScreenEntry<S extends Screen> {
  load(): Promise<ScreenModule<S, unknown>>;
  exists?(): Promise<ExistenceCheck<S>>;
}

/** The module's data type is the screen's own business: the catch-all page only passes it from load to View. */
function lazy<S extends Screen, D>(load: () => Promise<ScreenModule<S, D>>): () => Promise<ScreenModule<S, unknown>> {
  return load as unknown as () => Promise<ScreenModule<S, unknown>>;
}

/**
 * THE list of screen modules: the second half of each screen's record. The first half (its words,
 * paths, page category) is in src/routing/screen-registry.ts, apart because the proxy resolves every
 * request through the routing and must not load a screen's views; this half holds only lazy imports.
 * The type is keyed by that registry's `Screen`, so a record without its line here (or a line without
 * a record) does not compile: a screen is its folder, its record and this line.
 * A line is its entry once built, null until then (a route of a null screen answers the
 * server-rendered 404, no placeholder pages).
 */
const SCREENS: { readonly [S in Screen]: ScreenEntry<S> | null } = {
  splash: { load: lazy(() => import('./splash').then((m) => m.splashScreen)) },
  'be-splash': { load: lazy(() => import('./be-splash').then((m) => m.beSplashScreen)) },
  // /beneficiary/login: a redirect to the visitor's site's beneficiary login page (load redirects).
  'beneficiary-entry': { load: lazy(() => import('./beneficiary-entry').then((m) => m.beneficiaryEntryScreen)) },
  home: { load: lazy(() => import('./home').then((m) => m.homeScreen)) },
  search: { load: lazy(() => import('./search').then((m) => m.searchScreen)) },
  content: {
    load: lazy(() => import('./content').then((m) => m.contentScreen)),
    exists: () => import('./content/exists.server').then((m) => m.contentExists),
  },
  ideas: { load: lazy(() => import('./ideas').then((m) => m.ideasScreen)) },
  landing: {
    load: lazy(() => import('./landing').then((m) => m.landingScreen)),
    exists: () => import('./landing/exists.server').then((m) => m.landingExists),
  },
  'customer-care-login': { load: lazy(() => import('./customer-care-login').then((m) => m.customerCareLoginScreen)) },
  'beneficiary-login': { load: lazy(() => import('./beneficiary-login').then((m) => m.beneficiaryLoginScreen)) },
  product: {
    load: lazy(() => import('./product').then((m) => m.productScreen)),
    exists: () => import('./product/exists.server').then((m) => m.productExists),
  },
  activity: {
    load: lazy(() => import('./activity').then((m) => m.activityScreen)),
    exists: () => import('./activity/exists.server').then((m) => m.activityExists),
  },
  hotel: {
    load: lazy(() => import('./hotel').then((m) => m.hotelScreen)),
    exists: () => import('./hotel/exists.server').then((m) => m.hotelExists),
  },
  boxes: { load: lazy(() => import('./boxes').then((m) => m.boxesScreen)) },
  box: {
    load: lazy(() => import('./box').then((m) => m.boxScreen)),
    exists: () => import('./box/exists.server').then((m) => m.boxExists),
  },
  // A box gift order's booking step: the booking screen's module (one view for both routes).
  'box-booking': { load: lazy(() => import('./booking').then((m) => m.boxBookingScreen)) },
  // A box gift order's payment step: the payment screen's module (one view for both routes).
  'box-payment': { load: lazy(() => import('./payment').then((m) => m.boxPaymentScreen)) },
  'gift-card': { load: lazy(() => import('./gift-card').then((m) => m.giftCardScreen)) },
  'gift-booking': { load: lazy(() => import('./gift-booking').then((m) => m.giftBookingScreen)) },
  booking: { load: lazy(() => import('./booking').then((m) => m.bookingScreen)) },
  payment: { load: lazy(() => import('./payment').then((m) => m.paymentScreen)) },
  'activity-checkout': { load: lazy(() => import('./activity-checkout').then((m) => m.activityCheckoutScreen)) },
  contact: { load: lazy(() => import('./contact').then((m) => m.contactScreen)) },
  'booking-lookup': { load: lazy(() => import('./booking-lookup').then((m) => m.bookingLookupScreen)) },
  minisite: { load: lazy(() => import('./minisite').then((m) => m.minisiteScreen)) },
  'minisite-fallback': { load: lazy(() => import('./minisite-fallback').then((m) => m.minisiteFallbackScreen)) },
};

export function screenEntry<S extends Screen>(screen: S): ScreenEntry<S> | null {
  return (SCREENS[screen] as ScreenEntry<S> | null | undefined) ?? null;
}

export function isBuilt(screen: Screen): boolean {
  return screenEntry(screen) !== null;
}

/** In the registry's order (the splashes first). */
const ALL_SCREENS: readonly Screen[] = SCREEN_NAMES;

/** Screens with a module (the rest answer 404). */
export const BUILT_SCREENS: readonly Screen[] = ALL_SCREENS.filter(isBuilt);

/** Screens of the route table not built yet: a link to one of them leads to the 404 page for now. */
export const NOT_BUILT_SCREENS: readonly Screen[] = ALL_SCREENS.filter((screen) => !isBuilt(screen));
