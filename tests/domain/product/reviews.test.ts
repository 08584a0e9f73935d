import type { Review } from '@/domain/model/review';
import { blockPositiveReviews, criteriaBarLength, criteriaBars, REVIEW_CRITERIA, REVIEWS_BLOCK_SIZE } from '@/domain/product/reviews';

const review = (id: number, isPositive: boolean): Review => ({ id, locale: 'fr_FR', customer: null, type: null, date: null, average: 8, positive: null, negative: null, isPositive });

describe('reviews block (part 1 §7, part 2 §9)', () => {
  it('keeps the first 4 positive reviews in the API order', () => {
    expect(REVIEWS_BLOCK_SIZE).toBe(4);
    const list = [review(1, true), review(2, false), review(3, true), review(4, true), review(5, false), review(6, true), review(7, true)];
    expect(blockPositiveReviews(list).map((kept) => kept.id)).toEqual([1, 3, 4, 6]);
    expect(blockPositiveReviews([review(1, false)])).toEqual([]);
  });
});

describe('criteria bars (part 2 §9: 10 times the score)', () => {
  it('scale a score out of 10 to a length out of 100, without float noise', () => {
    expect(criteriaBarLength(8.6)).toBe(86);
    expect(criteriaBarLength(7.3)).toBe(73);
    expect(criteriaBarLength(10)).toBe(100);
    expect(criteriaBarLength(0)).toBe(0);
    expect(criteriaBarLength(8.65)).toBe(86.5);
  });

  it('clamp to 0–100', () => {
    expect(criteriaBarLength(11)).toBe(100);
    expect(criteriaBarLength(-1)).toBe(0);
  });

  it('give one bar per scored criterion, in the spec order', () => {
    expect(REVIEW_CRITERIA).toEqual(['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'priceQualityRatio']);
    const bars = criteriaBars({ welcoming: 9.1, comfort: null, cleanliness: 8, food: null, localization: 7.5, priceQualityRatio: Number.NaN });
    expect(bars).toEqual([
      { criterion: 'welcoming', score: 9.1, length: 91 },
      { criterion: 'cleanliness', score: 8, length: 80 },
      { criterion: 'localization', score: 7.5, length: 75 },
    ]);
    expect(criteriaBars(null)).toEqual([]);
  });
});
