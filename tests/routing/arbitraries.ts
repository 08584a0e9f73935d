import fc from 'fast-check';
import { LOCALES, type Locale } from '@/domain/model/locale';
import { PARTNER_MINISITES } from '@/domain/model/content';
import { ROUTE_NAMES, SUB_KEYS, TOP_LEVEL_KEYS, BOX_DETAIL_SEGMENT } from '@/routing/route-names';
import { SITE_CODES } from '@/routing/sites';
import { hrefOf } from '@/routing/href';
import type { SearchFlow, SearchParams, SiteRoute } from '@/routing/route';

/** Generators of valid route parameters, shared by the routing tests. */

export const locale = fc.constantFrom<Locale>(...LOCALES);

const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
export const slug = fc.array(word, { minLength: 1, maxLength: 5 }).map((words) => words.join('-'));
export const id = fc.integer({ min: 1, max: 999_999_999_999_999 });
export const boxCode = fc
  .tuple(fc.array(fc.stringMatching(/^[A-Z0-9]{1,8}$/), { maxLength: 3 }), fc.constantFrom('EBOX', 'PBOX'))
  .map(([stem, suffix]) => [...stem, suffix].join('-'));
export const hotelUri = slug.filter((value) => !/^[0-9]+$/.test(value));

const topLevelNames = (l: Locale): readonly string[] => TOP_LEVEL_KEYS.map((key) => ROUTE_NAMES[l][key]);

/** A content id of a locale: any slug that is not one of its top-level route names. */
export const contentId = (l: Locale) => slug.filter((value) => !topLevelNames(l).includes(value));
export const fallbackSlug = slug.filter((value) => !(PARTNER_MINISITES as readonly string[]).includes(value));

const filters = fc.record({ city: slug, theme: slug }, { requiredKeys: [], noNullPrototype: true });

export const searchParams: fc.Arbitrary<SearchParams> = fc.oneof(
  fc
    .tuple(fc.constantFrom<Exclude<SearchFlow, 'box'>>('booking', 'gifting', 'activity', 'hotel', 'beneficiary'), filters)
    .map(([flow, f]): SearchParams => ({ flow, ...f })),
  fc.tuple(boxCode, filters).map(([code, f]): SearchParams => ({ flow: 'box', code, ...f })),
);

/** Any valid site route, of every screen. */
export const siteRoute: fc.Arbitrary<SiteRoute> = locale.chain((l): fc.Arbitrary<SiteRoute> => {
  const none = <S extends SiteRoute['screen']>(screen: S) => fc.constant({ screen, locale: l, params: {} } as SiteRoute);
  const idSlug = fc.record({ id, slug }, { requiredKeys: ['id'], noNullPrototype: true });
  return fc.oneof(
    none('home'),
    searchParams.map((params): SiteRoute => ({ screen: 'search', locale: l, params })),
    idSlug.map((params): SiteRoute => ({ screen: 'product', locale: l, params })),
    idSlug.map((params): SiteRoute => ({ screen: 'activity', locale: l, params })),
    id.map((value): SiteRoute => ({ screen: 'hotel', locale: l, params: { by: 'id', id: value } })),
    hotelUri.map((uri): SiteRoute => ({ screen: 'hotel', locale: l, params: { by: 'uri', uri } })),
    none('boxes'),
    fc.record({ slug, code: boxCode }, { noNullPrototype: true }).map((params): SiteRoute => ({ screen: 'box', locale: l, params })),
    boxCode.map((code): SiteRoute => ({ screen: 'box-booking', locale: l, params: { code } })),
    boxCode.map((code): SiteRoute => ({ screen: 'box-payment', locale: l, params: { code } })),
    none('gift-card'),
    none('gift-booking'),
    none('booking'),
    none('payment'),
    none('activity-checkout'),
    none('contact'),
    none('booking-lookup'),
    none('ideas'),
    slug.map((value): SiteRoute => ({ screen: 'landing', locale: l, params: { slug: value } })),
    fc.constantFrom(...PARTNER_MINISITES).map((partner): SiteRoute => ({ screen: 'minisite', locale: l, params: { partner } })),
    fallbackSlug.map((value): SiteRoute => ({ screen: 'minisite-fallback', locale: l, params: { slug: value } })),
    contentId(l).map((value): SiteRoute => ({ screen: 'content', locale: l, params: { id: value } })),
    none('customer-care-login'),
    none('beneficiary-login'),
  );
});

/** Words that make random paths reach deep into the resolver: site codes, every route name, odd bits. */
export const routeWord = fc.constantFrom(
  ...Object.values(SITE_CODES),
  ...LOCALES.flatMap((l) => [...TOP_LEVEL_KEYS, ...SUB_KEYS].map((key) => ROUTE_NAMES[l][key])),
  BOX_DETAIL_SEGMENT,
  'be',
  'macif',
  'paris',
  'WEEKEND-ROMANTIC-EBOX',
  'X-PBOX',
  '42',
  '007',
  '0',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%',
  '%E0%A4%A',
  'a%20b',
  '',
);

/** Path segments as a URL gives them (without the query or hash). */
export function split(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter((segment) => segment !== '');
}

type Mutation = (segments: string[]) => string[];

/** Small edits of a path: what a typo, a truncated link or a probe does to a valid URL. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat().map((i): Mutation => (s) => s.filter((_, index) => index !== i % Math.max(s.length, 1))),
  fc.tuple(fc.nat(), routeWord).map(([i, w]): Mutation => (s) => s.toSpliced(i % (s.length + 1), 0, w)),
  fc.tuple(fc.nat(), routeWord).map(([i, w]): Mutation => (s) => s.map((x, index) => (index === i % Math.max(s.length, 1) ? w : x))),
  fc.nat().map((i): Mutation => (s) => s.map((x, index) => (index === i % Math.max(s.length, 1) ? x.toUpperCase() : x))),
  fc.nat().map((i): Mutation => (s) =>
    s.map((x, index) => (index === i % Math.max(s.length, 1) ? x.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`) : x)),
  ),
);

/** Segments of a valid route's path, then zero to three edits. */
export const nearlyValidPath = fc
  .tuple(siteRoute, fc.array(mutation, { maxLength: 3 }))
  .map(([route, edits]) => edits.reduce((segments, edit) => edit(segments), split(hrefOf(route))));
