import fc from 'fast-check';
import { href, hrefOf } from '@/routing/href';
import { resolve } from '@/routing/resolve';
import { SPLASH_PATH, sitePath } from '@/routing/sites';
import { LOCALES } from '@/domain/model/locale';
import { boxCode, contentId, fallbackSlug, hotelUri, id, locale, searchParams, siteRoute, slug, split } from './arbitraries';

describe('href ∘ resolve round trip (property)', () => {
  it('any valid route: resolve(split(hrefOf(route))) is the route', () => {
    fc.assert(
      fc.property(siteRoute, (route) => {
        expect(resolve(split(hrefOf(route)))).toStrictEqual(route);
      }),
      { numRuns: 3000 },
    );
  });

  it('search, with any flow and filters', () => {
    fc.assert(
      fc.property(locale, searchParams, (l, params) => {
        expect(resolve(split(href.search(l, params)))).toStrictEqual({ screen: 'search', locale: l, params });
      }),
    );
  });

  it('search without a flow is the booking search', () => {
    fc.assert(
      fc.property(locale, fc.option(slug, { nil: undefined }), (l, city) => {
        const params = city === undefined ? {} : { city };
        expect(resolve(split(href.search(l, params)))).toStrictEqual({ screen: 'search', locale: l, params: { flow: 'booking', ...params } });
      }),
    );
  });

  it('product and activity, with and without a slug', () => {
    fc.assert(
      fc.property(locale, id, fc.option(slug, { nil: undefined }), (l, n, s) => {
        const params = s === undefined ? { id: n } : { id: n, slug: s };
        expect(resolve(split(href.product(l, n, s)))).toStrictEqual({ screen: 'product', locale: l, params });
        expect(resolve(split(href.activity(l, n, s)))).toStrictEqual({ screen: 'activity', locale: l, params });
      }),
    );
  });

  it('hotel by id or by its own uri', () => {
    fc.assert(
      fc.property(locale, id, hotelUri, (l, n, uri) => {
        expect(resolve(split(href.hotel(l, n)))).toStrictEqual({ screen: 'hotel', locale: l, params: { by: 'id', id: n } });
        expect(resolve(split(href.hotel(l, uri)))).toStrictEqual({ screen: 'hotel', locale: l, params: { by: 'uri', uri } });
      }),
    );
  });

  it('box detail, booking and payment', () => {
    fc.assert(
      fc.property(locale, slug, boxCode, (l, s, code) => {
        expect(resolve(split(href.box(l, s, code)))).toStrictEqual({ screen: 'box', locale: l, params: { slug: s, code } });
        expect(resolve(split(href.boxBooking(l, code)))).toStrictEqual({ screen: 'box-booking', locale: l, params: { code } });
        expect(resolve(split(href.boxPayment(l, code)))).toStrictEqual({ screen: 'box-payment', locale: l, params: { code } });
      }),
    );
  });

  it('landing, minisite and content', () => {
    fc.assert(
      fc.property(locale, slug, fallbackSlug, (l, s, other) => {
        expect(resolve(split(href.landing(l, s)))).toStrictEqual({ screen: 'landing', locale: l, params: { slug: s } });
        expect(resolve(split(href.minisite(l, other)))).toStrictEqual({ screen: 'minisite-fallback', locale: l, params: { slug: other } });
        expect(resolve(split(href.minisite(l, 'femina')))).toStrictEqual({ screen: 'minisite', locale: l, params: { partner: 'femina' } });
      }),
    );
    fc.assert(
      fc.property(locale.chain((l) => fc.tuple(fc.constant(l), contentId(l))), ([l, contentPage]) => {
        expect(resolve(split(href.content(l, contentPage)))).toStrictEqual({ screen: 'content', locale: l, params: { id: contentPage } });
      }),
    );
  });

  it('pages without path parameters', () => {
    fc.assert(
      fc.property(locale, (l) => {
        const cases = [
          [href.home(l), 'home'],
          [href.home(l, { flow: 'gifting' }), 'home'],
          [href.boxes(l), 'boxes'],
          [href.giftCard(l), 'gift-card'],
          [href.giftBooking(l, { giftFormat: 'physical', code: 'X-PBOX' }), 'gift-booking'],
          [href.booking(l), 'booking'],
          [href.payment(l), 'payment'],
          [href.activityCheckout(l, { id: 3, participants: 2, ownUse: true }), 'activity-checkout'],
          [href.contact(l, { thankYou: true }), 'contact'],
          [href.bookingLookup(l, 'AB12'), 'booking-lookup'],
          [href.ideas(l), 'ideas'],
          [href.customerCareLogin(l), 'customer-care-login'],
        ] as const;
        for (const [path, screen] of cases) expect(resolve(split(path))).toStrictEqual({ screen, locale: l, params: {} });
      }),
    );
  });
});

describe('paths', () => {
  it('builds the expected French and Spanish paths', () => {
    expect(href.home('fr_FR')).toBe('/fr-fr');
    expect(href.search('fr_FR')).toBe('/fr-fr/recherche');
    expect(href.search('fr_FR', { city: 'paris' })).toBe('/fr-fr/ville/paris');
    expect(href.search('es_ES', { city: 'madrid', theme: 'gastronomia' })).toBe('/es-es/ciudad/madrid/tema/gastronomia');
    expect(href.search('nl_BE', { flow: 'gifting', theme: 'wellness' })).toBe('/nl-be/cadeau-zoeken/thema/wellness');
    expect(href.search('fr_BE', { flow: 'box', code: 'SPA-EBOX' })).toBe('/fr-be/coffret-cadeau/sejours/SPA-EBOX');
    expect(href.product('fr_FR', 12, 'hotel-x-12')).toBe('/fr-fr/sejour/12/hotel-x-12');
    expect(href.box('it_IT', 'weekend-romantico', 'WEEKEND-ROMANTIC-EBOX')).toBe('/it-it/cofanetto-regalo/p/weekend-romantico/WEEKEND-ROMANTIC-EBOX');
    expect(href.hotel('nl_NL', { by: 'id', id: 7 })).toBe('/nl-nl/hotel/7');
    expect(href.content('es_ES', 'aviso-legal')).toBe('/es-es/aviso-legal');
  });

  it('carries the query and hash values the spec puts next to some paths', () => {
    expect(href.home('fr_FR', { flow: 'gifting' })).toBe('/fr-fr?flow=gifting');
    expect(href.giftBooking('fr_FR', { giftFormat: 'digital', code: 'SPA-EBOX' })).toBe('/fr-fr/commande-cadeau?giftFormat=digital&code=SPA-EBOX');
    expect(href.giftBooking('fr_FR')).toBe('/fr-fr/commande-cadeau');
    expect(href.giftBooking('nl_BE', { productId: 5012, giftFormat: 'physical', giftNights: 2, bucket: 3, upsell: 'availability', subElements: [11, 21] })).toBe(
      '/nl-be/cadeau-bestellen?productId=5012&giftFormat=physical&giftNights=2&bucket=3&upsell=availability&subElements=11%2C21',
    );
    expect(href.giftBooking('fr_FR', { productId: 7, giftFormat: 'digital', giftNights: 1, bucket: 1, upsell: 'none', subElements: [] })).toBe(
      '/fr-fr/commande-cadeau?productId=7&giftFormat=digital&giftNights=1&bucket=1&upsell=none',
    );
    expect(href.activityCheckout('es_ES', { id: 31, participants: 2, ownUse: true })).toBe('/es-es/reserva-actividad?customType=OWN_USE#id=31&a=2');
    expect(href.activityCheckout('es_ES', { id: 31, participants: 1 })).toBe('/es-es/reserva-actividad#id=31&a=1');
    expect(href.contact('it_IT', { thankYou: true })).toBe('/it-it/contatti?ref=contact_thank_you');
    expect(href.contact('it_IT')).toBe('/it-it/contatti');
    expect(href.bookingLookup('nl_BE', 'AB 12')).toBe('/nl-be/mijn-boeking#r=AB+12');
  });

  it('encodes data segments, so a hostile slug cannot add segments or a query', () => {
    expect(href.landing('fr_FR', '../admin?x=1#y')).toBe('/fr-fr/inspiration/..%2Fadmin%3Fx%3D1%23y');
    expect(resolve(split(href.landing('fr_FR', '../admin')))).toBeNull();
    expect(resolve(split(href.content('fr_FR', 'Café')))).toBeNull();
  });

  it('splash pages and the account application', () => {
    expect(href.splash()).toBe('/');
    expect(href.beSplash()).toBe('/be');
    expect(href.country('BE')).toBe('/be');
    expect(href.country('FR')).toBe('/fr-fr');
    expect(href.country('NL')).toBe('/nl-nl');
    expect(href.country('IT')).toBe('/it-it');
    expect(href.country('ES')).toBe('/es-es');
    expect(href.account.signIn('/fr-fr/sejour/12?x=1#checkin=2026-03-10&a=2')).toBe(
      '/account/signin?origin=%2Ffr-fr%2Fsejour%2F12%3Fx%3D1%23checkin%3D2026-03-10%26a%3D2',
    );
    expect(new URLSearchParams(href.account.signIn('/a b?c=d&e').split('?')[1]).get('origin')).toBe('/a b?c=d&e');
    expect(href.account.profile()).toBe('/account/settings/profile');
    expect(href.account.trips()).toBe('/account/trips');
    expect(href.account.wishlist()).toBe('/account/wishlist');
    expect(href.beneficiaryLogin()).toBe('/beneficiary/login');
  });

  it('hrefOf of the splash pages', () => {
    expect(hrefOf({ screen: 'splash', locale: null, params: {} })).toBe('/');
    expect(hrefOf({ screen: 'be-splash', locale: null, params: {} })).toBe('/be');
  });
});

describe('sitePath and SPLASH_PATH (the crash pages link home without the route table)', () => {
  it.each(LOCALES)('%s: the same path as href.home', (locale) => {
    expect(sitePath(locale)).toBe(href.home(locale));
  });
  it('the splash path is href.splash()', () => {
    expect(SPLASH_PATH).toBe(href.splash());
  });
});
