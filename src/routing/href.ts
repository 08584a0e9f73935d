import type { Locale, PointOfSale } from '@/domain/model/locale';
import type { GiftFormat } from '@/domain/model/search';
import { BOX_DETAIL_SEGMENT, routeName, type RouteNameKey } from './route-names';
import type { HotelParams, Route, SearchFilters, SearchFlow, SiteRoute } from './route';
import { BENEFICIARY_ENTRY_SEGMENTS } from './segments';
import { BELGIUM_SPLASH_SEGMENT, SPLASH_COUNTRIES, SPLASH_PATH, siteCode } from './sites';

/**
 * The inverse of resolve: typed params → the path (with the site prefix). Components never build a
 * storefront path by hand. Data segments are percent-encoded, so a slug from the API can never add a
 * segment or a query; a slug outside the slug pattern gives a link that resolves to not-found rather
 * than to another page.
 */

function path(locale: Locale, ...segments: readonly string[]): string {
  return ['', siteCode(locale), ...segments.map(encodeURIComponent)].join('/');
}

const name = routeName;

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

/** Flow prefix of a search path; the booking flow has none when a city or theme follows. */
function searchPrefix(locale: Locale, params: SearchHrefParams): string[] {
  switch (params.flow) {
    case undefined:
    case 'booking':
      return params.city === undefined && params.theme === undefined ? [name(locale, 'search')] : [];
    case 'gifting':
      return [name(locale, 'giftSearch')];
    case 'activity':
      return [name(locale, 'activitySearch')];
    case 'hotel':
      return [name(locale, 'hotelSearch')];
    case 'beneficiary':
      return [name(locale, 'beneficiarySearch')];
    case 'box':
      return [name(locale, 'boxes'), name(locale, 'boxStays'), params.code];
  }
}

function search(locale: Locale, params: SearchHrefParams = {}): string {
  const segments = searchPrefix(locale, params);
  if (params.city !== undefined) segments.push(name(locale, 'city'), params.city);
  if (params.theme !== undefined) segments.push(name(locale, 'theme'), params.theme);
  return path(locale, ...segments);
}

/** Pages whose path is the site and one route name. */
const single = (key: RouteNameKey) => (locale: Locale) => path(locale, name(locale, key));

export const href = {
  /** The country splash; also the x-default of every hreflang set. */
  splash: (): string => SPLASH_PATH,
  beSplash: (): string => `/${BELGIUM_SPLASH_SEGMENT}`,
  /** Where a country of the splash (or a footer country link) leads: its site, or the Belgium splash. */
  country: (country: PointOfSale): string => {
    const entry = SPLASH_COUNTRIES.find((candidate) => candidate.country === country);
    if (entry === undefined || entry.locales.length > 1) return href.beSplash();
    return href.home(entry.locales[0]);
  },
  /** The Gifts tab of the home page is the same path with flow=gifting (spec part 2 §2 home). */
  home: (locale: Locale, options: { flow?: 'gifting' } = {}): string => withQuery(path(locale), { flow: options.flow }),
  search,
  /**
   * A gift stay's page says `?flow=gifting` (part 1 §2: the gifting flow carries no hash, the query names the flow);
   * a beneficiary's stay `?flow=beneficiary` (redemption with the voucher of its cookie).
   */
  product: (locale: Locale, id: number, slug?: string, options: { flow?: 'gifting' | 'beneficiary' } = {}): string =>
    withQuery(path(locale, name(locale, 'product'), String(id), ...(slug === undefined ? [] : [slug])), { flow: options.flow }),
  activity: (locale: Locale, id: number, slug?: string): string =>
    path(locale, name(locale, 'activity'), String(id), ...(slug === undefined ? [] : [slug])),
  /** By id (`hotel(locale, 1042)`), by the hotel's own uri (`hotel(locale, 'hotel-x-1042')`) or by params. */
  hotel: (locale: Locale, hotel: number | string | HotelParams): string => {
    const ref = typeof hotel === 'object' ? (hotel.by === 'id' ? String(hotel.id) : hotel.uri) : String(hotel);
    return path(locale, name(locale, 'hotel'), ref);
  },
  boxes: single('boxes'),
  /** Changing the format swaps the code (…EBOX ↔ …PBOX), the last segment. */
  box: (locale: Locale, slug: string, code: string): string =>
    path(locale, name(locale, 'boxes'), BOX_DETAIL_SEGMENT, slug, code),
  boxBooking: (locale: Locale, code: string): string => path(locale, name(locale, 'boxes'), name(locale, 'booking'), code),
  boxPayment: (locale: Locale, code: string): string => path(locale, name(locale, 'boxes'), name(locale, 'payment'), code),
  giftCard: single('giftCard'),
  /**
   * Gift booking: a box (Confirm → giftFormat and code, spec part 2 §2 box detail) or a single
   * voucher (the product page's Offer → the stay and its gift setup; the page prices it again).
   */
  giftBooking: (locale: Locale, gift?: GiftBookingBox | GiftBookingStay): string => {
    const base = path(locale, name(locale, 'giftBooking'));
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
  booking: single('booking'),
  payment: single('payment'),
  /** Hash id and a; customType=OWN_USE in the query when bought for oneself (spec part 2 §2 activity voucher). */
  activityCheckout: (locale: Locale, order?: { id: number; participants: number; ownUse?: boolean }): string =>
    withHash(withQuery(path(locale, name(locale, 'activityCheckout')), { customType: order?.ownUse ? 'OWN_USE' : undefined }), {
      id: order === undefined ? undefined : String(order.id),
      a: order === undefined ? undefined : String(order.participants),
    }),
  /** After a sent message the contact page is shown again with ref=contact_thank_you. */
  contact: (locale: Locale, options: { thankYou?: boolean } = {}): string =>
    withQuery(path(locale, name(locale, 'contact')), { ref: options.thankYou ? 'contact_thank_you' : undefined }),
  /** Booking lookup; the booking reference goes in hash r. */
  bookingLookup: (locale: Locale, reference?: string): string =>
    withHash(path(locale, name(locale, 'bookingLookup')), { r: reference }),
  ideas: single('ideas'),
  landing: (locale: Locale, slug: string): string => path(locale, name(locale, 'landing'), slug),
  /** A partner's minisite; an unknown slug resolves to the fallback page. */
  minisite: (locale: Locale, slug: string): string => path(locale, name(locale, 'minisite'), slug),
  /** Static content page; the id must not be one of the locale's route names (it would name that route). */
  content: (locale: Locale, id: string): string => path(locale, id),
  customerCareLogin: (locale: Locale): string =>
    path(locale, name(locale, 'customerCare'), name(locale, 'customerCareLogin')),

  /** The account application's fixed paths (spec part 2 §2 header): same host, no site prefix. */
  account: {
    signIn: (origin: string): string => withQuery('/account/signin', { origin }),
    profile: (): string => '/account/settings/profile',
    trips: (): string => '/account/trips',
    wishlist: (): string => '/account/wishlist',
  },
  /** The fixed path of the header and the burger (part 2 §2); it leads to a site's beneficiaryLoginPage. */
  beneficiaryLogin: (): string => `/${BENEFICIARY_ENTRY_SEGMENTS.join('/')}`,
  /** The site's beneficiary code form, under the beneficiary route. */
  beneficiaryLoginPage: (locale: Locale): string => path(locale, name(locale, 'beneficiarySearch'), name(locale, 'beneficiaryLogin')),
} as const;

/** The path of any route: what resolve would turn back into it. */
export function hrefOf(route: Route): string {
  switch (route.screen) {
    case 'splash':
      return href.splash();
    case 'be-splash':
      return href.beSplash();
    case 'beneficiary-entry':
      return href.beneficiaryLogin();
    default:
      return siteHref(route);
  }
}

function siteHref(route: SiteRoute): string {
  const { locale } = route;
  switch (route.screen) {
    case 'home':
      return href.home(locale);
    case 'search':
      return href.search(locale, route.params);
    case 'product':
      return href.product(locale, route.params.id, route.params.slug);
    case 'activity':
      return href.activity(locale, route.params.id, route.params.slug);
    case 'hotel':
      return href.hotel(locale, route.params);
    case 'boxes':
      return href.boxes(locale);
    case 'box':
      return href.box(locale, route.params.slug, route.params.code);
    case 'box-booking':
      return href.boxBooking(locale, route.params.code);
    case 'box-payment':
      return href.boxPayment(locale, route.params.code);
    case 'gift-card':
      return href.giftCard(locale);
    case 'gift-booking':
      return href.giftBooking(locale);
    case 'booking':
      return href.booking(locale);
    case 'payment':
      return href.payment(locale);
    case 'activity-checkout':
      return href.activityCheckout(locale);
    case 'contact':
      return href.contact(locale);
    case 'booking-lookup':
      return href.bookingLookup(locale);
    case 'ideas':
      return href.ideas(locale);
    case 'landing':
      return href.landing(locale, route.params.slug);
    case 'minisite':
      return href.minisite(locale, route.params.partner);
    case 'minisite-fallback':
      return href.minisite(locale, route.params.slug);
    case 'content':
      return href.content(locale, route.params.id);
    case 'customer-care-login':
      return href.customerCareLogin(locale);
    case 'beneficiary-login':
      return href.beneficiaryLoginPage(locale);
  }
}
