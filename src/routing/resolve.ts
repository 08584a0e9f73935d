import { isPartnerMinisite } from '@/domain/model/content';
import type { Locale } from '@/domain/model/locale';
import { BOX_DETAIL_SEGMENT, routeName, topLevelKey } from './route-names';
import type { Route, SearchFilters, SearchFlow, SiteRoute } from './route';
import { BELGIUM_SPLASH_SEGMENT, localeOfSite } from './sites';
import {
  BENEFICIARY_ENTRY_SEGMENTS,
  MAX_SEGMENTS,
  decodeSegment,
  isBoxCode,
  isHotelUri,
  isSlug,
  parseId,
} from './segments';

export type { Route, RouteOf, Screen, SiteRoute, SplashRoute } from './route';

/**
 * Path segments (as the catch-all route receives them, without the leading '/') → the route, or
 * null for a 404. Pure and total: any input, however hostile, gives a Route or null.
 *
 * Each route has exactly one accepted spelling (the one href.ts builds): no aliases, no case
 * folding, no trailing extras, so every page has one URL and its canonical is that URL.
 */
export function resolve(segments: readonly string[]): Route | null {
  try {
    if (!Array.isArray(segments) || segments.length > MAX_SEGMENTS) return null;
    const decoded: string[] = [];
    for (const raw of segments) {
      const segment = decodeSegment(raw);
      if (segment === null) return null;
      decoded.push(segment);
    }
    return resolveDecoded(decoded);
  } catch {
    // Nothing above is expected to throw; a 404 is still better than a crash on a hostile URL.
    return null;
  }
}

/** The site a path belongs to, even when the rest is unknown: the not-found page speaks its language. */
export function localeOfPath(segments: readonly string[]): Locale | null {
  const first = segments.length > 0 ? decodeSegment(segments[0]) : null;
  return first === null ? null : localeOfSite(first);
}

function resolveDecoded(segments: readonly string[]): Route | null {
  const [first, ...rest] = segments;
  if (first === undefined) return { screen: 'splash', locale: null, params: {} };
  if (first === BELGIUM_SPLASH_SEGMENT && rest.length === 0) return { screen: 'be-splash', locale: null, params: {} };
  if (first === BENEFICIARY_ENTRY_SEGMENTS[0] && rest.length === 1 && rest[0] === BENEFICIARY_ENTRY_SEGMENTS[1]) {
    return { screen: 'beneficiary-entry', locale: null, params: {} };
  }
  const locale = localeOfSite(first);
  if (locale === null) return null;
  return resolveInSite(locale, rest);
}

function resolveInSite(locale: Locale, segments: readonly string[]): SiteRoute | null {
  const [head, ...tail] = segments;
  if (head === undefined) return { screen: 'home', locale, params: {} };
  const key = topLevelKey(locale, head);
  if (key === undefined) {
    // A single segment that names no route is a static content page; ids are slugs so they are
    // safe to put in an API path.
    return tail.length === 0 && isSlug(head) ? { screen: 'content', locale, params: { id: head } } : null;
  }
  const only = <R extends SiteRoute>(route: R): R | null => (tail.length === 0 ? route : null);
  switch (key) {
    case 'search':
      // The plain stay search; with a city or a theme it has the shorter form below.
      return only({ screen: 'search', locale, params: { flow: 'booking' } });
    case 'city':
    case 'theme':
      return search(locale, { flow: 'booking' }, segments);
    case 'giftSearch':
      return search(locale, { flow: 'gifting' }, tail);
    case 'activitySearch':
      return search(locale, { flow: 'activity' }, tail);
    case 'hotelSearch':
      return search(locale, { flow: 'hotel' }, tail);
    case 'beneficiarySearch':
      // The code form sits under the beneficiary route; anything else there is the beneficiary's stays.
      if (tail.length === 1 && tail[0] === routeName(locale, 'beneficiaryLogin')) return { screen: 'beneficiary-login', locale, params: {} };
      return search(locale, { flow: 'beneficiary' }, tail);
    case 'product':
    case 'activity': {
      const params = idAndSlug(tail);
      if (params === null) return null;
      return key === 'product' ? { screen: 'product', locale, params } : { screen: 'activity', locale, params };
    }
    case 'hotel':
      return hotel(locale, tail);
    case 'boxes':
      return box(locale, tail);
    case 'giftCard':
      return only({ screen: 'gift-card', locale, params: {} });
    case 'giftBooking':
      return only({ screen: 'gift-booking', locale, params: {} });
    case 'booking':
      return only({ screen: 'booking', locale, params: {} });
    case 'payment':
      return only({ screen: 'payment', locale, params: {} });
    case 'activityCheckout':
      return only({ screen: 'activity-checkout', locale, params: {} });
    case 'contact':
      return only({ screen: 'contact', locale, params: {} });
    case 'bookingLookup':
      return only({ screen: 'booking-lookup', locale, params: {} });
    case 'ideas':
      return only({ screen: 'ideas', locale, params: {} });
    case 'landing':
      return tail.length === 1 && tail[0] !== undefined && isSlug(tail[0])
        ? { screen: 'landing', locale, params: { slug: tail[0] } }
        : null;
    case 'minisite':
      return minisite(locale, tail);
    case 'customerCare':
      return tail.length === 1 && tail[0] === routeName(locale, 'customerCareLogin')
        ? { screen: 'customer-care-login', locale, params: {} }
        : null;
  }
}

type SearchBase = { flow: Exclude<SearchFlow, 'box'> } | { flow: 'box'; code: string };

/**
 * `[{city}/{slug}][/{theme}/{slug}]` after a search's flow prefix. Empty filters are only valid for
 * flows whose prefix is a segment of its own (the booking flow's plain form is `/{search}`).
 */
function search(locale: Locale, base: SearchBase, segments: readonly string[]): SiteRoute<'search'> | null {
  const filters = searchFilters(locale, segments);
  if (filters === null) return null;
  if (base.flow === 'booking' && filters.city === undefined && filters.theme === undefined) return null;
  return { screen: 'search', locale, params: { ...base, ...filters } };
}

function searchFilters(locale: Locale, segments: readonly string[]): SearchFilters | null {
  const filters: SearchFilters = {};
  let index = 0;
  const cityKey = routeName(locale, 'city');
  const themeKey = routeName(locale, 'theme');
  if (segments[index] === cityKey) {
    const slug = segments[index + 1];
    if (slug === undefined || !isSlug(slug)) return null;
    filters.city = slug;
    index += 2;
  }
  if (segments[index] === themeKey) {
    const slug = segments[index + 1];
    if (slug === undefined || !isSlug(slug)) return null;
    filters.theme = slug;
    index += 2;
  }
  return index === segments.length ? filters : null;
}

/** `{id}` or `{id}/{slug}`: the id stays the second path segment (spec: "the id is the second path segment"). */
function idAndSlug(segments: readonly string[]): { id: number; slug?: string } | null {
  const [rawId, slug, ...extra] = segments;
  if (rawId === undefined || extra.length > 0) return null;
  const id = parseId(rawId);
  if (id === null) return null;
  if (slug === undefined) return { id };
  return isSlug(slug) ? { id, slug } : null;
}

function hotel(locale: Locale, segments: readonly string[]): SiteRoute<'hotel'> | null {
  const [ref, ...extra] = segments;
  if (ref === undefined || extra.length > 0) return null;
  if (/^[0-9]+$/.test(ref)) {
    const id = parseId(ref);
    return id === null ? null : { screen: 'hotel', locale, params: { by: 'id', id } };
  }
  return isHotelUri(ref) ? { screen: 'hotel', locale, params: { by: 'uri', uri: ref } } : null;
}

/** Everything under the localised box route: listing, detail, box-flow search, booking, payment. */
function box(locale: Locale, segments: readonly string[]): SiteRoute | null {
  const [variant, ...rest] = segments;
  if (variant === undefined) return { screen: 'boxes', locale, params: {} };
  if (variant === BOX_DETAIL_SEGMENT) {
    const [slug, code, ...extra] = rest;
    if (slug === undefined || code === undefined || extra.length > 0) return null;
    return isSlug(slug) && isBoxCode(code) ? { screen: 'box', locale, params: { slug, code } } : null;
  }
  const [code, ...after] = rest;
  if (code === undefined || !isBoxCode(code)) return null;
  if (variant === routeName(locale, 'boxStays')) return search(locale, { flow: 'box', code }, after);
  if (after.length > 0) return null;
  if (variant === routeName(locale, 'booking')) return { screen: 'box-booking', locale, params: { code } };
  if (variant === routeName(locale, 'payment')) return { screen: 'box-payment', locale, params: { code } };
  return null;
}

function minisite(locale: Locale, segments: readonly string[]): SiteRoute | null {
  const [slug, ...extra] = segments;
  if (slug === undefined || extra.length > 0 || !isSlug(slug)) return null;
  return isPartnerMinisite(slug)
    ? { screen: 'minisite', locale, params: { partner: slug } }
    : { screen: 'minisite-fallback', locale, params: { slug } };
}
