import { CATALOGUE_SECONDS } from './lifetimes';

/**
 * Cache tags and revalidate times of every catalogue read, in one place (DESIGN §2 and §7): a
 * publish or a draft-mode preview revalidates by these tags, and the times are read here only.
 * Prices that decide a booking (quote, dated offers, availability) are never cached: 'no-store'.
 */

/** Catalogue content (hotels, packages, boxes, CMS): five minutes, capped by API_CACHE_MAX_SECONDS. */
export const CATALOGUE_REVALIDATE_SECONDS = CATALOGUE_SECONDS;

export type CachePolicy = { revalidate: number; tags: string[] } | 'no-store';

/** Every tag the storefront attaches to a cached read. */
export const cacheTags = {
  activity: (id: number | string) => `activity:${id}`,
  activityImages: (id: number | string) => `activity-images:${id}`,
  subElements: (locale: string) => `sub-elements:${locale}`,
  hotel: (idOrUri: number | string) => `hotel:${idOrUri}`,
  reviews: (hotelId: number | string) => `reviews:${hotelId}`,
  box: (code: string) => `box:${code}`,
  boxes: (locale: string) => `boxes:${locale}`,
  destinations: () => 'destinations',
  weekend: (id: number | string) => `weekend:${id}`,
  page: (locale: string, id: string) => `page:${locale}/${id}`,
  pages: (locale: string) => `pages:${locale}`,
  ideas: (locale: string) => `ideas:${locale}`,
  landing: (locale: string, slug: string) => `landing:${locale}/${slug}`,
  landings: (locale: string) => `landings:${locale}`,
  articles: (locale: string) => `articles:${locale}`,
  minisite: (slug: string) => `minisite:${slug}`,
  menu: (locale: string) => `menu:${locale}`,
  dateShortcuts: (locale: string) => `date-shortcuts:${locale}`,
  homepage: (locale: string) => `homepage:${locale}`,
  announcementBanner: (locale: string) => `announcementBanner:${locale}`,
  promoBars: (locale: string) => `promoBars:${locale}`,
  boxBlockSerp: (locale: string) => `box-block-serp:${locale}`,
  giftBlock: () => 'giftBlock:all',
  /**
   * The reads a cached page makes without a policy of their own (a results block's search, the
   * shipping costs a box page shows): part of that page, kept as long as it is, by service.
   */
  pageReads: (service: string) => `page-reads:${service}`,
  targetedBanner: () => 'targetedBanner:all',
} as const;

/** A cached catalogue read under one tag. */
export function catalogueCache(tag: string): CachePolicy {
  return { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [tag] };
}
