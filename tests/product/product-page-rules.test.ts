import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/domain/model/product';
import { productFlowOf } from '@/screens/product/flow';
import { mapLinkOf } from '@/components/hotel-info';
import { productIndexable } from '@/screens/product/metadata';
import { productStructuredData } from '@/screens/product/structured-data';

const detail = {
  id: 100429,
  label: 'Escapade culturelle',
  programLines: ['Une nuit', 'Un petit-déjeuner'],
  hotel: { id: 1132, label: 'Château <Le Relais>', review: { count: 171, average: 8.6 } },
  price: { sellPrice: 33100, fromPrice: 33100 },
} as unknown as ProductDetail;

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

  it('structured data: a Product with its from-price in euros and the hotel rating on a 0–10 scale', () => {
    const data = productStructuredData({ detail, reviews: null, url: 'https://escapade.test/fr-fr/sejour/100429', imageUrls: ['https://escapade.test/a.jpg'] });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Escapade culturelle',
      brand: { '@type': 'Brand', name: 'Château <Le Relais>' },
      offers: { '@type': 'Offer', price: '331.00', priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: 8.6, reviewCount: 171, bestRating: 10, worstRating: 0 },
      image: ['https://escapade.test/a.jpg'],
    });
    const withReviews = productStructuredData({ detail, reviews: { totalCount: 40, score: 9.1, positives: [], details: null }, url: 'u', imageUrls: [] });
    expect(withReviews).toMatchObject({ aggregateRating: { ratingValue: 9.1, reviewCount: 40 } });
    expect(withReviews).not.toHaveProperty('image');
  });
});
