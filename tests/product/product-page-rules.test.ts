import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/domain/model/product';
import { productFlowOf } from '@/screens/product/flow';
import { mapLinkOf } from '@/components/hotel-info';
import { productIndexable } from '@/screens/product/metadata';
import { productPageStructuredData } from '@/screens/product/structured-data';
import type { ProductData } from '@/screens/product/load';
import type { Hotel } from '@/domain/model/hotel';

const detail = {
  id: 100429,
  label: 'Escapade culturelle',
  programLines: ['Une nuit', 'Un petit-déjeuner'],
  hotel: {
    id: 1132,
    label: 'Château <Le Relais>',
    uri: 'chateau-le-relais-1132',
    stars: 4,
    checkInOut: { checkin: '15:00', checkout: '11:00' },
    location: { label: 'Lyon', lat: 45.7, lng: 4.8, address: '3 rue Neuve' },
    review: { count: 171, average: 8.6 },
  },
  images: [{ url: 'http://127.0.0.1:4010/images/p-1/960x540.png', sizes: {}, alt: '', legend: null }],
  price: { sellPrice: 33100, fromPrice: 33100 },
} as unknown as ProductDetail;
const SITE = 'http://localhost:3000';
const route = { screen: 'product' as const, locale: 'fr_FR' as const, params: { id: 100429 } };
const pageData = (extra: Partial<ProductData> = {}) => ({ detail, hotel: null, reviews: null, ...extra }) as ProductData;
const structuredData = (data: ProductData) =>
  productPageStructuredData({ route, data, url: `${SITE}/fr-fr/sejour/100429/chateau-le-relais-1132-100429`, context: { siteUrl: SITE } });

describe('product page rules', () => {
  it('Italian pages and a page model saying noindex are not indexed (part 2 §9)', () => {
    expect(productIndexable('it_IT', 'index, follow')).toBe(false);
    expect(productIndexable('fr_FR', 'noindex, follow')).toBe(false);
    expect(productIndexable('es_ES', 'index, follow')).toBe(true);
    expect(productIndexable('nl_BE', null)).toBe(true);
  });

  it('the flow is gifting only when the link says so', () => {
    expect(productFlowOf({ flow: 'gifting' })).toBe('gifting');
    expect(productFlowOf({ flow: 'booking' })).toBe('booking');
    expect(productFlowOf({ flow: ['gifting', 'x'] })).toBe('booking');
    expect(productFlowOf({})).toBe('booking');
  });

  it('the map link needs a real point', () => {
    expect(mapLinkOf(48.85, 2.35)).toBe('https://www.openstreetmap.org/?mlat=48.85&mlon=2.35#map=16/48.85/2.35');
    expect(mapLinkOf(null, 2.35)).toBeNull();
    expect(mapLinkOf(Number.NaN, 2.35)).toBeNull();
  });

  it('structured data: a Product with its from-price in euros and the hotel rating on a 0–10 scale; absolute pictures kept as they are', () => {
    const [product, hotel] = structuredData(pageData());
    expect(product?.testId).toBe('product-json-ld');
    expect(product?.json).toMatchObject({
      '@type': 'Product',
      name: 'Escapade culturelle',
      brand: { '@type': 'Brand', name: 'Château <Le Relais>' },
      offers: { '@type': 'Offer', price: '331.00', priceCurrency: 'EUR', url: `${SITE}/fr-fr/sejour/100429/chateau-le-relais-1132-100429` },
      aggregateRating: { ratingValue: 8.6, reviewCount: 171, bestRating: 10, worstRating: 0 },
      // The API's picture URL is absolute already: never prefixed with our origin again.
      image: ['http://127.0.0.1:4010/images/p-1/960x540.png'],
    });
    expect(hotel?.testId).toBe('product-hotel-json-ld');
    const withReviews = structuredData(pageData({ reviews: { totalCount: 40, score: 9.1, positives: [], details: null } }));
    expect(withReviews[0]?.json).toMatchObject({ aggregateRating: { ratingValue: 9.1, reviewCount: 40 } });
    expect(withReviews[1]?.json).toMatchObject({ aggregateRating: { ratingValue: 9.1, reviewCount: 40 } });
  });

  it('structured data: the stay’s hotel as a Hotel with its address, point, stars and rating, one node with the hotel page’s', () => {
    const [, fromSummary] = structuredData(pageData());
    expect(fromSummary?.json).toMatchObject({
      '@type': 'Hotel',
      '@id': `${SITE}/fr-fr/hotel/1132#hotel`,
      name: 'Château <Le Relais>',
      url: `${SITE}/fr-fr/hotel/1132`,
      address: { '@type': 'PostalAddress', streetAddress: '3 rue Neuve', addressLocality: 'Lyon' },
      geo: { latitude: 45.7, longitude: 4.8 },
      starRating: { ratingValue: 4 },
      aggregateRating: { ratingValue: 8.6, reviewCount: 171, bestRating: 10 },
    });
    const hotel = {
      id: 1132,
      label: 'Château <Le Relais>',
      description: 'Un château.',
      images: [],
      stars: 4,
      location: { label: 'Lyon', uri: null, lat: 45.7, lng: 4.8, address: '3 rue Neuve', zipCode: '69001', completeAddress: null, region: 'Rhône', city: 'Lyon' },
      review: { count: 9, average: 9.1 },
      checkInOut: { checkin: null, checkout: null },
      policy: null,
      fromPrice: 12000,
    } as unknown as Hotel;
    const [, full] = structuredData(pageData({ hotel }));
    expect(full?.json).toMatchObject({ description: 'Un château.', address: { postalCode: '69001', addressLocality: 'Lyon', addressRegion: 'Rhône' }, priceRange: '120 EUR+' });
  });
});
