/**
 * Screen-size threshold of the spec's mobile/desktop split (part 2 §9 leaves it open: 1024 px,
 * recorded in docs/decisions.md). Media queries and the screen-type store use the same numbers.
 */
export const DESKTOP_MIN_WIDTH = 1024;
export const media = {
  desktop: `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`,
  mobile: `@media (max-width: ${DESKTOP_MIN_WIDTH - 1}px)`,
} as const;
