import { fetchHotel, fetchNearbyHotels } from '@/api/hotel';
import { loadReviewsBlock } from '@/components/reviews/load.server';
import type { Hotel, NearbyHotel } from '@/domain/model/hotel';
import type { ReviewsBlock } from '@/domain/model/review';
import type { RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';

/** Part 2 §9: the nearby-hotels carousel scrolls 3 at a time; three steps of it. */
export const NEARBY_HOTELS_LIMIT = 9;

export type HotelData =
  | {
      kind: 'hotel';
      hotel: Hotel;
      /** Nearest first; empty when the call failed (the carousel is left out). */
      nearby: NearbyHotel[];
      /** Null on a load error: the section is left out (part 1 §8); a hotel without reviews has an empty block (part 2 §8). */
      reviews: ReviewsBlock | null;
    }
  /** The hotel call failed (not a 404): a clean message, never a crash nor a 404 for a page that exists. */
  | { kind: 'unavailable' };

/**
 * The hotel page's data, on the server, without the visitor's stay (the hash never reaches the
 * server): the rooms at their from prices, the nearby hotels and the reviews. An unknown hotel is
 * the not-found page (404, decided by the proxy's exists check before the first byte); an inactive
 * one renders, hidden from search engines (metadata).
 */
export async function load(route: RouteOf<'hotel'>, context: ScreenContext): Promise<HotelData | null> {
  void context;
  const { locale, params } = route;
  const result = await fetchHotel({ hotel: params.by === 'id' ? params.id : params.uri, locale });
  if (!result.ok) return result.error.kind === 'http' && result.error.status === 404 ? null : { kind: 'unavailable' };
  const hotel = result.data;
  const [nearby, reviews] = await Promise.all([
    fetchNearbyHotels({ hotelId: hotel.id, locale, limit: NEARBY_HOTELS_LIMIT }).then((answer) => (answer.ok ? answer.data : [])),
    loadReviewsBlock(hotel.id, locale),
  ]);
  return { kind: 'hotel', hotel, nearby, reviews };
}
