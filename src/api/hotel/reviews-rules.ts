import type { ApiResult } from '@/api/core';
import type { ReviewsBlock, ReviewsPage } from '@/domain/model/review';
import { blockPositiveReviews } from '@/domain/product/reviews';

/** Reviews answer handling (part 1 §7, §8; part 2 §5, §8, §9). */

export const REVIEWS_PAGE_SIZE = 10;
/** Score used when the API's score cannot be read (part 2 §5). */
export const FALLBACK_REVIEW_SCORE = 4;

/** Accepts 8.6, '8.6' and '8,6'; anything else (empty, text, out of 0–10) gives 4. */
export function parseReviewScore(value: unknown): number {
  let score = Number.NaN;
  if (typeof value === 'number') score = value;
  else if (typeof value === 'string' && /^\s*\d+(?:[.,]\d+)?\s*$/.test(value)) score = Number(value.trim().replace(',', '.'));
  return Number.isFinite(score) && score >= 0 && score <= 10 ? score : FALLBACK_REVIEW_SCORE;
}

/**
 * The reviews block of a product or hotel page, from two answers of the reviews call:
 * - `hotel`, every language (no locale): the hotel's score, count and criteria. The search cards
 *   show the hotel's figure over every language too, so a hotel reads the same score and count on
 *   its card, its product pages and its page (docs/decisions.md);
 * - `quotes`, the site's language with the other languages as fallback: the first 4 positive
 *   reviews quoted (the domain's rule, src/domain/product/reviews.ts).
 * Null when either call failed (part 2 §7: a load error renders nothing). A hotel without any
 * review is an empty block: the section stays and invites to be the first (part 2 §8).
 */
export function reviewsBlock(hotel: ApiResult<ReviewsPage>, quotes: ApiResult<ReviewsPage>): ReviewsBlock | null {
  if (!hotel.ok || !quotes.ok) return null;
  const { totalCount, score, details } = hotel.data;
  if (totalCount === 0) return { totalCount: 0, score: 0, details: null, positives: [] };
  return { totalCount, score, details, positives: blockPositiveReviews(quotes.data.list) };
}
