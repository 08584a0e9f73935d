import { lowestActivityPrice } from '@/domain/activity/price';
import type { ActivityVoucher } from '@/domain/model/activity';
import type { RecentlyViewedItem } from '@/domain/product/recently-viewed';

/**
 * What the recently viewed list keeps of an activity voucher (part 2 §3: type ACTIVITY, prices in
 * cents): its lowest price per participant, as its card shows, and the main centre in the place of
 * a hotel (label, stars, location).
 */
export function recentlyViewedActivityOf(voucher: ActivityVoucher, path: string): RecentlyViewedItem {
  const lowest = lowestActivityPrice(voucher.prices);
  const picture = voucher.images[0];
  const centre = voucher.mainActivityCenter;
  return {
    id: voucher.id,
    type: 'ACTIVITY',
    label: voucher.label,
    imageUrl: picture?.sizes['640_360'] ?? picture?.url ?? voucher.imagesBySize['640_360'] ?? null,
    uri: path,
    price: lowest ? { sellPrice: lowest.sellPrice, refPrice: lowest.refPrice, promo: lowest.promo, nights: null } : null,
    hotel: centre && centre.id !== null ? { id: centre.id, label: centre.label, stars: centre.stars, locationLabel: centre.locationLabel, review: null } : null,
    dataFlowMode: null,
  };
}
