/**
 * Review score labels (part 1 §9): 7 Good, 8 Very good, 8.5 Excellent, 9 Fantastic, 9.5 Perfect;
 * below 7 no label, below 9 when the all-incentive mode is off; no score reads 'New'. Scores are
 * out of 10 and shown with one decimal, and the label follows the shown score (8.46 shows 8.5 and
 * reads Excellent).
 */
export const REVIEW_SCORE_LABELS: ReadonlyArray<{ from: number; key: string }> = [
  { from: 9.5, key: 'offerCard.score.perfect' },
  { from: 9, key: 'offerCard.score.fantastic' },
  { from: 8.5, key: 'offerCard.score.excellent' },
  { from: 8, key: 'offerCard.score.veryGood' },
  { from: 7, key: 'offerCard.score.good' },
];
export const MIN_LABELLED_SCORE = 7;
export const MIN_LABELLED_SCORE_WITHOUT_ALL_INCENTIVE = 9;
export const NEW_REVIEW_KEY = 'offerCard.score.new';

export type ReviewScoreDisplay = { kind: 'new'; key: typeof NEW_REVIEW_KEY } | { kind: 'scored'; score: number; count: number; key: string | null };

/** The score as shown: one decimal. */
export function displayedScore(average: number): number {
  return Math.round(average * 10) / 10;
}

export function scoreLabelKey(score: number, allIncentive: boolean): string | null {
  const shown = displayedScore(score);
  if (shown < (allIncentive ? MIN_LABELLED_SCORE : MIN_LABELLED_SCORE_WITHOUT_ALL_INCENTIVE)) return null;
  return REVIEW_SCORE_LABELS.find((label) => shown >= label.from)?.key ?? null;
}

/** A hotel without reviews (none, zero count or no readable average) is 'New'. */
export function reviewScoreDisplay(review: { count: number; average: number } | null | undefined, options: { allIncentive: boolean }): ReviewScoreDisplay {
  if (!review || !(review.count > 0) || !Number.isFinite(review.average)) return { kind: 'new', key: NEW_REVIEW_KEY };
  const score = displayedScore(review.average);
  return { kind: 'scored', score, count: review.count, key: scoreLabelKey(score, options.allIncentive) };
}
