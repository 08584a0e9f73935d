import { fetchHotel } from '@/api/hotel';
import { loadReviewsBlock } from '@/components/reviews/load.server';
import { fetchWeekendDetail, productDetailOrEmpty } from '@/api/product';
import type { Hotel } from '@/domain/model/hotel';
import type { ProductDetail } from '@/domain/model/product';
import type { ReviewsBlock } from '@/domain/model/review';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { productFlowOf, type ProductFlow } from './flow';
import { partnerContextOf, type PartnerContext } from './minisite.server';
import { productModeOf, type ProductMode } from './mode.server';

export interface ProductData {
  detail: ProductDetail;
  /** The hotel's own page data (description, facilities, policies); null when it failed: its sections are left out. */
  hotel: Hotel | null;
  /** Null on a load error: the block is left out (part 1 §8); a hotel without reviews has an empty block (part 2 §8). */
  reviews: ReviewsBlock | null;
  flow: ProductFlow;
  /** Redemption by a beneficiary or a box's stay (mode.server.ts); ordinary otherwise. */
  mode: ProductMode;
  /** The partner minisite the page was entered from (`?minisite=`, minisite.server.ts); null: none. */
  partner: PartnerContext | null;
}

/**
 * The stay product page's data, on the server (the hash, with the visitor's dates and guests,
 * never reaches it: the page is the same for everyone and the booking island prices the stay).
 * An unknown or unpublished product, or a detail that failed to load (part 1 §8: an empty
 * result), is the not-found page with status 404, decided before the first byte.
 */
export async function load(route: RouteOf<'product'>, context: ScreenContext): Promise<ProductData | null> {
  const { locale } = route;
  const detail = productDetailOrEmpty(await fetchWeekendDetail({ id: route.params.id, locale }));
  if (detail === null || !detail.published) return null;
  const [hotel, reviews, mode, partner] = await Promise.all([
    fetchHotel({ hotel: detail.hotel.id, locale }).then((result) => (result.ok ? result.data : null)),
    loadReviewsBlock(detail.hotel.id, locale),
    productModeOf(locale, context.searchParams, { id: detail.id, hotelId: detail.hotel.id }),
    partnerContextOf(locale, context.searchParams),
  ]);
  return { detail, hotel, reviews, flow: productFlowOf(context.searchParams), mode, partner };
}
