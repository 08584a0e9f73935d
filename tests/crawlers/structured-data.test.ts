import { getCatalogue } from '../../mocks/catalogue';
import {
  activityProductData,
  boxProductData,
  breadcrumbListData,
  hotelData,
  hotelFactsOf,
  organizationData,
  productData,
  shownRating,
  structuredDataUrl,
} from '@/crawlers/structured-data';
import { LOCALES } from '@/domain/model/locale';
import { absoluteUrl } from '@/routing/alternates';
import { href, resolve, type RouteOf } from '@/routing';
import { load as loadActivity } from '@/screens/activity/load';
import { load as loadBox } from '@/screens/box/load';
import { load as loadHotel } from '@/screens/hotel/load';
import { load as loadProduct } from '@/screens/product/load';
import { productPageStructuredData } from '@/screens/product/structured-data';
import type { ScreenContext } from '@/screens/screen-module';
import { topTypes, urlProblem, validateJsonLd } from './json-ld-validator';

/**
 * The structured data builders (src/crawlers/structured-data), checked with the JSON-LD validator
 * over what each page kind builds from the in-process simulator's answers — whose picture URLs are
 * absolute, the case that was prefixed with our origin a second time — and the validator itself.
 */
const SITE = 'http://localhost:3000';
const catalogue = getCatalogue();
const context = { searchParams: {}, now: new Date(`${catalogue.today}T09:00:00Z`), siteUrl: SITE } as unknown as ScreenContext;
const routeOf = <S extends 'product' | 'hotel' | 'activity' | 'box'>(path: string) => resolve(path.split('/').filter(Boolean)) as RouteOf<S>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the JSON-LD validator', () => {
  it('refuses an absolute URL prefixed with our origin again, relative and non-http URLs', () => {
    // What the pages published: absoluteUrl() over a picture URL that was absolute already.
    const doubled = absoluteUrl('http://127.0.0.1:4010/images/hotel-1/960x540.png', SITE);
    expect(doubled).toBe('http://localhost:3000http://127.0.0.1:4010/images/hotel-1/960x540.png');
    expect(urlProblem(doubled)).toMatch(/doubled origin|not a URL/);
    expect(urlProblem('/fr-fr')).toMatch(/not a URL/);
    expect(urlProblem('javascript:alert(1)')).toMatch(/not http/);
    expect(urlProblem('https://www.escapade.test/fr-fr/sejour/1')).toBeNull();
    expect(validateJsonLd({ '@context': 'https://schema.org', '@type': 'Product', name: 'x', url: 'https://a.test/', image: [doubled], offers: { '@type': 'Offer', price: '1.00', priceCurrency: 'EUR' } })).toEqual([
      expect.stringMatching(/image\[0\]: (doubled origin|not a URL)/),
    ]);
  });

  it('names what Google’s rich results need: Product offers, Offer price and currency, rating scale and count, breadcrumb positions and items', () => {
    const problems = validateJsonLd([
      { '@context': 'https://schema.org', '@type': 'Product', name: 'x', url: 'https://a.test/', image: ['https://a.test/i.png'] },
      { '@context': 'https://schema.org', '@type': 'Product', name: 'y', url: 'https://a.test/', image: ['https://a.test/i.png'], offers: { '@type': 'Offer', price: 'free' }, aggregateRating: { '@type': 'AggregateRating', ratingValue: 11, bestRating: 10, worstRating: 0 } },
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 2, name: 'a', item: '/fr-fr' }] },
      { '@context': 'https://schema.org', '@type': 'Hotel', name: 'h' },
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Product without offers, review or aggregateRating/),
        expect.stringMatching(/price is not a number/),
        expect.stringMatching(/Offer without priceCurrency/),
        expect.stringMatching(/ratingValue 11 outside 0–10/),
        expect.stringMatching(/without reviewCount or ratingCount/),
        expect.stringMatching(/position 2, expected 1/),
        expect.stringMatching(/item: .*not a URL: \/fr-fr/),
        expect.stringMatching(/Hotel without address/),
      ]),
    );
  });
});

describe('structured data URLs', () => {
  it('keeps an absolute URL as it is, makes a storefront path absolute once, drops anything else', () => {
    expect(structuredDataUrl('http://127.0.0.1:4010/images/a/960x540.png', SITE)).toBe('http://127.0.0.1:4010/images/a/960x540.png');
    expect(structuredDataUrl('/fr-fr/hotel/1', 'https://h.test/shop/')).toBe('https://h.test/shop/fr-fr/hotel/1');
    expect(structuredDataUrl('//evil.example/x', SITE)).toBeNull();
    expect(structuredDataUrl('/\\evil.example', SITE)).toBeNull();
    expect(structuredDataUrl('javascript:alert(1)', SITE)).toBeNull();
    expect(structuredDataUrl('images/a.png', SITE)).toBeNull();
  });
});

describe('the structured data of every page kind is valid', () => {
  const pkg = catalogue.packages.find((candidate) => catalogue.hotels.find((hotel) => hotel.id === candidate.hotelId)?.active && catalogue.hotels.find((hotel) => hotel.id === candidate.hotelId)!.reviewCount > 0)!;
  const hotel = catalogue.hotels.find((candidate) => candidate.id === pkg.hotelId)!;
  const activity = catalogue.activityOnly.find((candidate) => candidate.published)!;
  const box = catalogue.boxes[0]!;

  it.each(LOCALES)('%s: the stay page’s Product and Hotel, with absolute pictures', async (locale) => {
    const productRoute = routeOf<'product'>(href.product(locale, pkg.id));
    const data = await loadProduct(productRoute, context);
    expect(data).not.toBeNull();
    const scripts = productPageStructuredData({ route: productRoute, data: data!, url: `${SITE}/x`, context });
    expect(scripts.flatMap(({ json }) => topTypes(json))).toEqual(['Product', 'Hotel']);
    for (const { json } of scripts) expect(validateJsonLd(json)).toEqual([]);
    // The simulator's picture URLs are absolute (its own host): kept as they are.
    const images = (scripts[0]!.json as { image: string[] }).image;
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^http:\/\/simulator\.test\/images\/[^/]+\/960x540\.png$/);
    expect(scripts[1]!.json).toMatchObject({ name: hotel.label, address: { '@type': 'PostalAddress' }, aggregateRating: { bestRating: 10 } });
  });

  it('the hotel page’s Hotel', async () => {
    const data = await loadHotel(routeOf<'hotel'>(`/fr-fr/hotel/${hotel.id}`), context);
    expect(data?.kind).toBe('hotel');
    if (data?.kind !== 'hotel') return;
    const json = hotelData(hotelFactsOf(data.hotel, { url: `${SITE}/fr-fr/hotel/${hotel.id}`, rating: shownRating(data.reviews, data.hotel.review) }), SITE);
    expect(validateJsonLd(json)).toEqual([]);
    expect(json.image?.length).toBeGreaterThan(0);
  });

  it('the activity voucher page’s Product', async () => {
    const data = await loadActivity(routeOf<'activity'>(`/fr-fr/bon-activite/${activity.id}`));
    expect(data).not.toBeNull();
    const json = activityProductData({ voucher: data!.voucher, url: `${SITE}/fr-fr/bon-activite/${activity.id}`, siteUrl: SITE });
    expect(validateJsonLd(json)).toEqual([]);
  });

  it('the box page’s Product', async () => {
    const data = await loadBox(routeOf<'box'>(`/fr-fr/coffret-cadeau/p/x/${box.code}`), context);
    expect(data?.kind).toBe('box');
    if (data?.kind !== 'box') return;
    const json = boxProductData({ box: data.box, sellPrice: data.box.sellPrice, code: data.digitalCode, url: `${SITE}/fr-fr/coffret-cadeau/p/x/${box.code}`, siteUrl: SITE });
    expect(validateJsonLd(json)).toEqual([]);
  });

  it('the Organization of the home and partner pages, and a breadcrumb', () => {
    expect(validateJsonLd(organizationData('nl_BE', SITE))).toEqual([]);
    const trail = breadcrumbListData(
      [
        { label: 'Accueil', url: '/fr-fr' },
        { label: 'Lyon', url: '/fr-fr/ville/lyon' },
        { label: 'Ailleurs', url: '//evil.example/x' },
        { label: 'Hôtel', url: 'https://www.escapade.test/fr-fr/hotel/1' },
      ],
      SITE,
    );
    expect(validateJsonLd(trail)).toEqual([]);
    expect(trail?.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
  });

  it('a Product with neither a price nor a rating is not published', () => {
    expect(productData({ name: 'x', url: `${SITE}/x`, images: [], offer: null, rating: { average: 8, count: 0 } }, SITE)).toBeNull();
  });
});
