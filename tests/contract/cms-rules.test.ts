import { homepageForFlow, pickTargetedBanner } from '@/api/cms';
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
