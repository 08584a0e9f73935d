import type { BoxDetail } from '@/domain/model/box';

/**
 * schema.org Product of a gift box, from our own data only (no rating we do not hold): its name,
 * description, pictures, code and the offer at its sell price in euros. Prices in cents.
 */
export function boxStructuredData(input: { box: Pick<BoxDetail, 'title' | 'description' | 'gallery'>; sellPrice: number; code: string; url: string }) {
  const { box, sellPrice, code, url } = input;
  const images = box.gallery.map((image) => image.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: box.title,
    ...(box.description ? { description: box.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    sku: code,
    url,
    offers: {
      '@type': 'Offer',
      price: (sellPrice / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
