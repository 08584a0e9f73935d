import fc from 'fast-check';
import { LOCALES, type Locale } from '@/domain/model/locale';
import { hrefOf } from '@/routing/href';
import { localeOfPath, resolve } from '@/routing/resolve';
import type { Route, SiteRoute } from '@/routing/route';
import { BOX_DETAIL_SEGMENT, ROUTE_NAMES, SUB_KEYS, TOP_LEVEL_KEYS } from '@/routing/route-names';
import { MAX_SEGMENT_LENGTH } from '@/routing/segments';
import { SITE_CODES } from '@/routing/sites';
import { nearlyValidPath, routeWord, split } from './arbitraries';

const path = (p: string) => resolve(split(p));

describe('the route table', () => {
  it.each(LOCALES)('%s: every name is lowercase ASCII words joined by dashes', (locale) => {
    for (const name of Object.values(ROUTE_NAMES[locale])) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(LOCALES)('%s: top-level names are distinct, so each names one route', (locale) => {
    const names = TOP_LEVEL_KEYS.map((key) => ROUTE_NAMES[locale][key]);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(LOCALES)('%s: the box variants differ from each other and from the detail segment', (locale) => {
    const n = ROUTE_NAMES[locale];
    const variants = [BOX_DETAIL_SEGMENT, n.boxStays, n.booking, n.payment];
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('uses the spec search keys where the spec gives them (part 2 §2)', () => {
    expect([ROUTE_NAMES.fr_FR.city, ROUTE_NAMES.fr_FR.theme]).toEqual(['ville', 'idee']);
    expect([ROUTE_NAMES.fr_BE.city, ROUTE_NAMES.fr_BE.theme]).toEqual(['ville', 'idee']);
    expect([ROUTE_NAMES.es_ES.city, ROUTE_NAMES.es_ES.theme]).toEqual(['ciudad', 'tema']);
    expect([ROUTE_NAMES.nl_BE.city, ROUTE_NAMES.nl_BE.theme]).toEqual(['stad', 'thema']);
    expect([ROUTE_NAMES.nl_NL.city, ROUTE_NAMES.nl_NL.theme]).toEqual(['stad', 'thema']);
    expect([ROUTE_NAMES.it_IT.city, ROUTE_NAMES.it_IT.theme]).toEqual(['citta', 'tema']);
  });

  it('has a name for every key in every locale', () => {
    for (const locale of LOCALES) for (const key of [...TOP_LEVEL_KEYS, ...SUB_KEYS]) expect(ROUTE_NAMES[locale][key]).toBeTruthy();
  });
});

describe('splash pages and sites', () => {
  it('/ is the country splash and /be the Belgium splash', () => {
    expect(resolve([])).toEqual({ screen: 'splash', locale: null, params: {} });
    expect(path('/be')).toEqual({ screen: 'be-splash', locale: null, params: {} });
    expect(path('/be/contact')).toBeNull();
  });

  it.each(Object.entries(SITE_CODES))('/%s is the home of %s', (locale, code) => {
    expect(resolve([code])).toEqual({ screen: 'home', locale, params: {} });
  });

  it.each(['/fr', '/FR-FR', '/fr_fr', '/fr-ch', '/en-gb', '/de-de/recherche', '/fr-fr-', '/nl'])(
    'unknown site %s is a 404',
    (p) => expect(path(p)).toBeNull(),
  );
});

/** One example path per screen, written with the locale's words (r = the locale's route names). */
function examples(locale: Locale): [string, Route][] {
  const r = ROUTE_NAMES[locale];
  const s = `/${SITE_CODES[locale]}`;
  const at = (screen: SiteRoute['screen'], params: object) => ({ screen, locale, params }) as SiteRoute;
  return [
    [s, at('home', {})],
    [`${s}/${r.search}`, at('search', { flow: 'booking' })],
    [`${s}/${r.city}/paris`, at('search', { flow: 'booking', city: 'paris' })],
    [`${s}/${r.theme}/romantic-weekend`, at('search', { flow: 'booking', theme: 'romantic-weekend' })],
    [`${s}/${r.city}/paris/${r.theme}/spa`, at('search', { flow: 'booking', city: 'paris', theme: 'spa' })],
    [`${s}/${r.giftSearch}`, at('search', { flow: 'gifting' })],
    [`${s}/${r.giftSearch}/${r.city}/lyon`, at('search', { flow: 'gifting', city: 'lyon' })],
    [`${s}/${r.activitySearch}`, at('search', { flow: 'activity' })],
    [`${s}/${r.activitySearch}/${r.theme}/kayak`, at('search', { flow: 'activity', theme: 'kayak' })],
    [`${s}/${r.hotelSearch}`, at('search', { flow: 'hotel' })],
    [`${s}/${r.beneficiarySearch}`, at('search', { flow: 'beneficiary' })],
    [`${s}/${r.boxes}/${r.boxStays}/SPA-WELLNESS-EBOX`, at('search', { flow: 'box', code: 'SPA-WELLNESS-EBOX' })],
    [`${s}/${r.boxes}/${r.boxStays}/SPA-PBOX/${r.city}/gent`, at('search', { flow: 'box', code: 'SPA-PBOX', city: 'gent' })],
    [`${s}/${r.product}/5531`, at('product', { id: 5531 })],
    [`${s}/${r.product}/5531/hotel-le-grand-paris-1042-5531`, at('product', { id: 5531, slug: 'hotel-le-grand-paris-1042-5531' })],
    [`${s}/${r.activity}/77`, at('activity', { id: 77 })],
    [`${s}/${r.activity}/77/kayak-tour`, at('activity', { id: 77, slug: 'kayak-tour' })],
    [`${s}/${r.hotel}/1042`, at('hotel', { by: 'id', id: 1042 })],
    [`${s}/${r.hotel}/hotel-le-grand-paris-1042`, at('hotel', { by: 'uri', uri: 'hotel-le-grand-paris-1042' })],
    [`${s}/${r.boxes}`, at('boxes', {})],
    [`${s}/${r.boxes}/p/week-end-romantique/WEEKEND-ROMANTIC-EBOX`, at('box', { slug: 'week-end-romantique', code: 'WEEKEND-ROMANTIC-EBOX' })],
    [`${s}/${r.boxes}/p/week-end-romantique/WEEKEND-ROMANTIC-PBOX`, at('box', { slug: 'week-end-romantique', code: 'WEEKEND-ROMANTIC-PBOX' })],
    [`${s}/${r.boxes}/${r.booking}/SPA-EBOX`, at('box-booking', { code: 'SPA-EBOX' })],
    [`${s}/${r.boxes}/${r.payment}/SPA-EBOX`, at('box-payment', { code: 'SPA-EBOX' })],
    [`${s}/${r.giftCard}`, at('gift-card', {})],
    [`${s}/${r.giftBooking}`, at('gift-booking', {})],
    [`${s}/${r.booking}`, at('booking', {})],
    [`${s}/${r.payment}`, at('payment', {})],
    [`${s}/${r.activityCheckout}`, at('activity-checkout', {})],
    [`${s}/${r.contact}`, at('contact', {})],
    [`${s}/${r.bookingLookup}`, at('booking-lookup', {})],
    [`${s}/${r.ideas}`, at('ideas', {})],
    [`${s}/${r.landing}/summer-2026`, at('landing', { slug: 'summer-2026' })],
    [`${s}/${r.minisite}/macif`, at('minisite', { partner: 'macif' })],
    [`${s}/${r.minisite}/libelle`, at('minisite', { partner: 'libelle' })],
    [`${s}/${r.minisite}/unknown-partner`, at('minisite-fallback', { slug: 'unknown-partner' })],
    [`${s}/terms-and-conditions`, at('content', { id: 'terms-and-conditions' })],
    [`${s}/${r.customerCare}/${r.customerCareLogin}`, at('customer-care-login', {})],
  ];
}

describe.each(LOCALES)('every screen in %s', (locale) => {
  it.each(examples(locale))('%s', (p, route) => {
    expect(path(p)).toStrictEqual(route);
    // The example is the canonical spelling: the href of its route is the same path.
    expect(hrefOf(route)).toBe(p);
  });
});

describe('literal spec paths', () => {
  it.each<[string, Route]>([
    ['/fr-fr/ville/paris', { screen: 'search', locale: 'fr_FR', params: { flow: 'booking', city: 'paris' } }],
    ['/fr-be/idee/romantique', { screen: 'search', locale: 'fr_BE', params: { flow: 'booking', theme: 'romantique' } }],
    ['/es-es/ciudad/madrid', { screen: 'search', locale: 'es_ES', params: { flow: 'booking', city: 'madrid' } }],
    ['/es-es/tema/gastronomia', { screen: 'search', locale: 'es_ES', params: { flow: 'booking', theme: 'gastronomia' } }],
    ['/nl-be/stad/brugge', { screen: 'search', locale: 'nl_BE', params: { flow: 'booking', city: 'brugge' } }],
    ['/nl-be/thema/wellness', { screen: 'search', locale: 'nl_BE', params: { flow: 'booking', theme: 'wellness' } }],
    ['/fr-fr/coffret-cadeau/p/spa/SPA-EBOX', { screen: 'box', locale: 'fr_FR', params: { slug: 'spa', code: 'SPA-EBOX' } }],
  ])('%s', (p, route) => expect(path(p)).toStrictEqual(route));

  it('keeps route names to their own locale', () => {
    expect(path('/fr-fr/stad/paris')).toBeNull();
    expect(path('/nl-nl/recherche')).toStrictEqual({ screen: 'content', locale: 'nl_NL', params: { id: 'recherche' } });
  });
});

describe('404s', () => {
  it.each([
    '/fr-fr/recherche/ville/paris', // booking search with a city has the short form only
    '/fr-fr/recherche/extra',
    '/fr-fr/ville',
    '/fr-fr/ville/Paris',
    '/fr-fr/ville/paris/extra',
    '/fr-fr/idee/spa/ville/paris', // city comes first
    '/fr-fr/ville/paris/ville/lyon',
    '/fr-fr/sejour',
    '/fr-fr/sejour/abc',
    '/fr-fr/sejour/0',
    '/fr-fr/sejour/007',
    '/fr-fr/sejour/-5',
    '/fr-fr/sejour/1e3',
    '/fr-fr/sejour/12.5',
    '/fr-fr/sejour/1234567890123456', // 16 digits
    '/fr-fr/sejour/12/slug/extra',
    '/fr-fr/sejour/12/Slug',
    '/fr-fr/bon-activite/x',
    '/fr-fr/hotel',
    '/fr-fr/hotel/0042',
    '/fr-fr/hotel/Hotel-X',
    '/fr-fr/hotel/1/2',
    '/fr-fr/coffret-cadeau/p',
    '/fr-fr/coffret-cadeau/p/spa',
    '/fr-fr/coffret-cadeau/p/spa/spa-ebox',
    '/fr-fr/coffret-cadeau/p/spa/SPA-XBOX',
    '/fr-fr/coffret-cadeau/p/spa/SPA-EBOX/x',
    '/fr-fr/coffret-cadeau/reservation',
    '/fr-fr/coffret-cadeau/reservation/SPA-EBOX/x',
    '/fr-fr/coffret-cadeau/sejours',
    '/fr-fr/coffret-cadeau/autre/SPA-EBOX',
    '/fr-fr/contact/x',
    '/fr-fr/inspiration',
    '/fr-fr/inspiration/a/b',
    '/fr-fr/minisite',
    '/fr-fr/minisite/Macif',
    '/fr-fr/minisite/macif/x',
    '/fr-fr/service-client',
    '/fr-fr/service-client/inloggen',
    '/fr-fr/Contact',
    '/fr-fr/page_1',
    '/fr-fr/cgv/x',
    '/fr-fr/a--b',
    '/fr-fr/-a',
  ])('%s', (p) => expect(path(p)).toBeNull());

  it('refuses traversal, encoded separators and bad encodings', () => {
    expect(resolve(['fr-fr', '..'])).toBeNull();
    expect(resolve(['fr-fr', '.'])).toBeNull();
    expect(resolve(['fr-fr', '%2e%2e'])).toBeNull();
    expect(resolve(['fr-fr', '..%2F..%2Fetc'])).toBeNull();
    expect(resolve(['fr-fr', 'a%2Fb'])).toBeNull();
    expect(resolve(['fr-fr', 'a%5Cb'])).toBeNull();
    expect(resolve(['fr-fr', '%E0%A4%A'])).toBeNull();
    expect(resolve(['fr-fr', '%'])).toBeNull();
    expect(resolve(['fr-fr', 'caf%C3%A9'])).toBeNull();
    expect(resolve(['fr-fr', 'a%00'])).toBeNull();
  });

  it('refuses empty, over-long and too many segments', () => {
    expect(resolve([''])).toBeNull();
    expect(resolve(['fr-fr', ''])).toBeNull();
    expect(resolve(['fr-fr', 'a'.repeat(MAX_SEGMENT_LENGTH + 1)])).toBeNull();
    expect(resolve(['fr-fr', 'a'.repeat(121)])).toBeNull(); // over the slug limit
    expect(resolve(['fr-fr', 'a'.repeat(120)])).toStrictEqual({ screen: 'content', locale: 'fr_FR', params: { id: 'a'.repeat(120) } });
    expect(resolve(['fr-fr', 'ville', 'a', 'idee', 'b', 'x', 'y', 'z', 'w'])).toBeNull();
  });

  it('decodes percent-encoded segments once', () => {
    expect(resolve(['fr-fr', '%72echerche'])).toStrictEqual({ screen: 'search', locale: 'fr_FR', params: { flow: 'booking' } });
    expect(resolve(['%66r-fr'])).toStrictEqual({ screen: 'home', locale: 'fr_FR', params: {} });
  });

  it('never throws on non-string input smuggled past the types', () => {
    expect(resolve([42, null] as unknown as string[])).toBeNull();
    expect(resolve('fr-fr' as unknown as string[])).toBeNull();
  });
});

describe('properties', () => {
  it('never throws on arbitrary strings, and answers a route or null', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 40 }), { maxLength: 12 }), (segments) => {
        const route = resolve(segments);
        expect(route === null || typeof route.screen === 'string').toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts only the canonical spelling: a resolved path is exactly its href', () => {
    fc.assert(
      fc.property(fc.oneof(nearlyValidPath, fc.array(fc.oneof(routeWord, fc.string()), { maxLength: 9 })), (segments) => {
        const route = resolve(segments);
        if (route === null) return;
        expect(split(hrefOf(route))).toEqual(segments.map((segment) => decodeURIComponent(segment)));
        expect(resolve(split(hrefOf(route)))).toStrictEqual(route);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('localeOfPath', () => {
  it('names the site of any path, known route or not', () => {
    expect(localeOfPath(['nl-be', 'no-such', 'page', 'here'])).toBe('nl_BE');
    expect(localeOfPath(['it-it'])).toBe('it_IT');
    expect(localeOfPath([])).toBeNull();
    expect(localeOfPath(['be'])).toBeNull();
    expect(localeOfPath(['xx-yy', 'contact'])).toBeNull();
    expect(localeOfPath(['%'])).toBeNull();
  });
});
