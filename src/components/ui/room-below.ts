/**
 * Scrolls the page so that a dropdown opening under `element` has `needed` pixels below it.
 * Radix sizes a panel to the room left on its side: under a field low in the viewport (the home
 * hero's search bar) the calendar got a few rows, and its month names, weekday row and arrows
 * scrolled out of its own box. The field itself stays in view below a sticky header (`top`).
 * Returns the distance scrolled.
 */
export function makeRoomBelow(element: Element | null, needed: number, { top = 96, margin = 16 }: { top?: number; margin?: number } = {}): number {
  if (!element || typeof window === 'undefined') return 0;
  const rect = element.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom - margin;
  if (below >= needed) return 0;
  const by = Math.min(needed - below, rect.top - top);
  if (by <= 0) return 0;
  window.scrollBy({ top: by, left: 0, behavior: 'instant' });
  return by;
}
