import 'server-only';
import { fetchHotelReviews, reviewsBlock } from '@/api/hotel';
import type { Locale } from '@/domain/model/locale';
import type { ReviewsBlock } from '@/domain/model/review';

export interface LoadReviewsBlockOptions {
  /**
   * A hotel without any review: 'omit' (default, the product page, part 1 §8: the section is left
   * out) or 'invite' (an empty block that says 'Be the first to try this brand new experience!',
   * part 2 §8, for a page that keeps the section). A load error is always null.
   */
  whenEmpty?: 'omit' | 'invite';
}

const EMPTY_BLOCK: ReviewsBlock = { totalCount: 0, score: 0, positives: [], details: null };

/**
 * The reviews block of a hotel for ReviewsBlockView: reviews in the site's language, or in every
 * language when none is written in it (withOtherLanguageFallback), first 4 positive ones; null on
 * error (part 2 §7: the block renders nothing).
 */
export async function loadReviewsBlock(hotelId: number, locale: Locale, options: LoadReviewsBlockOptions = {}): Promise<ReviewsBlock | null> {
  const result = await fetchHotelReviews({ hotelId, locale, withOtherLanguageFallback: true });
  if (result.ok && result.data.list.length === 0 && result.data.totalCount === 0 && options.whenEmpty === 'invite') return EMPTY_BLOCK;
  return reviewsBlock(result);
}
