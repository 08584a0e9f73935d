import type { MetadataRoute } from 'next';
import { listedBoxes } from '@/domain/box-listing';
import type { PartnerMinisite } from '@/domain/model/content';
import { pointOfSale, type Locale } from '@/domain/model/locale';
import { absoluteUrl, alternates, hrefOf, siteCode, type SiteRoute } from '@/routing';
import { isBoxCode, isSlug } from '@/routing/segments';
import { boxEquivalents, type BoxesBySite } from './box-alternates';

/**
 * One sitemap per site (Next's generateSitemaps: /sitemap/{site}.xml), listing every indexable
 * page of that site that exists: a page is listed only when its screen is built (registered),
 * so a sitemap never sends a crawler to a 404. Each entry carries its hreflang alternates, the
 * same set the page itself links.
 */
export function sitemapPath(locale: Locale): string {
  return `/sitemap/${siteCode(locale)}.xml`;
}

/** What the CMS says exists in a site. */
export interface SiteContent {
  contentPageIds: readonly string[];
  landingSlugs: readonly string[];
  /** City and theme search pages (the search's destinations call). */
  citySlugs: readonly string[];
  themeSlugs: readonly string[];
  /** The site's box detail pages: its listed (digital) boxes, in the listing's order. */
  boxPages: readonly BoxPage[];
  /** The partner minisites served on this site (their minisiteLocale is the site's locale). */
  partnerPages: readonly PartnerMinisite[];
  /** Every site's boxes, for the box pages' hreflang (the same set the page links). */
  boxesBySite: BoxesBySite;
}

export interface BoxPage {
  slug: string;
  code: string;
}

export interface SitemapContext {
  siteUrl: string;
}

/** Indexable pages without data in their path, in the order they are listed. */
const FIXED_SCREENS = ['home', 'ideas', 'boxes', 'gift-card', 'contact'] as const;

export function siteRoutes(locale: Locale, content: SiteContent): SiteRoute[] {
  return [
    ...FIXED_SCREENS.map((screen) => ({ screen, locale, params: {} }) as SiteRoute),
    ...content.contentPageIds.map((id): SiteRoute => ({ screen: 'content', locale, params: { id } })),
    ...content.landingSlugs.map((slug): SiteRoute => ({ screen: 'landing', locale, params: { slug } })),
    ...content.citySlugs.map((city): SiteRoute => ({ screen: 'search', locale, params: { flow: 'booking', city } })),
    ...content.themeSlugs.map((theme): SiteRoute => ({ screen: 'search', locale, params: { flow: 'booking', theme } })),
    ...content.boxPages.map(({ slug, code }): SiteRoute => ({ screen: 'box', locale, params: { slug, code } })),
    ...content.partnerPages.map((partner): SiteRoute => ({ screen: 'minisite', locale, params: { partner } })),
  ];
}

export function sitemapEntries(locale: Locale, content: SiteContent, context: SitemapContext): MetadataRoute.Sitemap {
  return siteRoutes(locale, content).map((route) => ({
    url: absoluteUrl(hrefOf(route), context.siteUrl),
    alternates: { languages: alternates(route, context.siteUrl, route.screen === 'box' ? boxEquivalents(route.params.code, content.boxesBySite, locale) : {}).languages },
  }));
}

/**
 * The box pages the site lists: the box listing's own rule (digital codes only, part 2 §9), and
 * only addresses a route can resolve (a sitemap never names a 404). Physical pages are not
 * indexed (noindex), so they are not listed.
 */
export function boxPagesOf(boxes: readonly { slug: string; code: string }[], locale: Locale): BoxPage[] {
  return listedBoxes(boxes, pointOfSale(locale))
    .filter((box) => isSlug(box.slug) && isBoxCode(box.code))
    .map(({ slug, code }) => ({ slug, code }));
}
