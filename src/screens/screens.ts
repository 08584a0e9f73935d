import type { Screen } from '@/routing/route';
import { CATALOGUE_SCREENS, type CatalogueScreen } from './catalogue-screens';
import { lazy, type ExistenceCheck, type Existence, type ScreenEntry } from './screen-entry';

export type { Existence, ExistenceCheck, ScreenEntry };

/**
 * The screens that render only per request (a visitor's own data, the splashes in the visitor's
 * language): the personal tree's, beside the catalogue screens it also renders (the care host's pages).
 */
const PERSONAL_SCREENS: { readonly [S in Exclude<Screen, CatalogueScreen>]: ScreenEntry<S> } = {
  splash: { load: lazy(() => import('./splash').then((m) => m.splashScreen)) },
  'be-splash': { load: lazy(() => import('./be-splash').then((m) => m.beSplashScreen)) },
  // /beneficiary/login: a redirect to the visitor's site's beneficiary login page (load redirects).
  'beneficiary-entry': { load: lazy(() => import('./beneficiary-entry').then((m) => m.beneficiaryEntryScreen)) },
  'customer-care-login': { load: lazy(() => import('./customer-care-login').then((m) => m.customerCareLoginScreen)) },
  'beneficiary-login': { load: lazy(() => import('./beneficiary-login').then((m) => m.beneficiaryLoginScreen)) },
  // A box gift order's booking step: the booking screen's module (one view for both routes).
  'box-booking': { load: lazy(() => import('./booking').then((m) => m.boxBookingScreen)) },
  // A box gift order's payment step: the payment screen's module (one view for both routes).
  'box-payment': { load: lazy(() => import('./payment').then((m) => m.boxPaymentScreen)) },
  'gift-booking': { load: lazy(() => import('./gift-booking').then((m) => m.giftBookingScreen)) },
  booking: { load: lazy(() => import('./booking').then((m) => m.bookingScreen)) },
  payment: { load: lazy(() => import('./payment').then((m) => m.paymentScreen)) },
  'activity-checkout': { load: lazy(() => import('./activity-checkout').then((m) => m.activityCheckoutScreen)) },
  contact: { load: lazy(() => import('./contact').then((m) => m.contactScreen)) },
  'booking-lookup': { load: lazy(() => import('./booking-lookup').then((m) => m.bookingLookupScreen)) },
};

/**
 * THE list of screen modules: the second half of each screen's record. The first half (its words,
 * paths, page category) is in src/routing/screen-registry.ts, apart because the proxy resolves every
 * request through the routing and must not load a screen's views; this half holds only lazy imports.
 * The type is keyed by that registry's `Screen`, so a record without its line here (or a line without
 * a record) does not compile: a screen is its folder, its record and this line. Every screen is built:
 * a route of the registry always has a module. Read by the proxy's existence checks and the personal tree;
 * the cached tree reads only the catalogue's half (src/screens/catalogue-screens.ts).
 */
const SCREENS: { readonly [S in Screen]: ScreenEntry<S> } = { ...CATALOGUE_SCREENS, ...PERSONAL_SCREENS };

/** The personal tree's lookup (every screen: the care host renders catalogue pages per request too). */
export function screenEntry<S extends Screen>(screen: S): ScreenEntry<S> | null {
  return (SCREENS[screen] as ScreenEntry<S> | undefined) ?? null;
}
