import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import type { Catalogue, LocaleCode } from '../catalogue/types';
import { imageUrl } from '../images';
import { route } from '../services';
import { homeAnnouncement, countDownWindow, promoBars, type FlowName } from './banners';
import { blockContext, boxCard, categoriesBlock, cmsImage, topSearchResults, type Block, type BlockContext, type Cta } from './blocks';
import { contentView } from './catalogue-view';
import { readLocale } from './common';
import { paragraphs } from './rich-text';
import { HOME_TEXTS } from './texts/homepage';
import { PAGE_TEXTS } from './texts/pages';

/**
 * GET {cms}/api/cms/homepage?locale: one object per flow. Some flows are not published in some
 * locales (the storefront then falls back to booking, part 2 §2).
 */
const FLOWS_BY_LOCALE: Record<LocaleCode, readonly FlowName[]> = {
  fr_FR: ['booking', 'gifting', 'activity', 'hotel'],
  fr_BE: ['booking', 'gifting', 'activity'],
  nl_BE: ['booking', 'gifting', 'activity'],
  nl_NL: ['booking', 'gifting'],
  it_IT: ['booking', 'gifting'],
  es_ES: ['booking', 'gifting', 'activity', 'hotel'],
};

function cities(ctx: BlockContext) {
  return contentView(ctx.catalogue).citiesByCountry.get(ctx.country) ?? [];
}

function boxes(ctx: BlockContext) {
  return contentView(ctx.catalogue).boxesByCountry.get(ctx.country) ?? [];
}

function jumbotron(ctx: BlockContext, flow: FlowName) {
  const text = HOME_TEXTS[ctx.lang];
  const flowText = text.flows[flow];
  const key = `home-${ctx.locale}-${flow}-jumbotron`;
  const campaign = `homepage-${flow}`;
  const base = { title: flowText.title, subtitle: flowText.subtitle, image: cmsImage(ctx, key, flowText.title, true) };
  const cityCards = (activity: boolean) =>
    cities(ctx)
      .slice(0, 5)
      .map((city) => ({
        title: city.label[ctx.lang],
        image: imageUrl(ctx.request, `city-${city.id}`, '640x360'),
        url: activity ? ctx.paths.activitiesIn(city) : ctx.paths.city(city),
      }));
  switch (flow) {
    case 'booking':
      return { ...base, countDown: null, ctas: [{ label: flowText.cta, url: ctx.paths.search, newTab: false }], cards: cityCards(false) };
    case 'gifting': {
      const ctas: Cta[] = [
        { label: text.giftingCtas.boxes, url: ctx.paths.boxes, newTab: false },
        { label: text.giftingCtas.giftCard, url: ctx.paths.giftCard, newTab: false },
        { label: text.giftingCtas.singleVoucher, url: ctx.paths.singleVouchers, newTab: false },
      ];
      const cards = boxes(ctx)
        .slice(0, 5)
        .map((box) => boxCard(ctx, box, campaign, 'jumbotron'))
        .map((card) => ({ title: card.title, image: card.image, url: card.link.url }));
      return { ...base, countDown: countDownWindow(ctx.catalogue, 'open'), ctas, cards };
    }
    case 'activity':
      // Not started yet: the storefront hides this jumbotron until the window opens (part 2 §4).
      return { ...base, countDown: countDownWindow(ctx.catalogue, 'upcoming'), ctas: [{ label: flowText.cta, url: ctx.paths.activities, newTab: false }], cards: cityCards(true) };
    case 'hotel':
      return { ...base, countDown: null, ctas: [{ label: flowText.cta, url: ctx.paths.search, newTab: false }], cards: [] };
  }
}

function blocks(ctx: BlockContext, flow: FlowName): Block[] {
  const text = HOME_TEXTS[ctx.lang];
  const [city1, city2] = cities(ctx);
  const id = (name: string) => `home-${ctx.locale}-${flow}-${name}`;
  const campaign = `homepage-${flow}`;
  const ranked = boxes(ctx);
  const usp = (usp: typeof text.usp, icons: [string, string, string]): Block => ({
    type: 'mainUsp',
    id: id('usp'),
    title: usp.title,
    items: usp.items.map((item, i) => ({ icon: icons[i] ?? 'star', title: item.title, text: item.text })),
  });
  const article: Block = {
    type: 'article',
    id: id('article'),
    title: text.article.title,
    content: paragraphs(text.article.paragraphs),
    image: cmsImage(ctx, `home-article-${ctx.lang}`, text.article.title),
  };
  const marketing: Block = {
    type: 'marketing',
    id: id('marketing'),
    title: text.marketing.title,
    text: text.marketing.text,
    image: cmsImage(ctx, `home-marketing-${ctx.lang}`, text.marketing.title),
    cta: { label: text.marketing.cta, url: ctx.paths.singleVouchers, newTab: false },
  };
  const boxesBlock = (count: number): Block => ({
    type: 'boxes',
    id: id('boxes'),
    title: text.boxes.title,
    subtitle: text.boxes.subtitle,
    boxes: ranked.slice(0, count).map((box) => boxCard(ctx, box, campaign, 'boxes-block')),
    cta: { label: text.boxes.cta, url: ctx.paths.boxes, newTab: false },
  });
  const boxCodes: Block = { type: 'boxCodes', id: id('box-codes'), title: text.boxCodes, codes: ranked.slice(4, 8).map((box) => box.code) };

  switch (flow) {
    case 'booking':
      return [
        usp(text.usp, ['handpicked', 'all-inclusive', 'customer-service']),
        ...(city1 ? [topSearchResults(ctx, id('top-results'), text.topResults(city1.label[ctx.lang]), { city: city1 })] : []),
        categoriesBlock(ctx, id('categories'), text.categories, ctx.catalogue.themes),
        boxesBlock(4),
        {
          type: 'banner',
          id: id('banner'),
          title: text.banner.title,
          subtitle: text.banner.subtitle,
          image: cmsImage(ctx, `home-banner-${ctx.lang}`, text.banner.title),
          link: { url: `${ctx.paths.search}?sort=promo`, campaign: 'last-minute', category: 'home-banner' },
          colorPalette: { background: '#0B3C5D', text: '#FFFFFF' },
        },
        marketing,
        {
          // Its countdown is over: the storefront hides it (kept to exercise that rule).
          type: 'jumbotron',
          id: id('flash-sale'),
          title: text.flashSale.title,
          subtitle: text.flashSale.subtitle,
          image: cmsImage(ctx, `home-flash-sale-${ctx.lang}`, text.flashSale.title, true),
          countDown: countDownWindow(ctx.catalogue, 'ended'),
          ctas: [{ label: text.flashSale.cta, url: `${ctx.paths.search}?sort=promo`, newTab: false }],
        },
        boxCodes,
        { type: 'relatedBanner', id: id('related'), title: text.related, links: cities(ctx).map((city) => ({ label: city.label[ctx.lang], url: ctx.paths.city(city) })) },
        article,
      ];
    case 'gifting':
      return [
        boxesBlock(8),
        usp(text.giftUsp, ['calendar', 'envelope', 'exchange']),
        boxCodes,
        {
          type: 'banner',
          id: id('gift-card'),
          title: text.giftBanner.title,
          subtitle: text.giftBanner.subtitle,
          image: cmsImage(ctx, `home-gift-card-${ctx.lang}`, text.giftBanner.title),
          link: { url: ctx.paths.giftCard, campaign: 'gift-card', category: 'home-banner' },
          colorPalette: { background: '#FBE3EA', text: '#1F1F1F' },
        },
        marketing,
        article,
      ];
    case 'activity':
      return [
        ...(city1 ? [topSearchResults(ctx, id('top-activities'), text.topActivities(city1.label[ctx.lang]), { city: city1, activity: true, resultsCount: 6 })] : []),
        ...(city2 ? [topSearchResults(ctx, id('top-activities-2'), text.topActivities(city2.label[ctx.lang]), { city: city2, activity: true })] : []),
        categoriesBlock(ctx, id('categories'), text.categories, ctx.catalogue.themes),
      ];
    case 'hotel':
      return [
        ...(city1 ? [topSearchResults(ctx, id('top-hotels'), text.topResults(city1.label[ctx.lang]), { city: city1, resultsCount: 6 })] : []),
        usp(text.usp, ['handpicked', 'all-inclusive', 'customer-service']),
      ];
  }
}

function footer(ctx: BlockContext) {
  const text = HOME_TEXTS[ctx.lang].footer;
  const pages = PAGE_TEXTS[ctx.lang].pages;
  return {
    text: text.text,
    links: [
      { label: text.about, url: ctx.paths.page(pages.about.id) },
      { label: text.faq, url: ctx.paths.page(pages.faq.id) },
      { label: text.terms, url: ctx.paths.page(pages.terms.id) },
      { label: text.privacy, url: ctx.paths.page(pages.privacy.id) },
      { label: text.legal, url: ctx.paths.page(pages.legal.id) },
      { label: text.cookies, url: ctx.paths.page(pages.cookies.id) },
    ],
  };
}

function flowContent(ctx: BlockContext, flow: FlowName) {
  const text = HOME_TEXTS[ctx.lang];
  const flowText = text.flows[flow];
  const withHeader = flow === 'booking' || flow === 'gifting';
  return {
    seo: {
      title: flowText.seoTitle,
      description: flowText.seoDescription,
      canonicalUrl: flow === 'booking' ? ctx.paths.home : `${ctx.paths.home}?flow=${flow}`,
      robots: 'index, follow',
    },
    announcementBanner: homeAnnouncement(ctx.catalogue, ctx.locale, flow),
    header: withHeader
      ? {
          links: [
            { label: text.header.ideas, url: ctx.paths.ideas },
            { label: text.header.boxes, url: ctx.paths.boxes },
            { label: text.header.giftCard, url: ctx.paths.giftCard },
            { label: text.header.contact, url: ctx.paths.contact },
          ],
        }
      : null,
    promoBar: promoBars(ctx.catalogue, ctx.locale).find((bar) => bar.page === 'home' && bar.flow === flow) ?? null,
    jumbotron: jumbotron(ctx, flow),
    blocks: blocks(ctx, flow),
    // The activity homepage has no footer of its own (the footer is optional, part 2 §2).
    footer: flow === 'activity' ? null : footer(ctx),
  };
}

export function homepage(request: Request, catalogue: Catalogue, locale: LocaleCode) {
  const ctx = blockContext(request, catalogue, locale);
  return Object.fromEntries(FLOWS_BY_LOCALE[locale].map((flow) => [flow, flowContent(ctx, flow)]));
}

export const homepageHandlers = [
  http.get(route('cms', '/api/cms/homepage'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    return HttpResponse.json(homepage(request, getCatalogue(), read.locale));
  }),
];
