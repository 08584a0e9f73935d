import { BOX_QUERY_PATTERN } from '@/domain/beneficiary/product-mode';
import { isPartnerMinisite } from '@/domain/model/content';
import { MINISITE_QUERY_KEY } from '@/domain/minisite/context';
import type { Route, Screen } from './route';
import type { PageTree } from './page-forms';

/**
 * Where each screen renders (issue 24): catalogue pages in the cached tree (the same HTML for every
 * visitor, served from Next's cache with a shared Cache-Control); pages that carry a visitor's own data
 * (a checkout, a voucher, a form's answer, the visitor's language) in the personal tree, rendered per
 * request and never stored. The type makes every screen choose.
 */
const SCREEN_TREE: { readonly [S in Screen]: PageTree } = {
  // The country splash pages speak the visitor's language (Accept-Language).
  splash: 'personal',
  'be-splash': 'personal',
  'beneficiary-entry': 'personal',
  home: 'cached',
  search: 'cached',
  content: 'cached',
  ideas: 'cached',
  landing: 'cached',
  'customer-care-login': 'personal',
  'beneficiary-login': 'personal',
  product: 'cached',
  activity: 'cached',
  hotel: 'cached',
  boxes: 'cached',
  box: 'cached',
  'box-booking': 'personal',
  'box-payment': 'personal',
  'gift-card': 'cached',
  'gift-booking': 'personal',
  booking: 'personal',
  payment: 'personal',
  'activity-checkout': 'personal',
  // Its thank-you state and form are the visitor's.
  contact: 'personal',
  'booking-lookup': 'personal',
  minisite: 'cached',
  'minisite-fallback': 'cached',
};

type Query = Pick<URLSearchParams, 'get'>;

/**
 * The query keys a cached screen's variants read, each with the values it may take: the closed set
 * the proxy writes into the page's path (any other key or value does not reach the render; the
 * browser's islands still read the whole URL).
 */
const VARIANTS: Partial<Record<Screen, Readonly<Record<string, (value: string) => boolean>>>> = {
  // Gifts: the same path with flow=gifting (part 2 §2).
  home: { flow: (value) => value === 'gifting' },
  product: {
    flow: (value) => value === 'gifting',
    // A stay as included in a box (?box=<code>, from a box's stays).
    box: (value) => BOX_QUERY_PATTERN.test(value),
    // The partner a product page was entered from.
    [MINISITE_QUERY_KEY]: isPartnerMinisite,
  },
};

/**
 * Requests that carry the visitor's own data render in the personal tree whatever their screen: a
 * redemption reads the visitor's voucher (its cookie) on the product page (`?flow=beneficiary`) and on
 * the beneficiary's stays search (a path flow).
 */
function isPersonalRequest(route: Route, query: Query): boolean {
  if (route.screen === 'product') return query.get('flow') === 'beneficiary';
  if (route.screen === 'search') return route.params.flow === 'beneficiary';
  return false;
}

export function treeOf(route: Route, query: Query): PageTree {
  return isPersonalRequest(route, query) ? 'personal' : SCREEN_TREE[route.screen];
}

/** The variant query of a cached screen's request: only its own keys with values it takes. */
export function variantQueryOf(route: Route, query: Query): Record<string, string> {
  const keys = VARIANTS[route.screen] ?? {};
  const variant: Record<string, string> = {};
  for (const [key, accepts] of Object.entries(keys)) {
    const value = query.get(key);
    if (value !== null && accepts(value)) variant[key] = value;
  }
  return variant;
}
