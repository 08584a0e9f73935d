/**
 * Rotating badges (part 1 §9): a new badge every 3000 ms with a 500 ms transition. The view keeps
 * the elapsed time; which badge shows and whether it is fading are pure functions of it.
 */
export const BADGE_ROTATION_INTERVAL_MS = 3000;
export const BADGE_TRANSITION_MS = 500;

export function badgeRotationIndex(elapsedMs: number, badgeCount: number): number {
  if (badgeCount <= 1 || !Number.isFinite(elapsedMs) || elapsedMs < 0) return 0;
  return Math.floor(elapsedMs / BADGE_ROTATION_INTERVAL_MS) % badgeCount;
}

/** The first 500 ms after each switch are the transition; a single badge never moves. */
export function isBadgeTransitioning(elapsedMs: number, badgeCount: number): boolean {
  if (badgeCount <= 1 || !Number.isFinite(elapsedMs) || elapsedMs < BADGE_ROTATION_INTERVAL_MS) return false;
  return elapsedMs % BADGE_ROTATION_INTERVAL_MS < BADGE_TRANSITION_MS;
}
