/**
 * Screen-size threshold of the spec's mobile/desktop split (part 2 §9 leaves it open: 1024 px,
 * recorded in docs/decisions.md). Media queries and the screen-type store use the same numbers.
 */
export const DESKTOP_MIN_WIDTH = 1024;
export const media = {
  desktop: `@media (min-width: ${DESKTOP_MIN_WIDTH}px)`,
  mobile: `@media (max-width: ${DESKTOP_MIN_WIDTH - 1}px)`,
} as const;

/**
 * Promo pictures (the search page's gift block and targeted banners) switch from their small to
 * their large image at 600 px (part 2 §9: "Promo image breakpoint 599/600 px").
 */
export const PROMO_IMAGE_LARGE_MIN_WIDTH = 600;
export const promoImageMedia = {
  large: `(min-width: ${PROMO_IMAGE_LARGE_MIN_WIDTH}px)`,
  small: `(max-width: ${PROMO_IMAGE_LARGE_MIN_WIDTH - 1}px)`,
} as const;
