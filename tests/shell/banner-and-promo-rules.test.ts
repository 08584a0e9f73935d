import { bannerToShow, promoBarToShow } from '@/components/shell/rules/banner';
import type { AnnouncementBanner, AnnouncementBannerEntry, PromoBar } from '@/domain/model/cms';

const NOW = new Date('2026-03-02T12:00:00Z');
const banner = (title: string): AnnouncementBanner => ({ title, content: '…', link: null, colorVariation: null, countDown: null });
const ENTRIES: AnnouncementBannerEntry[] = [
  { id: 'gw-home', page: 'home', flow: 'gifting', banner: banner('Gateway home gifting') },
  { id: 'gw-search', page: 'search', flow: 'booking', banner: banner('Gateway search booking') },
];
const bar = (page: string, flow: string, internalCode: string): PromoBar => ({
  internalCode,
  page,
  flow,
  campaign: null,
  category: null,
  links: [{ label: 'x', url: '/fr-fr', newTab: false, variant: 'default' }],
  colorPalette: { background: null },
});
const BARS = [bar('home', 'booking', 'HOME'), bar('search', 'booking', 'SEARCH'), bar('product', 'booking', 'PRODUCT'), bar('search', 'gifting', 'SEARCH-GIFT')];

describe('announcement banner: the page’s own first', () => {
  const show = (own: AnnouncementBanner | null | undefined, customerCare = false) =>
    bannerToShow({ entries: ENTRIES, own, pageKind: 'home', flow: 'gifting', customerCare, now: NOW })?.banner.title ?? null;

  it('shows the homepage call’s banner in place of the gateway’s', () => expect(show(banner('Homepage gifting'))).toBe('Homepage gifting'));
  it('shows none when the homepage plans none for its flow', () => expect(show(null)).toBeNull());
  it('falls back to the gateway’s when the page has no content of its own', () => expect(show(undefined)).toBe('Gateway home gifting'));
  it('never in customer-care mode', () => expect(show(banner('Homepage gifting'), true)).toBeNull());
});

describe('promo bars by page kind and flow (part 2 §7)', () => {
  const pick = (pageKind: 'home' | 'search' | 'product' | 'other', flow: 'booking' | 'gifting', customerCare = false, own?: PromoBar | null) =>
    promoBarToShow({ bars: BARS, own, pageKind, flow, customerCare })?.internalCode ?? null;

  it('shows the bar published for each page kind and flow', () => {
    expect(pick('search', 'booking')).toBe('SEARCH');
    expect(pick('search', 'gifting')).toBe('SEARCH-GIFT');
    expect(pick('product', 'booking')).toBe('PRODUCT');
    expect(pick('home', 'booking')).toBe('HOME');
  });

  it('shows none where none is published, and none on other pages', () => {
    expect(pick('home', 'gifting')).toBeNull();
    expect(pick('other', 'booking')).toBeNull();
  });

  it('takes the page’s own choice (null included)', () => {
    expect(pick('home', 'gifting', false, bar('home', 'gifting', 'OWN'))).toBe('OWN');
    expect(pick('home', 'booking', false, null)).toBeNull();
  });

  it('customer-care mode hides promo blocks (part 1 §6)', () => {
    expect(pick('search', 'booking', true)).toBeNull();
    expect(pick('home', 'booking', true, bar('home', 'booking', 'OWN'))).toBeNull();
  });
});
