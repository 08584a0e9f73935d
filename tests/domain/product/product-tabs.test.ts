import { activeProductTab, PRODUCT_TABS, TAB_SCROLL_OFFSET, tabScrollTarget, visibleProductTabs } from '@/domain/product/product-tabs';

describe('product page tabs (part 1 §2)', () => {
  it('are the eight sections in the spec order', () => {
    expect(PRODUCT_TABS).toEqual(['description', 'room', 'experience', 'theExperience', 'gift', 'reviews', 'hotel', 'practicalInfo']);
  });

  it('show only the sections with content, in the page order', () => {
    expect(visibleProductTabs({ hotel: true, description: true, reviews: false, room: true })).toEqual(['description', 'room', 'hotel']);
    expect(visibleProductTabs({})).toEqual([]);
    expect(visibleProductTabs(Object.fromEntries(PRODUCT_TABS.map((tab) => [tab, true])))).toEqual([...PRODUCT_TABS]);
  });

  it('scroll to the section 30 px above it on mobile, 70 px on desktop, never above the page', () => {
    expect(TAB_SCROLL_OFFSET).toEqual({ mobile: 30, desktop: 70 });
    expect(tabScrollTarget(1_000, 'mobile')).toBe(970);
    expect(tabScrollTarget(1_000, 'desktop')).toBe(930);
    expect(tabScrollTarget(50, 'desktop')).toBe(0);
  });
});

describe('active tab for a scroll position', () => {
  const sectionTops = { description: 600, room: 1_400, reviews: 2_600, hotel: 3_200 };

  it('is the last section whose scroll target is reached', () => {
    expect(activeProductTab({ scrollY: 1_330, screen: 'desktop', sectionTops })).toBe('room');
    expect(activeProductTab({ scrollY: 2_000, screen: 'desktop', sectionTops })).toBe('room');
    expect(activeProductTab({ scrollY: 2_530, screen: 'desktop', sectionTops })).toBe('reviews');
    expect(activeProductTab({ scrollY: 9_999, screen: 'desktop', sectionTops })).toBe('hotel');
  });

  it('uses the screen offset: the same position differs between mobile and desktop', () => {
    expect(activeProductTab({ scrollY: 1_340, screen: 'desktop', sectionTops })).toBe('room');
    expect(activeProductTab({ scrollY: 1_340, screen: 'mobile', sectionTops })).toBe('description');
    expect(activeProductTab({ scrollY: 1_370, screen: 'mobile', sectionTops })).toBe('room');
  });

  it('tolerates 1 px of rounding after a tab click, not 2', () => {
    expect(activeProductTab({ scrollY: 1_329, screen: 'desktop', sectionTops })).toBe('room');
    expect(activeProductTab({ scrollY: 1_328, screen: 'desktop', sectionTops })).toBe('description');
  });

  it('is the first tab above the first section', () => {
    expect(activeProductTab({ scrollY: 0, screen: 'mobile', sectionTops })).toBe('description');
  });

  it('is the last tab at the end of the page, even when its section is too short to reach the top', () => {
    expect(activeProductTab({ scrollY: 2_700, screen: 'desktop', sectionTops, atPageEnd: true })).toBe('hotel');
  });

  it('orders sections by position and skips sections without a top', () => {
    expect(activeProductTab({ scrollY: 600, screen: 'mobile', sectionTops: { hotel: 100, description: 900, room: Number.NaN } })).toBe('hotel');
    expect(activeProductTab({ scrollY: 900, screen: 'mobile', sectionTops: { hotel: 100, description: 900 } })).toBe('description');
    expect(activeProductTab({ scrollY: 500, screen: 'mobile', sectionTops: {} })).toBeNull();
  });
});
