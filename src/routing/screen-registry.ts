import { BOX_QUERY_PATTERN } from '@/domain/beneficiary/product-mode';
import { MINISITE_QUERY_KEY } from '@/domain/minisite/context';
import { isPartnerMinisite, type PartnerMinisite } from '@/domain/model/content';
import type { PageTree } from './page-forms';
import type { HotelParams, SearchParams } from './path-params';
import { WORDS, type Language, type RouteNameKey, type RouteNames, type RouteWord } from './route-words';
import { SEARCH_START_WORDS, matchSearch, searchSegments } from './search-path';
import { BENEFICIARY_ENTRY_SEGMENTS, BOX_DETAIL_SEGMENT, isBoxCode, isHotelUri, isSlug, parseId } from './segments';
import { BELGIUM_SPLASH_SEGMENT } from './sites';

/**
 * THE registry of screens: one record per screen, from which everything the routing knows about it
 * derives — its path in both directions (resolve.ts, href.ts), its page category (analytics), its
 * hreflang equivalents (alternates.ts), whether it belongs to the activity-only flow, and the
 * `Screen` type itself (route.ts).
 *
 * A screen lives in two halves on purpose: this routing half (words, paths, category: plain data and
 * pure functions) and its module's lazy `import()` in src/screens/screens.ts. The proxy resolves every
 * request through this file, so it must not reach any screen's views; screens.ts is typed
 * `{ [S in Screen]: … }` with `Screen` derived from the keys below, so neither half compiles without
 * the other. Adding a screen: its words (if new) and its record here, its line in screens.ts, its folder.
 */

// ——— Words: src/routing/route-words.ts ———

export { WORDS, type Language, type RouteNameKey, type RouteNames, type RouteWord };

/** What a record matches against: the site's words, and which of them start a route (so are no content id). */
export interface SiteWords {
  readonly names: RouteNames;
  startsRoute(segment: string): boolean;
}

// ——— Records ———

/** What a record reads of a request's query (URLSearchParams). */
export type QueryReader = Pick<URLSearchParams, 'get'>;

type NoParams = Record<string, never>;

/** A screen of a site: its paths are `/{site code}/…`. */
export interface SiteScreenRecord<P> {
  /** The words its paths may start with after the site code; none for the home and content pages. */
  readonly starts: readonly RouteNameKey[];
  /** The page category every page and click event carries (part 2 §2 shell rules): the analytics team's names. */
  readonly category: string;
  /**
   * Where its pages render (issue 24, src/routing/page-forms.ts): 'cached', the same HTML for every visitor
   * from Next's cache; 'personal', per request and never stored (a visitor's own data). A function when
   * its params or query decide.
   */
  readonly rendering: PageTree | ((params: P, query: QueryReader) => PageTree);
  /**
   * The query keys a cached page's variants read, each with the values it takes: the closed set the
   * proxy writes into the page's path (any other key or value never reaches the render).
   */
  readonly variants?: Readonly<Record<string, (value: string) => boolean>>;
  /**
   * The same params name the same page in every site (ids, box codes, hotel uris), so hreflang can list
   * it everywhere without the page's data; false for per-language slugs (city, landing, content…).
   */
  readonly languageNeutral: boolean | ((params: P) => boolean);
  /** Part of the activity-only flow (part 2 §2): 404 and no links to it when the feature is off. */
  readonly activityOnly?: boolean | ((params: P) => boolean);
  /**
   * The decoded segments after the site code → its params, or null when the path is not this screen.
   * Exactly one spelling per page: no aliases, no case folding, no trailing extras. No two records
   * match the same path (tests/routing/screen-registry.test.ts), so the records' order decides nothing.
   */
  match(segments: readonly string[], site: SiteWords): P | null;
  /** The inverse of match: the (unencoded) segments after the site code. */
  path(params: P, names: RouteNames): readonly string[];
}

/** A page of no site (the splashes choose one): one fixed path, no params. */
export interface SplashScreenRecord {
  readonly category: string;
  /** The splashes speak the visitor's language (Accept-Language): rendered per request. */
  readonly rendering: 'personal';
  /** Its path's segments from the root. */
  readonly path: readonly string[];
}

const site = <P>(record: SiteScreenRecord<P>): SiteScreenRecord<P> => record;

/** Pages whose path is a fixed run of words (most often one) and nothing else. */
function wordsOnly(...words: [RouteNameKey, ...RouteNameKey[]]): Pick<SiteScreenRecord<NoParams>, 'starts' | 'match' | 'path'> {
  return {
    starts: [words[0]],
    match: (segments, { names }) => (segments.length === words.length && words.every((word, index) => segments[index] === names[word]) ? {} : null),
    path: (_, names) => words.map((word) => names[word]),
  };
}

/** `{word}/{id}` or `{word}/{id}/{slug}`: the id stays the second path segment (spec: "the id is the second path segment"). */
function idAndSlug(word: RouteNameKey): Pick<SiteScreenRecord<{ id: number; slug?: string }>, 'starts' | 'match' | 'path'> {
  return {
    starts: [word],
    match: ([head, rawId, slug, ...extra], { names }) => {
      if (head !== names[word] || rawId === undefined || extra.length > 0) return null;
      const id = parseId(rawId);
      if (id === null) return null;
      if (slug === undefined) return { id };
      return isSlug(slug) ? { id, slug } : null;
    },
    path: ({ id, slug }, names) => [names[word], String(id), ...(slug === undefined ? [] : [slug])],
  };
}

/** The box checkout steps: `{boxes}/{booking|payment}/{code}`. */
function boxStep(step: 'booking' | 'payment'): Pick<SiteScreenRecord<{ code: string }>, 'starts' | 'match' | 'path'> {
  return {
    starts: ['boxes'],
    match: ([head, variant, code, ...extra], { names }) =>
      head === names.boxes && variant === names[step] && code !== undefined && isBoxCode(code) && extra.length === 0 ? { code } : null,
    path: ({ code }, names) => [names.boxes, names[step], code],
  };
}

/** `{minisite}/{slug}`: a partner's page when the slug is a partner, else the fallback page. */
function minisiteSlug(segments: readonly string[], names: RouteNames): string | null {
  const [head, slug, ...extra] = segments;
  return head === names.minisite && slug !== undefined && extra.length === 0 && isSlug(slug) ? slug : null;
}

const SITE_SCREEN_RECORDS = {
  home: site<NoParams>({
    starts: [],
    category: 'home',
    rendering: 'cached',
    // Gifts: the same path with flow=gifting (part 2 §2).
    variants: { flow: (value) => value === 'gifting' },
    languageNeutral: true,
    match: (segments) => (segments.length === 0 ? {} : null),
    path: () => [],
  }),
  /** Search by path: the flow and the city and theme slugs (the rest of the criteria are in the hash). */
  search: site<SearchParams>({
    starts: SEARCH_START_WORDS,
    category: 'search',
    // The beneficiary's stays search reads the visitor's voucher (its cookie): the visitor's own page.
    rendering: (params) => (params.flow === 'beneficiary' ? 'personal' : 'cached'),
    // City and theme slugs are per language.
    languageNeutral: (params) => params.city === undefined && params.theme === undefined,
    activityOnly: (params) => params.flow === 'activity',
    match: (segments, { names }) => matchSearch(segments, names),
    path: searchSegments,
  }),
  /** Stay product page; the slug only decorates the URL. */
  product: site({
    ...idAndSlug('product'),
    category: 'product',
    // A redemption reads the visitor's voucher (its cookie): the visitor's own page.
    rendering: (_params, query) => (query.get('flow') === 'beneficiary' ? 'personal' : 'cached'),
    variants: {
      flow: (value) => value === 'gifting',
      // A stay as included in a box (?box=<code>, from a box's stays).
      box: (value) => BOX_QUERY_PATTERN.test(value),
      // The partner a product page was entered from.
      [MINISITE_QUERY_KEY]: isPartnerMinisite,
    },
    languageNeutral: true,
  }),
  /** Activity-only voucher page. */
  activity: site({ ...idAndSlug('activity'), category: 'activity', rendering: 'cached', languageNeutral: true, activityOnly: true }),
  /** A hotel page is addressed by its numeric id or by the hotel's own uri (spec part 1 §2). */
  hotel: site<HotelParams>({
    starts: ['hotel'],
    category: 'hotel',
    rendering: 'cached',
    languageNeutral: true,
    match: ([head, ref, ...extra], { names }) => {
      if (head !== names.hotel || ref === undefined || extra.length > 0) return null;
      if (/^[0-9]+$/.test(ref)) {
        const id = parseId(ref);
        return id === null ? null : { by: 'id', id };
      }
      return isHotelUri(ref) ? { by: 'uri', uri: ref } : null;
    },
    path: (params, names) => [names.hotel, params.by === 'id' ? String(params.id) : params.uri],
  }),
  boxes: site({ ...wordsOnly('boxes'), category: 'box-listing', rendering: 'cached', languageNeutral: true }),
  /** `{boxes}/p/{slug}/{code}` (part 2 §2 box card link); the box slug is per language. */
  box: site<{ slug: string; code: string }>({
    starts: ['boxes'],
    category: 'box',
    rendering: 'cached',
    languageNeutral: false,
    match: ([head, detail, slug, code, ...extra], { names }) =>
      head === names.boxes && detail === BOX_DETAIL_SEGMENT && slug !== undefined && code !== undefined && extra.length === 0 && isSlug(slug) && isBoxCode(code)
        ? { slug, code }
        : null,
    path: ({ slug, code }, names) => [names.boxes, BOX_DETAIL_SEGMENT, slug, code],
  }),
  'box-booking': site({ ...boxStep('booking'), category: 'checkout', rendering: 'personal', languageNeutral: true }),
  'box-payment': site({ ...boxStep('payment'), category: 'checkout', rendering: 'personal', languageNeutral: true }),
  'gift-card': site({ ...wordsOnly('giftCard'), category: 'gift-card', rendering: 'cached', languageNeutral: true }),
  /** giftFormat and code (or the gift stay) come in the query (spec part 2 §2 box detail). */
  'gift-booking': site({ ...wordsOnly('giftBooking'), category: 'checkout', rendering: 'personal', languageNeutral: true }),
  booking: site({ ...wordsOnly('booking'), category: 'checkout', rendering: 'personal', languageNeutral: true }),
  payment: site({ ...wordsOnly('payment'), category: 'checkout', rendering: 'personal', languageNeutral: true }),
  /** id and a come in the hash, customType in the query. */
  'activity-checkout': site({ ...wordsOnly('activityCheckout'), category: 'checkout', rendering: 'personal', languageNeutral: true, activityOnly: true }),
  contact: site({ ...wordsOnly('contact'), category: 'contact', rendering: 'personal', languageNeutral: true }),
  /** r comes in the hash. */
  'booking-lookup': site({ ...wordsOnly('bookingLookup'), category: 'booking-lookup', rendering: 'personal', languageNeutral: true }),
  ideas: site({ ...wordsOnly('ideas'), category: 'ideas', rendering: 'cached', languageNeutral: true }),
  landing: site<{ slug: string }>({
    starts: ['landing'],
    category: 'landing',
    rendering: 'cached',
    languageNeutral: false,
    match: ([head, slug, ...extra], { names }) => (head === names.landing && slug !== undefined && extra.length === 0 && isSlug(slug) ? { slug } : null),
    path: ({ slug }, names) => [names.landing, slug],
  }),
  /** A partner's minisite (one site's audience: alternates.ts gives it no other language). */
  minisite: site<{ partner: PartnerMinisite }>({
    starts: ['minisite'],
    category: 'minisite',
    rendering: 'cached',
    languageNeutral: false,
    match: (segments, { names }) => {
      const slug = minisiteSlug(segments, names);
      return slug !== null && isPartnerMinisite(slug) ? { partner: slug } : null;
    },
    path: ({ partner }, names) => [names.minisite, partner],
  }),
  /** The minisite path with a slug that is no partner's. */
  'minisite-fallback': site<{ slug: string }>({
    starts: ['minisite'],
    category: 'minisite',
    rendering: 'cached',
    languageNeutral: false,
    match: (segments, { names }) => {
      const slug = minisiteSlug(segments, names);
      return slug !== null && !isPartnerMinisite(slug) ? { slug } : null;
    },
    path: ({ slug }, names) => [names.minisite, slug],
  }),
  /**
   * Static content page `/{site}/{id}`: a single segment that starts no route. Ids are slugs, so they
   * are safe to put in an API path; an id that is one of the site's words would name that route.
   */
  content: site<{ id: string }>({
    starts: [],
    category: 'content',
    rendering: 'cached',
    languageNeutral: false,
    match: ([id, ...extra], { startsRoute }) => (id !== undefined && extra.length === 0 && isSlug(id) && !startsRoute(id) ? { id } : null),
    path: ({ id }) => [id],
  }),
  'customer-care-login': site({ ...wordsOnly('customerCare', 'customerCareLogin'), category: 'customer-care', rendering: 'personal', languageNeutral: true }),
  /** The beneficiary's code form, under the beneficiary search's word (the fixed /beneficiary/login leads here). */
  'beneficiary-login': site({ ...wordsOnly('beneficiarySearch', 'beneficiaryLogin'), category: 'beneficiary', rendering: 'personal', languageNeutral: true }),
};

type ParamsOf<R> = R extends SiteScreenRecord<infer P> ? P : never;
/** Each site screen's path params, from its record. */
export type SiteScreenParams = { [S in keyof typeof SITE_SCREEN_RECORDS]: ParamsOf<(typeof SITE_SCREEN_RECORDS)[S]> };

/** The site screens' records, typed so that `SITE_SCREENS[screen]` keeps its screen's params even for a generic screen. */
export const SITE_SCREENS: { readonly [S in keyof SiteScreenParams]: SiteScreenRecord<SiteScreenParams[S]> } = SITE_SCREEN_RECORDS;

/** Pages of no site: the splashes let the visitor choose one; the fixed /beneficiary/login (part 2 §2 header) sends them on to a site's beneficiary login page. */
export const SPLASH_SCREENS = {
  splash: { category: 'splash', rendering: 'personal', path: [] },
  'be-splash': { category: 'splash', rendering: 'personal', path: [BELGIUM_SPLASH_SEGMENT] },
  'beneficiary-entry': { category: 'beneficiary', rendering: 'personal', path: BENEFICIARY_ENTRY_SEGMENTS },
} as const satisfies Record<string, SplashScreenRecord>;

export type SiteScreenName = keyof typeof SITE_SCREENS;
export type SplashScreenName = keyof typeof SPLASH_SCREENS;
export type ScreenName = SplashScreenName | SiteScreenName;

export const SITE_SCREEN_NAMES = Object.keys(SITE_SCREENS) as SiteScreenName[];
export const SPLASH_SCREEN_NAMES = Object.keys(SPLASH_SCREENS) as SplashScreenName[];
/** Every screen of the storefront, the splashes first. */
export const SCREEN_NAMES: readonly ScreenName[] = [...SPLASH_SCREEN_NAMES, ...SITE_SCREEN_NAMES];

export function isSplashScreen(screen: ScreenName): screen is SplashScreenName {
  return Object.hasOwn(SPLASH_SCREENS, screen);
}

/** The page category of a screen (analytics names, stable across languages and URLs). */
export function screenCategory(screen: ScreenName): string {
  return isSplashScreen(screen) ? SPLASH_SCREENS[screen].category : SITE_SCREENS[screen].category;
}

/**
 * A record's yes/no about one route of its screen (`languageNeutral`, `activityOnly`): a fixed answer,
 * or one its params decide.
 */
export function screenRecordSays<S extends SiteScreenName>(
  flag: 'languageNeutral' | 'activityOnly',
  route: { readonly screen: S; readonly params: SiteScreenParams[S] },
): boolean {
  const answer = SITE_SCREENS[route.screen][flag] ?? false;
  return typeof answer === 'function' ? answer(route.params) : answer;
}
