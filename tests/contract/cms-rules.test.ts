import { homepageForFlow, isCountdownVisible, isJumbotronVisible, pickTargetedBanner, remainingTime } from '@/api/cms';
import { safeHref } from '@/routing/safe-url';
import { toRichContent } from '@/api/cms/reshape';
import type { HomepageFlow, TargetedBanner } from '@/domain/model/cms';

/** The CMS answer-handling rules of part 2 §2, §4 and §7, as pure functions of their inputs. */
const flow = (title: string): HomepageFlow => ({
  seo: { title, description: '', canonicalUrl: null, robots: null },
  announcementBanner: null,
  header: null,
  promoBar: null,
  jumbotron: null,
  blocks: [],
  footer: null,
});

describe('homepageForFlow', () => {
  it('uses the flow when published, else the booking flow, else nothing', () => {
    const booking = flow('booking');
    const gifting = flow('gifting');
    expect(homepageForFlow({ booking, gifting }, 'gifting')).toBe(gifting);
    expect(homepageForFlow({ booking, gifting }, 'hotel')).toBe(booking);
    expect(homepageForFlow({ gifting }, 'activity')).toBeNull();
  });
});

describe('countdown', () => {
  const countDown = { start: '2026-03-01T00:00:00.000Z', end: '2026-03-10T00:00:00.000Z' };

  it('is visible only while start <= now < end', () => {
    expect(isCountdownVisible(countDown, new Date('2026-02-28T23:59:59.999Z'))).toBe(false);
    expect(isCountdownVisible(countDown, new Date('2026-03-01T00:00:00.000Z'))).toBe(true);
    expect(isCountdownVisible(countDown, new Date('2026-03-09T23:59:59.999Z'))).toBe(true);
    expect(isCountdownVisible(countDown, new Date('2026-03-10T00:00:00.000Z'))).toBe(false);
    expect(isCountdownVisible(null, new Date('2026-03-05T00:00:00.000Z'))).toBe(false);
    expect(isCountdownVisible({ start: 'soon', end: 'later' }, new Date())).toBe(false);
  });

  it('counts the remaining time down to zero, never below', () => {
    expect(remainingTime(countDown.end, new Date('2026-03-08T21:58:30.000Z'))).toEqual({
      totalMs: ((1 * 24 + 2) * 3600 + 90) * 1000,
      days: 1,
      hours: 2,
      minutes: 1,
      seconds: 30,
    });
    expect(remainingTime(countDown.end, new Date('2026-03-11T00:00:00.000Z'))).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('hides a jumbotron whose countdown window is not open, keeps one without countdown', () => {
    expect(isJumbotronVisible({ countDown }, new Date('2026-03-05T00:00:00.000Z'))).toBe(true);
    expect(isJumbotronVisible({ countDown }, new Date('2026-03-12T00:00:00.000Z'))).toBe(false);
    expect(isJumbotronVisible({ countDown: null }, new Date('2026-03-12T00:00:00.000Z'))).toBe(true);
  });
});

describe('rich content', () => {
  it('keeps site paths and web links, turns script and protocol-relative links into plain text', () => {
    expect(safeHref('/fr-fr/contact')).toBe('/fr-fr/contact');
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    const [node] = toRichContent([
      { type: 'paragraph', children: [{ type: 'link', text: 'click', url: 'JavaScript:alert(1)' }, { type: 'link', text: 'FAQ', url: '/fr-fr/faq' }] },
    ]);
    expect(node).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'click' },
        { type: 'link', text: 'FAQ', url: '/fr-fr/faq', newTab: false },
      ],
    });
  });
});

describe('pickTargetedBanner', () => {
  const none = { department: null, theme: null, city: null, country: null, region: null, lessThanTwoHours: null };
  const banner = (id: string, targeting: Partial<TargetedBanner['targeting']>): TargetedBanner => ({
    id,
    title: id,
    subtitle: null,
    imageUrl: '/i.svg',
    imageMobile: null,
    imagePosition: 'center',
    imageAlt: '',
    ctas: [],
    url: null,
    newTab: false,
    targeting: { ...none, ...targeting },
  });
  const banners = [banner('country', { country: 'FR' }), banner('paris', { country: 'FR', city: 'paris' }), banner('spa', { theme: 'wellness' })];

  it('picks the most specific banner whose every target matches', () => {
    expect(pickTargetedBanner(banners, { country: 'FR', city: 'paris' })?.id).toBe('paris');
    expect(pickTargetedBanner(banners, { country: 'FR', city: 'lyon' })?.id).toBe('country');
    expect(pickTargetedBanner(banners, { theme: 'wellness' })?.id).toBe('spa');
    expect(pickTargetedBanner(banners, { country: 'IT' })).toBeNull();
  });
});
