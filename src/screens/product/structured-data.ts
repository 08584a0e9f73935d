import type { ProductDetail } from '@/domain/model/product';
import type { ReviewsBlock } from '@/domain/model/review';

/**
 * schema.org Product with its Offer and AggregateRating (issue 10): the stay as crawlers index
 * it. The price is the from-price the page shows without dates (euros, two decimals); reviews
 * are the hotel's, on their 0–10 scale.
 */
export function productStructuredData(input: { detail: ProductDetail; reviews: ReviewsBlock | null; url: string; imageUrls: string[] }) {
  const { detail, reviews, url, imageUrls } = input;
  const price = detail.price ? (detail.price.fromPrice ?? detail.price.sellPrice) : null;
  const rating = reviews ? { count: reviews.totalCount, average: reviews.score } : detail.hotel.review;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: detail.label,
    description: detail.programLines.join(' '),
    url,
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    brand: { '@type': 'Brand', name: detail.hotel.label },
    ...(price !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: (price / 100).toFixed(2),
            priceCurrency: 'EUR',
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    ...(rating && rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 10, worstRating: 0 } }
      : {}),
  };
}
