/**
 * The hotel page's sections and the search bar's tabs (part 2 §2: About, Offers with the anchor
 * key 'getaways', Reviews; §9: top bar scroll offsets 70 px mobile, 100 px desktop). A tab click
 * (or the bar's confirm) scrolls to the section's top minus the offset, so the sticky bar does not
 * cover its title; the same offsets decide which tab is current while the visitor scrolls.
 */

export const HOTEL_SECTION_IDS = { about: 'about', offers: 'getaways', reviews: 'reviews' } as const;

export const HOTEL_SCROLL_OFFSET = { mobile: 70, desktop: 100 } as const;
export type HotelScreen = keyof typeof HOTEL_SCROLL_OFFSET;

/** Scroll positions come back rounded: a section reached by a click counts within this many px. */
const REACHED_TOLERANCE_PX = 1;

/** Where to scroll for a section whose top is `sectionTop` (document coordinates), never above the page. */
export function sectionScrollTarget(sectionTop: number, screen: HotelScreen): number {
  return Math.max(0, sectionTop - HOTEL_SCROLL_OFFSET[screen]);
}

/**
 * The current section at a scroll position: the last one (by position) whose scroll target has
 * been reached; above the first, the first; at the page's end, the last (a short last section
 * never reaches the top). Sections without a known top are skipped; none known: null.
 */
export function currentSection(input: { scrollY: number; screen: HotelScreen; sectionTops: Readonly<Record<string, number | undefined>>; atPageEnd?: boolean }): string | null {
  const sections = Object.entries(input.sectionTops)
    .flatMap(([id, top]) => (typeof top === 'number' && Number.isFinite(top) ? [{ id, top }] : []))
    .sort((a, b) => a.top - b.top);
  const first = sections[0];
  if (!first) return null;
  if (input.atPageEnd) return sections[sections.length - 1]!.id;
  let current = first.id;
  for (const section of sections) {
    if (sectionScrollTarget(section.top, input.screen) <= input.scrollY + REACHED_TOLERANCE_PX) current = section.id;
  }
  return current;
}
