import type { ProductDetail } from '@/domain/model/product';
import { productData } from './product';
import type { RatingFacts } from './rating';

/**
 * A stay's Product (part 1 §2 product page): the from-price the page shows without dates, the
 * hotel as its brand, and the hotel's rating (the reviews the page shows, on their 0–10 scale).
 */
export function stayProductData(input: { detail: ProductDetail; rating: RatingFacts | null; url: string; siteUrl: string }) {
  const { detail } = input;
  const price = detail.price ? (detail.price.fromPrice ?? detail.price.sellPrice) : null;
  return productData(
    {
      name: detail.label,
      description: detail.programLines.join(' '),
      url: input.url,
      images: detail.images.map((image) => image.url),
      brand: detail.hotel.label,
      offer: price !== null ? { priceCents: price } : null,
      rating: input.rating,
    },
    input.siteUrl,
  );
}
