import type { Screen } from '@/routing';

/**
 * The page category every page and click event carries (part 2 §2 shell rules), from the route's
 * screen. Names are the analytics team's, stable across languages and URLs.
 */
const PAGE_CATEGORIES: Readonly<Record<Screen, string>> = {
  splash: 'splash',
  'be-splash': 'splash',
  home: 'home',
  search: 'search',
  product: 'product',
  activity: 'activity',
  hotel: 'hotel',
  boxes: 'box-listing',
  box: 'box',
  'box-booking': 'checkout',
  'box-payment': 'checkout',
  'gift-card': 'gift-card',
  'gift-booking': 'checkout',
  booking: 'checkout',
  payment: 'checkout',
  'activity-checkout': 'checkout',
  contact: 'contact',
  'booking-lookup': 'booking-lookup',
  ideas: 'ideas',
  landing: 'landing',
  minisite: 'minisite',
  'minisite-fallback': 'minisite',
  content: 'content',
  'customer-care-login': 'customer-care',
  'beneficiary-entry': 'beneficiary',
  'beneficiary-login': 'beneficiary',
};

export const NOT_FOUND_PAGE_CATEGORY = 'not-found';

/** The category of a screen; a page without a route (the not-found page) is 'not-found'. */
export function pageCategoryOf(screen: Screen | null): string {
  return screen === null ? NOT_FOUND_PAGE_CATEGORY : PAGE_CATEGORIES[screen];
}
