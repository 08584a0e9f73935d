import type { Review, ReviewCriteria } from '@/domain/model/review';

/**
 * The reviews block of the product and hotel pages (part 1 §7, part 2 §3, §9): up to 4 positive
 * reviews, and one bar per criterion whose length is 10 times the score (a score out of 10 is a
 * bar out of 100). The score labels are the cards' (src/domain/cards/review-score.ts).
 */

export const REVIEWS_BLOCK_SIZE = 4;

/** The first 4 positive reviews, in the API's order. */
export function blockPositiveReviews(list: readonly Review[]): Review[] {
  return list.filter((review) => review.isPositive).slice(0, REVIEWS_BLOCK_SIZE);
}

export const REVIEW_CRITERIA = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio'] as const satisfies ReadonlyArray<keyof ReviewCriteria>;
export type ReviewCriterion = (typeof REVIEW_CRITERIA)[number];

export const CRITERIA_BAR_SCALE = 10;

/** A score out of 10 → the bar's length out of 100, clamped; one decimal (8.6 is 86, not 86.00000000000001). */
export function criteriaBarLength(score: number): number {
  const length = Math.round(score * CRITERIA_BAR_SCALE * 10) / 10;
  return Math.min(100, Math.max(0, length));
}

/** One bar per scored criterion, in the spec's order; unscored criteria get no bar. */
export function criteriaBars(details: ReviewCriteria | null | undefined): Array<{ criterion: ReviewCriterion; score: number; length: number }> {
  if (!details) return [];
  return REVIEW_CRITERIA.flatMap((criterion) => {
    const score = details[criterion];
    return typeof score === 'number' && Number.isFinite(score) ? [{ criterion, score, length: criteriaBarLength(score) }] : [];
  });
}
