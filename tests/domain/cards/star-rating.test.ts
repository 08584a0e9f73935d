import { describe, expect, it } from 'vitest';
import { roundedStars, starGlyphs } from '@/domain/cards/star-rating';

describe('star rating (part 2 §9: 5 stars with half-star rounding)', () => {
  it('rounds to the half star and caps at 5', () => {
    expect([3, 3.2, 3.25, 3.5, 3.74, 3.75, 4.9, 6].map(roundedStars)).toEqual([3, 3, 3.5, 3.5, 3.5, 4, 5, 5]);
  });
  it('no rating reads 0', () => {
    expect([null, undefined, 0, -1, Number.NaN].map(roundedStars)).toEqual([0, 0, 0, 0, 0]);
  });
  it('glyphs: whole stars then a half', () => {
    expect(starGlyphs(3.5)).toEqual({ whole: 3, half: true });
    expect(starGlyphs(4)).toEqual({ whole: 4, half: false });
  });
});
