import type { Locale, PointOfSale } from '@/domain/model/locale';
import type { GiftFormat } from '@/domain/model/search';
import { isPartnerMinisite } from '@/domain/model/content';
import { ROUTE_NAMES } from './route-names';
import { isSiteRoute, type HotelParams, type Route, type ScreenParams, type SearchFilters, type SearchFlow, type SearchParams, type SiteScreen, type SplashScreen } from './route';
import { SITE_SCREENS, SPLASH_SCREENS } from './screen-registry';
import { SPLASH_COUNTRIES, siteCode } from './sites';

/**
 * The inverse of resolve: typed params → the path (with the site prefix). Components never build a
 * storefront path by hand. The segments are each screen's record's (screen-registry.ts); the named
 * builders below only add the query and hash a page takes. Data segments are percent-encoded, so a slug
 * from the API can never add a segment or a query; a slug outside the slug pattern gives a link that
 * resolves to not-found rather than to another page.
 */

/** The path of a site screen's route: `/{site code}/{its record's segments}`. */
function screenPath<S extends SiteScreen>(screen: S, locale: Locale, params: ScreenParams[S]): string {
  const segments = SITE_SCREENS[screen].path(params, ROUTE_NAMES[locale]);
  return ['', siteCode(locale), ...segments.map(encodeURIComponent)].join('/');
}

/** The fixed path of a page of no site ('/' for the country splash). */
function splashPath(screen: SplashScreen): string {
  return `/${SPLASH_SCREENS[screen].path.map(encodeURIComponent).join('/')}`;
}

/** `key=value&…` of the defined values, in the given order (also the hash's format, see search-query.ts). */
function encodePairs(pairs: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(pairs)) if (value !== undefined) params.set(key, value);
  return params.toString();
}

function withQuery(base: string, query: Readonly<Record<string, string | undefined>>): string {
  const text = encodePairs(query);
  return text === '' ? base : `${base}?${text}`;
}

function withHash(base: string, hash: Readonly<Record<string, string | undefined>>): string {
  const text = encodePairs(hash);
  return text === '' ? base : `${base}#${text}`;
}

/** A box offered as a gift: its format and code. */
export interface GiftBookingBox {
  giftFormat: GiftFormat;
  code: string;
}

/** A stay offered as a gift (single voucher): the product and the buyer's gift setup. */
export interface GiftBookingStay {
  productId: number;
  giftFormat: GiftFormat;
  giftNights: number;
  bucket: number;
  upsell: 'none' | 'availability';
  /** Chosen custom sub-elements by id. */
  subElements: readonly number[];
}

export type SearchHrefParams = SearchFilters &
  ({ flow?: Exclude<SearchFlow, 'box'> } | { flow: 'box'; code: string });

/** A search's path; without a flow, the booking search. */
function search(locale: Locale, params: SearchHrefParams = {}): string {
  const full: SearchParams = params.flow === 'box' ? params : { ...params, flow: params.flow ?? 'booking' };
  return screenPath('search', locale, full);
}

/** `{ id }` or `{ id, slug }`: a route's params never hold an undefined slug. */
const idAndSlug = (id: number, slug: string | undefined) => (slug === undefined ? { id } : { id, slug });

export const href = {
  /** The country splash; also the x-default of every hreflang set. */
  splash: (): string => splashPath('splash'),
  beSplash: (): string => splashPath('be-splash'),
  /** Where a country of the splash (or a footer country link) leads: its site, or the Belgium splash. */
  country: (country: PointOfSale): string => {
    const entry = SPLASH_COUNTRIES.find((candidate) => candidate.country === country);
    if (entry === undefined || entry.locales.length > 1) return href.beSplash();
    return href.home(entry.locales[0]);
  },
  /** The Gifts tab of the home page is the same path with flow=gifting (spec part 2 §2 home). */
  home: (locale: Locale, options: { flow?: 'gifting' } = {}): string => withQuery(screenPath('home', locale, {}), { flow: options.flow }),
  search,
  /**
   * A gift stay's page says `?flow=gifting` (part 1 §2: the gifting flow carries no hash, the query names the flow);
   * a beneficiary's stay `?flow=beneficiary` (redemption with the voucher of its cookie).
   */
  product: (locale: Locale, id: number, slug?: string, options: { flow?: 'gifting' | 'beneficiary' } = {}): string =>
    withQuery(screenPath('product', locale, idAndSlug(id, slug)), { flow: options.flow }),
  activity: (locale: Locale, id: number, slug?: string): string => screenPath('activity', locale, idAndSlug(id, slug)),
  /** By id (`hotel(locale, 1042)`), by the hotel's own uri (`hotel(locale, 'hotel-x-1042')`) or by params. */
  hotel: (locale: Locale, hotel: number | string | HotelParams): string =>
    screenPath('hotel', locale, typeof hotel === 'object' ? hotel : typeof hotel === 'number' ? { by: 'id', id: hotel } : { by: 'uri', uri: hotel }),
  boxes: (locale: Locale): string => screenPath('boxes', locale, {}),
  /** Changing the format swaps the code (…EBOX ↔ …PBOX), the last segment. */
  box: (locale: Locale, slug: string, code: string): string => screenPath('box', locale, { slug, code }),
  boxBooking: (locale: Locale, code: string): string => screenPath('box-booking', locale, { code }),
  boxPayment: (locale: Locale, code: string): string => screenPath('box-payment', locale, { code }),
  giftCard: (locale: Locale): string => screenPath('gift-card', locale, {}),
  /**
   * Gift booking: a box (Confirm → giftFormat and code, spec part 2 §2 box detail) or a single
   * voucher (the product page's Offer → the stay and its gift setup; the page prices it again).
   */
  giftBooking: (locale: Locale, gift?: GiftBookingBox | GiftBookingStay): string => {
    const base = screenPath('gift-booking', locale, {});
    if (gift === undefined || 'code' in gift) return withQuery(base, { giftFormat: gift?.giftFormat, code: gift?.code });
    return withQuery(base, {
      productId: String(gift.productId),
      giftFormat: gift.giftFormat,
      giftNights: String(gift.giftNights),
      bucket: String(gift.bucket),
      upsell: gift.upsell,
      subElements: gift.subElements.length > 0 ? gift.subElements.join(',') : undefined,
    });
  },
  booking: (locale: Locale): string => screenPath('booking', locale, {}),
  payment: (locale: Locale): string => screenPath('payment', locale, {}),
  /** Hash id and a; customType=OWN_USE in the query when bought for oneself (spec part 2 §2 activity voucher). */
  activityCheckout: (locale: Locale, order?: { id: number; participants: number; ownUse?: boolean }): string =>
    withHash(withQuery(screenPath('activity-checkout', locale, {}), { customType: order?.ownUse ? 'OWN_USE' : undefined }), {
      id: order === undefined ? undefined : String(order.id),
      a: order === undefined ? undefined : String(order.participants),
    }),
  /** After a sent message the contact page is shown again with ref=contact_thank_you. */
  contact: (locale: Locale, options: { thankYou?: boolean } = {}): string =>
    withQuery(screenPath('contact', locale, {}), { ref: options.thankYou ? 'contact_thank_you' : undefined }),
  /** Booking lookup; the booking reference goes in hash r. */
  bookingLookup: (locale: Locale, reference?: string): string =>
    withHash(screenPath('booking-lookup', locale, {}), { r: reference }),
  ideas: (locale: Locale): string => screenPath('ideas', locale, {}),
  landing: (locale: Locale, slug: string): string => screenPath('landing', locale, { slug }),
  /** A partner's minisite; an unknown slug resolves to the fallback page. */
  minisite: (locale: Locale, slug: string): string =>
    isPartnerMinisite(slug) ? screenPath('minisite', locale, { partner: slug }) : screenPath('minisite-fallback', locale, { slug }),
  /** Static content page; the id must not be one of the locale's route names (it would name that route). */
  content: (locale: Locale, id: string): string => screenPath('content', locale, { id }),
  customerCareLogin: (locale: Locale): string => screenPath('customer-care-login', locale, {}),

  /** The account application's fixed paths (spec part 2 §2 header): same host, no site prefix. */
  account: {
    signIn: (origin: string): string => withQuery('/account/signin', { origin }),
    profile: (): string => '/account/settings/profile',
    trips: (): string => '/account/trips',
    wishlist: (): string => '/account/wishlist',
  },
  /** The fixed path of the header and the burger (part 2 §2); it leads to a site's beneficiaryLoginPage. */
  beneficiaryLogin: (): string => splashPath('beneficiary-entry'),
  /** The site's beneficiary code form, under the beneficiary route. */
  beneficiaryLoginPage: (locale: Locale): string => screenPath('beneficiary-login', locale, {}),
} as const;

/** The path of any route: what resolve would turn back into it. */
export function hrefOf(route: Route): string {
  return isSiteRoute(route) ? screenPath(route.screen, route.locale, route.params) : splashPath(route.screen);
}
