import type { Screen } from '@/routing/route';
import { lazy, type ScreenEntry } from './screen-entry';

/**
 * The screens whose pages may render in the cached tree (app/[[...slug]]): those whose record in
 * src/routing/screen-registry.ts does not always say 'personal' (tests/screens/screens.test.ts checks
 * they agree). Apart from the other screens because a page route carries the client code of every
 * screen it can reach: the catalogue pages' first load then carries none of the checkout, lookup,
 * login and splash islands (2.3 kB gzip less on every catalogue page, 6.5 kB on the not-found page,
 * whose route now reaches no screen). Their styles stay in the stylesheet Next shares between routes.
 */
export type CatalogueScreen = 'home' | 'search' | 'content' | 'ideas' | 'landing' | 'product' | 'activity' | 'hotel' | 'boxes' | 'box' | 'gift-card' | 'minisite' | 'minisite-fallback';

export const CATALOGUE_SCREENS: { readonly [S in CatalogueScreen]: ScreenEntry<S> } = {
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
  'gift-card': { load: lazy(() => import('./gift-card').then((m) => m.giftCardScreen)) },
  minisite: { load: lazy(() => import('./minisite').then((m) => m.minisiteScreen)) },
  'minisite-fallback': { load: lazy(() => import('./minisite-fallback').then((m) => m.minisiteFallbackScreen)) },
};

export function isCatalogueScreen(screen: Screen): screen is CatalogueScreen {
  return Object.hasOwn(CATALOGUE_SCREENS, screen);
}

/** The cached tree's lookup: a catalogue screen's entry, null for any other screen. */
export function catalogueScreenEntry<S extends Screen>(screen: S): ScreenEntry<S> | null {
  return isCatalogueScreen(screen) ? (CATALOGUE_SCREENS[screen] as unknown as ScreenEntry<S>) : null;
}
