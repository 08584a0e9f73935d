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
 * The reviews block of a page: omitted (null) on error or when there is no review; otherwise
 * the first 4 positive reviews of the list (the domain's rule, src/domain/product/reviews.ts).
 */
export function reviewsBlock(result: ApiResult<ReviewsPage>): ReviewsBlock | null {
  if (!result.ok || result.data.list.length === 0) return null;
  const { totalCount, score, list, details } = result.data;
  return { totalCount, score, details, positives: blockPositiveReviews(list) };
}
