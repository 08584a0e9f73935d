import type { CmsImage, ContentBlock, RichNode } from './cms';

/** Static pages, ideas, landings, marketing articles and partner minisites, as screens use them. */
export interface ContentPage {
  id: string;
  title: string;
  /** Meta description; screens fall back to the first paragraph when absent. */
  description: string | null;
  content: RichNode[];
}

export interface IdeaItem {
  id: string;
  title: string;
  image: string | null;
  url: string;
}

export interface IdeasPage {
  title: string;
  intro: string | null;
  sections: Array<{ title: string; items: IdeaItem[] }>;
  regions: Array<{ label: string; url: string }>;
}

export interface Landing {
  slug: string;
  kind: string | null;
  title: string;
  intro: string | null;
  heroImage: CmsImage | null;
  seo: { title: string; description: string | null };
  blocks: ContentBlock[];
}

export interface LandingLink {
  slug: string;
  kind: string | null;
  title: string;
  url: string;
}

export interface MarketingArticle {
  id: string;
  url: string;
  title: string;
  cover: string | null;
}

export interface Minisite {
  minisiteId: string;
  minisiteUrl: string;
  partnerName: string;
  minisiteLocale: string;
  bannerUrls: { desktop: string; mobile: string };
  logoUrl: string | null;
  footer: string;
  meta: { canonicalUrl: string | null; metaDescription: string | null; pageTitle: string | null };
}

/**
 * THE partner list (one owner): the only slugs the minisite route shows a partner page for (part 2
 * §2; any other slug gets the fallback page), and the only values the minisite context of product
 * pages and the BFF's `minisite` fields accept.
 */
export const PARTNER_MINISITES = ['macif', 'femmesdaujourdhui', 'maxi', 'femina', 'lefigaro', 'libelle'] as const;
export type PartnerMinisite = (typeof PARTNER_MINISITES)[number];

export function isPartnerMinisite(slug: string): slug is PartnerMinisite {
  return (PARTNER_MINISITES as readonly string[]).includes(slug);
}
