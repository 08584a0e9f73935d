import { currentSection, HOTEL_SCROLL_OFFSET, HOTEL_SECTION_IDS, sectionScrollTarget } from '@/domain/hotel';

/** Part 2 §2 sections (Offers anchor 'getaways') and §9 "Top bar scroll offsets 70 px mobile, 100 px desktop". */
describe('hotel sections', () => {
  it('the offers section is the getaways anchor', () => {
    expect(HOTEL_SECTION_IDS).toEqual({ about: 'about', offers: 'getaways', reviews: 'reviews' });
  });

  it('scrolls 70 px above a section on mobile and 100 px on desktop, never above the page', () => {
    expect(HOTEL_SCROLL_OFFSET).toEqual({ mobile: 70, desktop: 100 });
    expect(sectionScrollTarget(1200, 'mobile')).toBe(1130);
    expect(sectionScrollTarget(1200, 'desktop')).toBe(1100);
    expect(sectionScrollTarget(40, 'desktop')).toBe(0);
  });

  const sectionTops = { about: 600, getaways: 1400, reviews: 2600 };

  it('the current section is the last one reached under the offset; above the first, the first', () => {
    expect(currentSection({ scrollY: 0, screen: 'desktop', sectionTops })).toBe('about');
    expect(currentSection({ scrollY: 1299, screen: 'desktop', sectionTops })).toBe('getaways');
    expect(currentSection({ scrollY: 1298, screen: 'desktop', sectionTops })).toBe('about');
    expect(currentSection({ scrollY: 1330, screen: 'mobile', sectionTops })).toBe('getaways');
    expect(currentSection({ scrollY: 1328, screen: 'mobile', sectionTops })).toBe('about');
    expect(currentSection({ scrollY: 2500, screen: 'desktop', sectionTops })).toBe('reviews');
  });

  it('at the page end the last section; sections without a top are skipped; none: null', () => {
    expect(currentSection({ scrollY: 1500, screen: 'desktop', sectionTops, atPageEnd: true })).toBe('reviews');
    expect(currentSection({ scrollY: 5000, screen: 'desktop', sectionTops: { about: 600, reviews: undefined, getaways: Number.NaN } })).toBe('about');
    expect(currentSection({ scrollY: 0, screen: 'desktop', sectionTops: {} })).toBeNull();
  });
});
