import type { MetadataRoute } from 'next';
import { LOCALES } from '@/domain/model/locale';
import { absoluteUrl } from '@/routing';
import { sitemapPath } from './sitemap';

/**
 * Spec part 2 §9: "Robots noindex unless indexing is enabled". One switch, INDEXING_ENABLED
 * (default off, so a fresh clone, a preview or a test run is never indexed), drives both:
 * - robots.txt: Disallow / for every crawler while off; Allow / when on;
 * - every page response: X-Robots-Tag 'noindex, nofollow' while off (set by the proxy; a header
 *   is the meta robots tag for crawlers, and it needs no change in each screen's metadata).
 * The customer-care host is never indexable, whatever the switch says.
 * The sitemaps are listed in both cases: they are not an indexing directive.
 */
export const NOINDEX = 'noindex, nofollow';

export interface RobotsContext {
  indexingEnabled: boolean;
  onCareHost: boolean;
  siteUrl: string;
}

export function robotsFile({ indexingEnabled, onCareHost, siteUrl }: RobotsContext): MetadataRoute.Robots {
  if (onCareHost) return { rules: { userAgent: '*', disallow: '/' } };
  return {
    rules: indexingEnabled ? { userAgent: '*', allow: '/' } : { userAgent: '*', disallow: '/' },
    sitemap: LOCALES.map((locale) => absoluteUrl(sitemapPath(locale), siteUrl)),
  };
}

/** The X-Robots-Tag of a page response, or null to leave indexing to the page's own metadata. */
export function robotsHeader({ indexingEnabled, onCareHost }: Omit<RobotsContext, 'siteUrl'>): string | null {
  return indexingEnabled && !onCareHost ? null : NOINDEX;
}
