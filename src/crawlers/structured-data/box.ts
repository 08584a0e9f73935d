import type { BoxDetail } from '@/domain/model/box';
import { productData } from './product';

/**
 * A gift box's Product, from our own data only (no rating we do not hold): its name, description,
 * pictures, digital code and the offer at its sell price.
 */
export function boxProductData(input: { box: Pick<BoxDetail, 'title' | 'description' | 'gallery'>; sellPrice: number; code: string; url: string; siteUrl: string }) {
  const { box } = input;
  return productData(
    {
      name: box.title,
      description: box.description,
      url: input.url,
      images: box.gallery.map((image) => image.url),
      sku: input.code,
      offer: { priceCents: input.sellPrice },
    },
    input.siteUrl,
  );
}
