/** Hotel reviews (part 2 §3). Scores are out of 10. */

export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export interface Review {
  id: number;
  locale: string | null;
  customer: string | null;
  type: string | null;
  date: string | null;
  average: number;
  positive: string | null;
  negative: string | null;
  /** The review counts as positive (used for the reviews block). */
  isPositive: boolean;
}

export interface ReviewCriteria {
  welcoming: number | null;
  comfort: number | null;
  cleanliness: number | null;
  food: number | null;
  localization: number | null;
  priceQualityRatio: number | null;
}

export interface ReviewsPage {
  totalCount: number;
  score: number;
  list: Review[];
  details: ReviewCriteria | null;
}

/** What the product/hotel page's reviews block shows (totalCount 0: a hotel without reviews); absent on a load error. */
export interface ReviewsBlock {
  totalCount: number;
  score: number;
  positives: Review[];
  details: ReviewCriteria | null;
}
