/** A rating as the pages show it: an average on a scale, and how many reviews make it. */
export interface RatingFacts {
  average: number;
  count: number;
}

/** Reviews of hotels are scored 0 to 10 (part 2 §9 "review ratings 0 to 10"). */
export const REVIEW_SCALE = { worstRating: 0, bestRating: 10 } as const;

/**
 * schema.org AggregateRating, or null when there is nothing to rate (no review, or an average
 * outside its scale: a rich result with an impossible value is worse than none).
 */
export function aggregateRating(rating: RatingFacts | null | undefined, scale: { worstRating: number; bestRating: number } = REVIEW_SCALE) {
  if (!rating || !(rating.count > 0) || !Number.isFinite(rating.average)) return null;
  if (rating.average < scale.worstRating || rating.average > scale.bestRating) return null;
  return { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: scale.bestRating, worstRating: scale.worstRating } as const;
}

/**
 * The rating a hotel's pages show: the reviews block's score and count when it loaded, else the
 * summary the hotel (or product) call carries — the same choice as the pages' review summary.
 */
export function shownRating(reviews: { totalCount: number; score: number } | null, summary: RatingFacts | null): RatingFacts | null {
  return reviews ? { count: reviews.totalCount, average: reviews.score } : summary;
}
