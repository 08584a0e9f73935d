import {
  fetchAnnouncementBanners,
  fetchGiftBlocks,
  fetchHomepage,
  fetchPromoBars,
  fetchSerpBoxBlock,
  fetchTargetedBanners,
  giftBlockFor,
  homepageForFlow,
  pickTargetedBanner,
} from '@/api/cms';
import { isCountdownVisible } from '@/domain/content/countdown';
import type { ApiResult } from '@/api/core';
import { LOCALES } from '@/domain/model/locale';
import { getCatalogue } from '../../mocks/catalogue';

/** Contract tests of the CMS calls against the in-process simulator (one per call, plus the answer rules). */
function data<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

/** Midday of the catalogue's today, the clock the simulator's countdown windows are relative to. */
const catalogueNow = () => new Date(`${getCatalogue().today}T12:00:00Z`);

const BLOCK_TYPES = ['boxes', 'jumbotron', 'mainUsp', 'marketing', 'categories', 'banner', 'boxCodes', 'relatedBanner', 'article', 'topSearchResults'];

/** Every visible string in a value: not URLs, ids and codes, nor catalogue box texts (another part of the simulator writes those). */
const NOT_PROSE = new Set(['url', 'image', 'mobileUrl', 'cover', 'canonicalUrl', 'robots', 'id', 'codes', 'icon', 'campaign', 'category', 'internalCode', 'boxes']);
function strings(value: unknown, skip: ReadonlySet<string> = NOT_PROSE): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, skip));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => (skip.has(key) ? [] : strings(item, skip)));
  return [];
}

describe('homepage', () => {
  it('returns per-flow content with every block type and real box codes', async () => {
    const homepage = data(await fetchHomepage('fr_FR'));
    const booking = homepage.booking;
    expect(booking?.seo.title).toMatch(/week-end/i);
    expect(new Set(booking?.blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
    const boxCodes = new Set(getCatalogue().boxes.map((box) => box.code));
    for (const block of booking?.blocks ?? []) {
      if (block.type === 'boxes') {
        expect(block.boxes.length).toBeGreaterThan(0);
        for (const card of block.boxes) {
          expect(boxCodes.has(card.id)).toBe(true);
          expect(Number.isInteger(card.price) && card.price > 0).toBe(true);
          expect(card.link.url).toContain(card.id);
        }
      }
      if (block.type === 'boxCodes') for (const code of block.codes) expect(boxCodes.has(code)).toBe(true);
      if (block.type === 'topSearchResults') expect(block.searchParams.resultsCount).toBeGreaterThan(0);
    }
    expect(booking?.jumbotron?.cards.length).toBeLessThanOrEqual(5);
    expect(homepage.gifting?.jumbotron?.countDown).not.toBeNull();
  });

  it('is written in the language of each locale, with no English or placeholder text', async () => {
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const booking = data(await fetchHomepage(locale)).booking;
      const texts = strings(booking).join(' \n ');
      expect(texts).not.toMatch(/\b(the|and|with|your|our|lorem|ipsum)\b/i);
      titles.add(`${locale.slice(0, 2)}:${booking?.seo.title}`);
    }
    // One title per language (fr_FR/fr_BE and nl_NL/nl_BE share theirs).
    expect(new Set([...titles].map((title) => title.slice(3))).size).toBe(4);
  });

  it('falls back to the booking flow when a locale does not publish a flow', async () => {
    const homepage = data(await fetchHomepage('it_IT'));
    expect(homepage.activity).toBeUndefined();
    expect(homepageForFlow(homepage, 'activity')).toBe(homepage.booking);
    expect(homepageForFlow(homepage, 'gifting')).toBe(homepage.gifting);
  });

  it('answers a typed failure for an unknown locale', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await fetchHomepage('en_GB' as never);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    vi.restoreAllMocks();
  });
});

describe('announcementBanner', () => {
  it('returns banners per page kind and flow with countdowns open, ended and not started', async () => {
    const entries = data(await fetchAnnouncementBanners('nl_BE'));
    const kinds = new Set(entries.map((entry) => entry.page));
    expect(kinds).toEqual(new Set(['home', 'product', 'search']));
    const now = catalogueNow();
    const withCountdown = entries.filter((entry) => entry.banner.countDown);
    expect(withCountdown.filter((entry) => isCountdownVisible(entry.banner.countDown, now))).toHaveLength(1);
    expect(withCountdown.filter((entry) => Date.parse(entry.banner.countDown?.end ?? '') <= now.getTime())).toHaveLength(1);
    expect(withCountdown.filter((entry) => Date.parse(entry.banner.countDown?.start ?? '') > now.getTime())).toHaveLength(1);
    expect(entries.every((entry) => entry.banner.link?.url.startsWith('/nl-be/'))).toBe(true);
  });
});

describe('promoBars', () => {
  it('returns bars with page, flow and links', async () => {
    const bars = data(await fetchPromoBars('es_ES'));
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.some((bar) => bar.page === 'home' && bar.flow === 'booking')).toBe(true);
    for (const bar of bars) {
      expect(bar.internalCode).toMatch(/^PB-ES-/);
      expect(bar.links.length).toBeGreaterThan(0);
      for (const link of bar.links) expect(['default', 'black']).toContain(link.variant);
    }
  });
});

describe('box-block-serp', () => {
  it('returns the SERP box block with catalogue boxes', async () => {
    const block = data(await fetchSerpBoxBlock('fr_BE'));
    expect(block.containerId).toBeTruthy();
    expect(block.boxes.length).toBeGreaterThan(0);
    for (const card of block.boxes) {
      expect(getCatalogue().index.boxByCode.has(card.id)).toBe(true);
      expect(card.price).toBeGreaterThan(0);
      if (card.promoPrice !== null) expect(card.promoPrice).toBeLessThan(card.price);
    }
  });
});

describe('giftBlock', () => {
  it('returns a block per gift-layout locale, with a different Italian block and none for es_ES', async () => {
    const blocks = data(await fetchGiftBlocks());
    const french = giftBlockFor(blocks, 'fr_FR');
    expect(french).toMatchObject({ variant: 'standard', boxURL: expect.stringMatching(/^\/fr-fr\//) });
    expect(french?.activityOnlyURL).not.toBeNull();
    const italian = giftBlockFor(blocks, 'it_IT');
    expect(italian?.variant).toBe('italian');
    expect(italian?.activityOnlyURL).toBeNull();
    expect(giftBlockFor(blocks, 'es_ES')).toBeNull();
  });

  it('is also served by the front gateway for cache avoidance', async () => {
    const blocks = data(await fetchGiftBlocks({ avoidCache: true }));
    expect(giftBlockFor(blocks, 'nl_NL')?.title).toBeTruthy();
  });
});

describe('targetedBanner', () => {
  it('returns several targeted banners per locale, targeting real catalogue cities and themes', async () => {
    const all = data(await fetchTargetedBanners());
    const banners = all.fr_FR ?? [];
    expect(banners.length).toBeGreaterThanOrEqual(4);
    const cityBanner = banners.find((banner) => banner.targeting.city !== null);
    expect(getCatalogue().index.cityById.has(cityBanner?.targeting.city ?? '')).toBe(true);
    expect(pickTargetedBanner(banners, { city: cityBanner?.targeting.city ?? '' })).toBe(cityBanner);
    expect(pickTargetedBanner(banners, { lessThanTwoHours: true })?.targeting.lessThanTwoHours).toBe(true);
  });
});
