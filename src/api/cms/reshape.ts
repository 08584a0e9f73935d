import { isLocale, type Locale } from '@/domain/model/locale';
import {
  DEFAULT_TOP_RESULTS_COUNT,
  type AnnouncementBanner,
  type AnnouncementBannerEntry,
  type BoxCard,
  type CmsImage,
  type CmsLink,
  type ContentBlock,
  type Cta,
  type GiftBlock,
  type Homepage,
  type HomepageFlow,
  type PromoBar,
  type RichInline,
  type RichNode,
  type SerpBoxBlock,
  type TargetedBanner,
} from '@/domain/model/cms';
import { safeHref } from '@/routing/safe-url';
import type {
  WireAnnouncementBanner,
  WireBlock,
  WireBoxCard,
  WireCta,
  WireGiftBlock,
  WireHomepage,
  WireHomepageFlow,
  WireImage,
  WireLink,
  WirePromoBar,
  WireRichInline,
  WireRichNode,
  WireSerpBoxBlock,
  WireTargetedBanners,
} from './schemas';

/** Pure wire → domain reshapers of the CMS calls. Prices stay in cents. */

const orNull = <T>(value: T | null | undefined): T | null => value ?? null;

export function toImage(image: WireImage | null | undefined): CmsImage | null {
  return image ? { url: image.url, mobileUrl: orNull(image.mobileUrl), alt: image.alt ?? '' } : null;
}

export function toLink(link: WireLink): CmsLink {
  return { url: link.url, campaign: orNull(link.campaign), category: orNull(link.category) };
}

export const toCta = (cta: WireCta): Cta => ({ label: cta.label, url: cta.url, newTab: cta.newTab ?? false });

function toInline(inline: WireRichInline): RichInline {
  if (inline.type === 'text') return { type: 'text', text: inline.text };
  const url = safeHref(inline.url);
  return url ? { type: 'link', text: inline.text, url, newTab: inline.newTab ?? false } : { type: 'text', text: inline.text };
}

export function toRichContent(nodes: WireRichNode[]): RichNode[] {
  return nodes.map((node): RichNode => {
    switch (node.type) {
      case 'heading':
        // Level 1 belongs to the page title; deeper levels are flattened to 4.
        return { type: 'heading', level: node.level <= 2 ? 2 : node.level === 3 ? 3 : 4, text: node.text };
      case 'paragraph':
        return { type: 'paragraph', children: node.children.map(toInline) };
      case 'list':
        return { type: 'list', ordered: node.ordered ?? false, items: node.items.map((item) => item.map(toInline)) };
    }
  });
}

export function toBoxCard(card: WireBoxCard): BoxCard {
  return {
    id: card.id,
    title: card.title,
    description: card.description ?? '',
    rating: orNull(card.rating),
    price: card.price,
    promoPrice: card.promoPrice ?? null,
    image: card.image,
    link: toLink(card.link),
  };
}

const palette = (value: { background?: string | null; text?: string | null } | null | undefined) => ({
  background: value?.background ?? null,
  text: value?.text ?? null,
});

export function toBlock(block: WireBlock): ContentBlock {
  switch (block.type) {
    case 'boxes':
      return { type: 'boxes', id: block.id, title: block.title, subtitle: orNull(block.subtitle), boxes: block.boxes.map(toBoxCard), cta: block.cta ? toCta(block.cta) : null };
    case 'jumbotron':
      return {
        type: 'jumbotron',
        id: block.id,
        title: block.title,
        subtitle: orNull(block.subtitle),
        image: toImage(block.image),
        countDown: orNull(block.countDown),
        ctas: (block.ctas ?? []).map(toCta),
      };
    case 'mainUsp':
      return { type: 'mainUsp', id: block.id, title: orNull(block.title), items: block.items.map((item) => ({ icon: orNull(item.icon), title: item.title, text: item.text })) };
    case 'marketing':
      return { type: 'marketing', id: block.id, title: block.title, text: block.text, image: toImage(block.image), cta: block.cta ? toCta(block.cta) : null };
    case 'categories':
      return { type: 'categories', id: block.id, title: orNull(block.title), items: block.items.map((item) => ({ ...item, image: orNull(item.image) })) };
    case 'banner':
      return {
        type: 'banner',
        id: block.id,
        title: block.title,
        subtitle: orNull(block.subtitle),
        image: toImage(block.image),
        link: block.link ? toLink(block.link) : null,
        colorPalette: palette(block.colorPalette),
      };
    case 'boxCodes':
      return { type: 'boxCodes', id: block.id, title: orNull(block.title), codes: block.codes };
    case 'relatedBanner':
      return { type: 'relatedBanner', id: block.id, title: orNull(block.title), links: block.links };
    case 'article':
      return { type: 'article', id: block.id, title: block.title, content: toRichContent(block.content), image: toImage(block.image) };
    case 'topSearchResults':
      return {
        type: 'topSearchResults',
        id: block.id,
        title: block.title,
        searchParams: {
          resultsCount: block.searchParams.resultsCount ?? DEFAULT_TOP_RESULTS_COUNT,
          type: block.searchParams.type,
          url: block.searchParams.url,
          newTab: block.searchParams.newTab ?? false,
        },
        criteria: { city: block.criteria?.city ?? null, theme: block.criteria?.theme ?? null },
      };
  }
}

export function toAnnouncementBanner(banner: WireAnnouncementBanner): AnnouncementBanner {
  return {
    content: banner.content,
    title: banner.title,
    link: banner.link ? toLink(banner.link) : null,
    colorVariation: orNull(banner.colorVariation),
    countDown: orNull(banner.countDown),
  };
}

export function toPromoBar(bar: WirePromoBar): PromoBar {
  return {
    internalCode: bar.internalCode,
    campaign: orNull(bar.campaign),
    category: orNull(bar.category),
    flow: bar.flow,
    page: bar.page,
    links: bar.links.map((link) => ({ label: link.label, url: link.url, newTab: link.newTab ?? false, variant: link.variant ?? 'default' })),
    colorPalette: { background: bar.colorPalette?.background ?? null },
  };
}

function toHomepageFlow(flow: WireHomepageFlow): HomepageFlow {
  const jumbotron = flow.jumbotron;
  return {
    seo: { title: flow.seo.title, description: flow.seo.description, canonicalUrl: orNull(flow.seo.canonicalUrl), robots: orNull(flow.seo.robots) },
    announcementBanner: flow.announcementBanner ? toAnnouncementBanner(flow.announcementBanner) : null,
    header: orNull(flow.header),
    promoBar: flow.promoBar ? toPromoBar(flow.promoBar) : null,
    jumbotron: jumbotron
      ? {
          title: jumbotron.title,
          subtitle: orNull(jumbotron.subtitle),
          image: toImage(jumbotron.image),
          countDown: orNull(jumbotron.countDown),
          ctas: (jumbotron.ctas ?? []).map(toCta),
          cards: (jumbotron.cards ?? []).slice(0, 5).map((card) => ({ title: card.title, image: orNull(card.image), url: card.url })),
        }
      : null,
    blocks: flow.blocks.map(toBlock),
    footer: flow.footer ? { text: orNull(flow.footer.text), links: flow.footer.links } : null,
  };
}

export function toHomepage(wire: WireHomepage): Homepage {
  const homepage: Homepage = {};
  for (const flow of ['booking', 'gifting', 'activity', 'hotel'] as const) {
    const content = wire[flow];
    if (content) homepage[flow] = toHomepageFlow(content);
  }
  return homepage;
}

/** The banners' text in one locale; banners without that locale are left out. */
export function toAnnouncementEntries(wire: { banners: Array<{ id: string; page: string; flow: string; localizations: Record<string, WireAnnouncementBanner> }> }, locale: Locale): AnnouncementBannerEntry[] {
  return wire.banners.flatMap((entry) => {
    const localized = entry.localizations[locale];
    return localized ? [{ id: entry.id, page: entry.page, flow: entry.flow, banner: toAnnouncementBanner(localized) }] : [];
  });
}

export function toSerpBoxBlock(wire: WireSerpBoxBlock): SerpBoxBlock {
  return {
    id: wire.id,
    containerId: wire.containerId,
    title: wire.title,
    subtitle: orNull(wire.subtitle),
    colorPalette: palette(wire.colorPalette),
    cta: wire.cta ? toCta(wire.cta) : null,
    boxes: wire.boxes.map(toBoxCard),
  };
}

export type GiftBlocks = Partial<Record<Locale, GiftBlock>>;

export function toGiftBlocks(wire: WireGiftBlock): GiftBlocks {
  const blocks: GiftBlocks = {};
  for (const [locale, entry] of Object.entries(wire)) {
    if (!isLocale(locale)) continue;
    blocks[locale] = {
      variant: locale === 'it_IT' ? 'italian' : 'standard',
      title: entry.title,
      subtitle: entry.subtitle,
      imageS: entry.imageS,
      imageL: entry.imageL,
      boxURL: orNull(entry.boxURL),
      singleVoucherURL: orNull(entry.singleVoucherURL),
      giftcardURL: orNull(entry.giftcardURL),
      activityOnlyURL: orNull(entry.activityOnlyURL),
      campaign: orNull(entry.campaign),
      category: orNull(entry.category),
    };
  }
  return blocks;
}

/** The gift block of a locale; null for locales without the gift layout (es_ES). */
export function giftBlockFor(blocks: GiftBlocks, locale: Locale): GiftBlock | null {
  return blocks[locale] ?? null;
}

export type TargetedBanners = Partial<Record<Locale, TargetedBanner[]>>;

export function toTargetedBanners(wire: WireTargetedBanners): TargetedBanners {
  const result: TargetedBanners = {};
  for (const [locale, banners] of Object.entries(wire)) {
    if (!isLocale(locale)) continue;
    result[locale] = banners.map((banner) => ({
      id: orNull(banner.id),
      title: banner.title,
      subtitle: orNull(banner.subtitle),
      imageUrl: banner.imageUrl,
      imageMobile: orNull(banner.imageMobile),
      imagePosition: banner.imagePosition ?? 'center',
      imageAlt: banner.imageAlt ?? '',
      ctas: (banner.ctas ?? []).map(toCta),
      url: orNull(banner.url),
      newTab: banner.newTab ?? false,
      targeting: {
        department: orNull(banner.department),
        theme: orNull(banner.theme),
        city: orNull(banner.city),
        country: orNull(banner.country),
        region: orNull(banner.region),
        lessThanTwoHours: orNull(banner.lessThanTwoHours),
      },
    }));
  }
  return result;
}
