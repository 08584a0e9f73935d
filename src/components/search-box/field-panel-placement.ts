/**
 * Where the search bar's field panels (destination list, guests) open: in place under their field,
 * left-aligned, never flipped above it (the bar sits at the top of the hero and of the results).
 */
export const FIELD_PANEL_PLACEMENT = {
  portal: false,
  asChild: true,
  align: 'start',
  side: 'bottom',
  sideOffset: 8,
  avoidCollisions: false,
} as const;
