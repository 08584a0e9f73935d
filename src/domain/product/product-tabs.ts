/**
 * The stay product page's tabs (part 1 §2): description, room, experience, the experience, the
 * gift, reviews, hotel, practical info — in that order, each shown only when its section has
 * content (a tab that scrolls to nothing is a broken promise). A tab click scrolls smoothly to its
 * section, stopping 30 px (mobile) or 70 px (desktop) above it so the sticky bar does not cover
 * the title; the same offsets decide which tab is active while the visitor scrolls.
 */

export const PRODUCT_TABS = ['description', 'room', 'experience', 'theExperience', 'gift', 'reviews', 'hotel', 'practicalInfo'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export const TAB_SCROLL_OFFSET = { mobile: 30, desktop: 70 } as const;
export type ScreenType = keyof typeof TAB_SCROLL_OFFSET;

/**
 * Scroll positions come back from the browser rounded (and section tops may be fractional): a
 * section reached by a tab click counts as reached within this many pixels.
 */
export const ACTIVE_TAB_TOLERANCE_PX = 1;

/** The tabs to show, in the page's order: those whose section has content. */
export function visibleProductTabs(hasContent: Partial<Record<ProductTab, boolean>>): ProductTab[] {
  return PRODUCT_TABS.filter((tab) => hasContent[tab] === true);
}

/** Where a tab click scrolls to: the section's top (document coordinates) minus the offset, never above the page. */
export function tabScrollTarget(sectionTop: number, screen: ScreenType): number {
  return Math.max(0, sectionTop - TAB_SCROLL_OFFSET[screen]);
}

/**
 * The active tab at a scroll position: the last section (by position) whose scroll target has
 * been reached. Above the first section the first tab is active, so the bar always shows one.
 * At the end of the page the last section is active even if it is too short to reach the top.
 * `sectionTops` are document coordinates of the visible tabs' sections; tabs without one are skipped.
 */
export function activeProductTab(input: {
  scrollY: number;
  screen: ScreenType;
  sectionTops: Partial<Record<ProductTab, number>>;
  atPageEnd?: boolean;
}): ProductTab | null {
  const sections = PRODUCT_TABS.flatMap((tab) => {
    const top = input.sectionTops[tab];
    return typeof top === 'number' && Number.isFinite(top) ? [{ tab, top }] : [];
  }).sort((a, b) => a.top - b.top);
  const first = sections[0];
  if (!first) return null;
  if (input.atPageEnd) return sections[sections.length - 1]?.tab ?? first.tab;
  let active = first.tab;
  for (const section of sections) {
    if (tabScrollTarget(section.top, input.screen) <= input.scrollY + ACTIVE_TAB_TOLERANCE_PX) active = section.tab;
  }
  return active;
}
