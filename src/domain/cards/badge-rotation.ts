/**
 * Rotating badges (part 1 §9): a new badge every 3000 ms with a 500 ms transition. The stylesheet
 * plays it (offer-card.module.css: no script, so it runs before and without the page's code): the
 * card's badges stand in a column, the first again at its end, and the column slides up one badge in
 * the last 500 ms of each 3000 ms. Its timing is the easing built here.
 */
export const BADGE_ROTATION_INTERVAL_MS = 3000;
export const BADGE_TRANSITION_MS = 500;

export interface BadgeRotation {
  count: number;
  /** One round of every badge. */
  cycleMs: number;
  /** A CSS `linear()` easing: the column's progress (0 to 1, one badge each 1/count) through the round. */
  easing: string;
}

const percentOf = (ms: number, cycleMs: number): string => `${Math.round((ms / cycleMs) * 100_000) / 1000}%`;
const fraction = (value: number): string => String(Math.round(value * 10_000) / 10_000);

/** How `count` badges rotate; null for one badge or none: it never moves. */
export function badgeRotation(count: number): BadgeRotation | null {
  if (!Number.isInteger(count) || count <= 1) return null;
  const cycleMs = count * BADGE_ROTATION_INTERVAL_MS;
  const stops = ['0 0%'];
  for (let shown = 0; shown < count; shown += 1) {
    // Badge `shown` holds until 500 ms before its 3000 ms are over, then the next slides in.
    const switchAt = (shown + 1) * BADGE_ROTATION_INTERVAL_MS;
    stops.push(`${fraction(shown / count)} ${percentOf(switchAt - BADGE_TRANSITION_MS, cycleMs)}`, `${fraction((shown + 1) / count)} ${percentOf(switchAt, cycleMs)}`);
  }
  return { count, cycleMs, easing: `linear(${stops.join(', ')})` };
}
