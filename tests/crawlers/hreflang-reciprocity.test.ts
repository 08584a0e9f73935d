import fc from 'fast-check';
import type { Metadata } from 'next';
import { boxEquivalents, type BoxesBySite } from '@/crawlers/box-alternates';
import type { ActivityVoucher } from '@/domain/model/activity';
import type { BoxDetail } from '@/domain/model/box';
import { LOCALES, languageTag, type Locale } from '@/domain/model/locale';
import type { Hotel } from '@/domain/model/hotel';
import type { ProductDetail } from '@/domain/model/product';
import { alternates, hrefOf, resolve, type SiteRoute } from '@/routing';
import { metadata as activityMetadata } from '@/screens/activity/metadata';
import { metadata as boxMetadata } from '@/screens/box/metadata';
import type { BoxData } from '@/screens/box/load';
import { metadata as hotelMetadata } from '@/screens/hotel/metadata';
import { metadata as minisiteMetadata } from '@/screens/minisite/metadata';
import { metadata as productMetadata } from '@/screens/product/metadata';
import type { ProductData } from '@/screens/product/load';
import type { ScreenContext } from '@/screens/screen-module';
import { boxCode, contentId, hotelUri, id, locale, slug } from '../routing/arbitraries';

/**
 * hreflang must be reciprocal (Google ignores a set whose members do not list each other): for
 * every page kind of every site, the page as its screen describes itself — canonical and hreflang
 * from its metadata, computed from the data the travel API gives in each language — lists itself
 * under its canonical URL, and every page it lists answers with the same canonical URL and the
 * very same set. Pages are requested in any spelling (with, without or with a wrong slug; by hotel
 * uri or id; under the physical box code).
 */
const SITE = 'https://www.escapade.test';
const context = { siteUrl: SITE, request: {} as never, searchParams: {}, now: new Date(0) } as ScreenContext;

/** What the travel API knows, the same in every language except where a language has its own slug. */
interface World {
  product: { id: number; hotelUri: string | null };
  activity: { id: number; uri: string | null };
  hotel: { id: number; uri: string };
  box: { code: string; boxesBySite: BoxesBySite; slugs: Record<Locale, string> };
}

function productData(world: World): ProductData {
  const detail = {
    id: world.product.id,
    label: 'Séjour',
    programLines: [],
    images: [],
    hotel: { id: world.hotel.id, label: 'Hôtel', uri: world.product.hotelUri, review: null },
    price: null,
    pageModel: null,
  } as unknown as ProductDetail;
  return { detail, hotel: null, reviews: null } as unknown as ProductData;
}

function activityVoucher(world: World): ActivityVoucher {
  return { id: world.activity.id, uri: world.activity.uri, label: 'Activité', description: null, published: true, pageModel: null, prices: [] } as unknown as ActivityVoucher;
}

function boxData(world: World, route: Extract<SiteRoute, { screen: 'box' }>): BoxData {
  const digital = world.box.code.replace(/PBOX$/, 'EBOX');
  const box = { code: route.params.code, title: 'Coffret', slug: world.box.slugs[route.locale], format: /PBOX$/.test(route.params.code) ? 'PHYSICAL' : 'DIGITAL', pageModel: null } as unknown as BoxDetail;
  return {
    kind: 'box',
    box: { ...box, sellPrice: 9_990 },
    digitalCode: digital,
    physicalCode: null,
    physical: { kind: 'hidden' },
    physicalFee: null,
    firstStays: null,
    mapTileUrl: '',
    equivalents: boxEquivalents(digital, world.box.boxesBySite, route.locale),
  } as unknown as BoxData;
}

/** The page's canonical and hreflang set, as its screen's metadata (or the catch-all's default) gives them. */
function pageAlternates(route: SiteRoute, world: World): { canonical: string; languages: Record<string, string> } {
  let meta: Metadata['alternates'];
  switch (route.screen) {
    case 'product':
      meta = productMetadata(route, productData(world), context).alternates;
      break;
    case 'activity':
      meta = activityMetadata(route, { voucher: activityVoucher(world) }, context).alternates;
      break;
    case 'box':
      meta = boxMetadata(route, boxData(world, route), context).alternates;
      break;
    case 'hotel': {
      const hotel = { id: world.hotel.id, uri: world.hotel.uri, label: 'Hôtel', active: true, location: { city: 'Lyon', label: 'Lyon' } } as unknown as Hotel;
      meta = hotelMetadata(route, { kind: 'hotel', hotel, nearby: [], reviews: null }, context).alternates;
      break;
    }
    case 'minisite': {
      const minisite = { minisiteId: route.params.partner, minisiteUrl: '', partnerName: 'P', minisiteLocale: route.locale, bannerUrls: { desktop: '', mobile: '' }, logoUrl: null, footer: '', meta: { canonicalUrl: null, metaDescription: null, pageTitle: null } };
      meta = minisiteMetadata(route, { kind: 'ok', minisite, offers: [] }, context).alternates;
      break;
    }
    default:
      // Screens that set none get the catch-all's: alternates() of their route.
      meta = alternates(route, SITE);
  }
  expect(meta?.canonical, `${route.screen} sets a canonical`).toBeTypeOf('string');
  return { canonical: String(meta?.canonical), languages: { ...(meta?.languages as Record<string, string>) } };
}

function routeOfUrl(url: string): SiteRoute {
  const { pathname, origin } = new URL(url);
  expect(origin).toBe(SITE);
  const route = resolve(pathname.split('/').filter(Boolean).map(decodeURIComponent));
  expect(route?.locale, url).not.toBeNull();
  return route as SiteRoute;
}

const world: fc.Arbitrary<World> = fc.record({
  product: fc.record({ id, hotelUri: fc.option(hotelUri, { nil: null }) }),
  activity: fc.record({ id, uri: fc.option(slug, { nil: null }) }),
  hotel: fc.record({ id, uri: hotelUri }),
  box: fc.tuple(boxCode.map((code) => code.replace(/PBOX$/, 'EBOX')), fc.dictionary(locale, slug), fc.subarray([...LOCALES]), fc.subarray([...LOCALES])).map(([code, slugByLocale, listing, failed]) => {
    const slugs = Object.fromEntries(LOCALES.map((l) => [l, slugByLocale[l] ?? 'coffret'])) as Record<Locale, string>;
    // Some sites list the box (under their own slug), some list others only, some lists failed to load.
    const boxesBySite: BoxesBySite = Object.fromEntries(
      LOCALES.filter((l) => !failed.includes(l)).map((l) => [l, listing.includes(l) ? [{ code, slug: slugs[l] }, { code: 'OTHER-EBOX', slug: 'autre' }] : [{ code: 'OTHER-EBOX', slug: 'autre' }]]),
    );
    return { code, boxesBySite, slugs };
  }),
});

/** A page of any kind of the sitemap (and the pages it links: product, activity, hotel), in any spelling. */
const pageRoute = (w: World): fc.Arbitrary<SiteRoute> =>
  locale.chain((l): fc.Arbitrary<SiteRoute> =>
    fc.oneof(
      fc.constantFrom<SiteRoute>(
        { screen: 'home', locale: l, params: {} },
        { screen: 'search', locale: l, params: { flow: 'booking' } },
        { screen: 'search', locale: l, params: { flow: 'gifting' } },
        { screen: 'boxes', locale: l, params: {} },
        { screen: 'gift-card', locale: l, params: {} },
        { screen: 'contact', locale: l, params: {} },
        { screen: 'ideas', locale: l, params: {} },
        { screen: 'minisite', locale: l, params: { partner: 'macif' } },
      ),
      slug.map((city): SiteRoute => ({ screen: 'search', locale: l, params: { flow: 'booking', city } })),
      slug.map((value): SiteRoute => ({ screen: 'landing', locale: l, params: { slug: value } })),
      contentId(l).map((value): SiteRoute => ({ screen: 'content', locale: l, params: { id: value } })),
      fc.option(slug, { nil: undefined }).map((s): SiteRoute => ({ screen: 'product', locale: l, params: s === undefined ? { id: w.product.id } : { id: w.product.id, slug: s } })),
      fc.option(slug, { nil: undefined }).map((s): SiteRoute => ({ screen: 'activity', locale: l, params: s === undefined ? { id: w.activity.id } : { id: w.activity.id, slug: s } })),
      fc.constantFrom<SiteRoute>({ screen: 'hotel', locale: l, params: { by: 'id', id: w.hotel.id } }, { screen: 'hotel', locale: l, params: { by: 'uri', uri: w.hotel.uri } }),
      fc.tuple(slug, fc.boolean()).map(([s, physical]): SiteRoute => ({ screen: 'box', locale: l, params: { slug: s, code: physical ? w.box.code.replace(/EBOX$/, 'PBOX') : w.box.code } })),
    ),
  );

describe('hreflang sets are reciprocal over every page kind and the six sites', () => {
  it('property: each page lists itself under its canonical URL, and each page it lists lists the same set back', () => {
    fc.assert(
      fc.property(
        world.chain((w) => fc.tuple(fc.constant(w), pageRoute(w))),
        ([w, route]) => {
          const page = pageAlternates(route, w);
          // One canonical per page and language: the canonical page describes itself the same way.
          const canonicalRoute = routeOfUrl(page.canonical);
          expect(canonicalRoute.screen).toBe(route.screen);
          expect(canonicalRoute.locale).toBe(route.locale);
          expect(pageAlternates(canonicalRoute, w)).toStrictEqual(page);
          expect(page.languages[languageTag(route.locale)]).toBe(page.canonical);
          expect(page.languages['x-default']).toBeDefined();
          for (const [tag, url] of Object.entries(page.languages)) {
            expect(new URL(url).href.startsWith(`${SITE}/`), url).toBe(true);
            if (tag === 'x-default') continue;
            const other = routeOfUrl(url);
            expect(languageTag(other.locale)).toBe(tag);
            // The URL listed is that page's canonical one, and that page lists exactly the same set.
            expect(pageAlternates(other, w)).toStrictEqual({ canonical: url, languages: page.languages });
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a stay reached without its slug or with a wrong one names the slugged page, the one cards link to, in every site', () => {
    const w: World = {
      product: { id: 100_243, hotelUri: 'chateau-de-la-loire-1042' },
      activity: { id: 1, uri: null },
      hotel: { id: 1042, uri: 'chateau-de-la-loire-1042' },
      box: { code: 'X-EBOX', boxesBySite: {}, slugs: {} as Record<Locale, string> },
    };
    const bare = pageAlternates({ screen: 'product', locale: 'fr_FR', params: { id: 100_243 } }, w);
    const slugged = pageAlternates({ screen: 'product', locale: 'fr_FR', params: { id: 100_243, slug: 'chateau-de-la-loire-1042-100243' } }, w);
    expect(bare).toStrictEqual(slugged);
    expect(slugged.canonical).toBe(`${SITE}/fr-fr/sejour/100243/chateau-de-la-loire-1042-100243`);
    const spanish = pageAlternates({ screen: 'product', locale: 'es_ES', params: { id: 100_243, slug: 'chateau-de-la-loire-1042-100243' } }, w);
    expect(spanish.languages['fr-FR']).toBe(slugged.canonical);
    expect(Object.keys(spanish.languages)).toHaveLength(7);
  });

  it('a box page lists every site whose boxes search lists it, each under its own slug, and a site that does not list it names no other', () => {
    const slugs = { fr_FR: 'spa-en-duo', fr_BE: 'spa-en-duo', nl_NL: 'spa-voor-twee', nl_BE: 'spa-voor-twee', it_IT: 'spa-di-coppia', es_ES: 'spa-en-pareja' };
    const listed = (l: Locale) => [{ code: 'SPA-DUO-EBOX', slug: slugs[l] }];
    const w: World = {
      product: { id: 1, hotelUri: null },
      activity: { id: 1, uri: null },
      hotel: { id: 1, uri: 'h' },
      box: { code: 'SPA-DUO-EBOX', slugs, boxesBySite: { fr_FR: listed('fr_FR'), fr_BE: listed('fr_BE'), nl_NL: listed('nl_NL'), nl_BE: listed('nl_BE'), es_ES: listed('es_ES'), it_IT: [] } },
    };
    const french = pageAlternates({ screen: 'box', locale: 'fr_FR', params: { slug: 'spa-en-duo', code: 'SPA-DUO-PBOX' } }, w);
    expect(french.canonical).toBe(`${SITE}/fr-fr/coffret-cadeau/p/spa-en-duo/SPA-DUO-EBOX`);
    expect(french.languages).toStrictEqual({
      'fr-FR': `${SITE}/fr-fr/coffret-cadeau/p/spa-en-duo/SPA-DUO-EBOX`,
      'fr-BE': `${SITE}/fr-be/coffret-cadeau/p/spa-en-duo/SPA-DUO-EBOX`,
      'nl-NL': `${SITE}${hrefOf({ screen: 'box', locale: 'nl_NL', params: { slug: 'spa-voor-twee', code: 'SPA-DUO-EBOX' } })}`,
      'nl-BE': `${SITE}${hrefOf({ screen: 'box', locale: 'nl_BE', params: { slug: 'spa-voor-twee', code: 'SPA-DUO-EBOX' } })}`,
      'es-ES': `${SITE}/es-es/caja-regalo/p/spa-en-pareja/SPA-DUO-EBOX`,
      'x-default': `${SITE}/`,
    });
    const italian = pageAlternates({ screen: 'box', locale: 'it_IT', params: { slug: 'spa-di-coppia', code: 'SPA-DUO-EBOX' } }, w);
    expect(Object.keys(italian.languages)).toStrictEqual(['it-IT', 'x-default']);
  });
});
