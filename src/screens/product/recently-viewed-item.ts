import type { ProductDetail } from '@/domain/model/product';
import type { RecentlyViewedItem } from '@/domain/product/recently-viewed';

/** What the recently viewed list keeps of a stay product (part 2 §3: its card's fields, prices in cents). */
export function recentlyViewedItemOf(detail: ProductDetail, path: string): RecentlyViewedItem {
  const price = detail.price;
  return {
    id: detail.id,
    type: 'STAY',
    label: detail.label,
    imageUrl: detail.images[0]?.sizes['640_360'] ?? detail.images[0]?.url ?? null,
    uri: path,
    price: price ? { sellPrice: price.fromPrice ?? price.sellPrice, refPrice: price.refPrice, promo: price.promo, nights: price.nights } : null,
    hotel: {
      id: detail.hotel.id,
      label: detail.hotel.label,
      stars: detail.hotel.stars,
      locationLabel: detail.hotel.location?.label ?? null,
      review: detail.hotel.review,
    },
    dataFlowMode: null,
  };
}
