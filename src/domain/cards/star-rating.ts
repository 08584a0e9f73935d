/** Hotel stars: 5 at most, rounded to the half star (part 2 §9 "Stars: 5 with half-star rounding"). */
export const MAX_STARS = 5;

export function roundedStars(stars: number | null | undefined): number {
  if (stars == null || !Number.isFinite(stars) || stars <= 0) return 0;
  return Math.min(MAX_STARS, Math.round(stars * 2) / 2);
}

/** The glyphs of a rating: whole stars, then a half. */
export function starGlyphs(stars: number): { whole: number; half: boolean } {
  const rounded = roundedStars(stars);
  return { whole: Math.floor(rounded), half: rounded % 1 !== 0 };
}
