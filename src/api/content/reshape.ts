import { toBlock, toImage, toRichContent } from '@/api/cms/reshape';
import type { ContentPage, IdeasPage, Landing, LandingLink, MarketingArticle, Minisite } from '@/domain/model/content';
import type { WireArticles, WireContentPage, WireIdeas, WireLanding, WireLandingList, WireMinisite } from './schemas';

/** Pure wire → domain reshapers of the content calls. */
export function toContentPage(wire: WireContentPage): ContentPage {
  return { id: wire.id, title: wire.title, description: wire.description ?? null, content: toRichContent(wire.content) };
}

export function toIdeasPage(wire: WireIdeas): IdeasPage {
  return {
    title: wire.title,
    intro: wire.intro ?? null,
    sections: wire.sections.map((section) => ({
      title: section.title,
      items: section.items.map((item) => ({ id: item.id, title: item.title, image: item.image ?? null, url: item.url })),
    })),
    regions: wire.regions ?? [],
  };
}

export function toLanding(wire: WireLanding): Landing {
  return {
    slug: wire.slug,
    kind: wire.kind ?? null,
    title: wire.title,
    intro: wire.intro ?? null,
    heroImage: toImage(wire.heroImage),
    seo: { title: wire.seo?.title ?? wire.title, description: wire.seo?.description ?? wire.intro ?? null },
    blocks: wire.blocks.map(toBlock),
  };
}

export function toLandingLinks(wire: WireLandingList): LandingLink[] {
  return wire.landings.map((landing) => ({ slug: landing.slug, kind: landing.kind ?? null, title: landing.title, url: landing.url }));
}

export function toArticles(wire: WireArticles): MarketingArticle[] {
  return wire.map((article) => ({ id: String(article.id), url: article.url, title: article.title, cover: article.cover ?? null }));
}

export function toMinisite(wire: WireMinisite): Minisite {
  return {
    minisiteId: String(wire.minisiteId),
    minisiteUrl: wire.minisiteUrl,
    partnerName: wire.partnerName,
    minisiteLocale: wire.minisiteLocale,
    bannerUrls: wire.bannerUrls,
    logoUrl: wire.logoUrl ?? null,
    footer: wire.footer,
    meta: {
      canonicalUrl: wire.meta?.canonicalUrl ?? null,
      metaDescription: wire.meta?.metaDescription ?? null,
      pageTitle: wire.meta?.pageTitle ?? null,
    },
  };
}
