import 'server-only';
import { fetchHotelReviews, reviewsBlock } from '@/api/hotel';
import type { Locale } from '@/domain/model/locale';
import type { ReviewsBlock } from '@/domain/model/review';

/**
 * The reviews block of a hotel for ReviewsBlockView, on its product pages and on its page: the
 * hotel's score, count and criteria over every language (the figure its search cards show), and
 * the first 4 positive reviews in the site's language, or in every language when none is written
 * in it (withOtherLanguageFallback). A hotel without reviews gets the block that invites to be
 * the first; null on error (part 2 §7: the block renders nothing). The rule is reviewsBlock's.
 */
export async function loadReviewsBlock(hotelId: number, locale: Locale): Promise<ReviewsBlock | null> {
  const [hotel, quotes] = await Promise.all([
    fetchHotelReviews({ hotelId }),
    fetchHotelReviews({ hotelId, locale, withOtherLanguageFallback: true }),
  ]);
  return reviewsBlock(hotel, quotes);
}
