import 'server-only';
import { fetchContentPageIndex } from '@/api/content-index';
import { fetchLandings } from '@/api/content';
import { fetchSearchDestinations } from '@/api/search';
import type { Locale } from '@/domain/model/locale';
import type { SiteContent } from './sitemap';

export class SitemapSourceError extends Error {
  constructor(locale: Locale, call: string) {
    super(`Sitemap of ${locale}: the ${call} call failed`);
    this.name = 'SitemapSourceError';
  }
}

/**
 * The content pages and landings of a site, from the CMS. A failed call fails the sitemap
 * (HTTP 500, crawlers retry later and keep the last good one) rather than publishing a
 * sitemap that silently lost pages.
 */
export async function loadSiteContent(locale: Locale): Promise<SiteContent> {
  const [pages, landings, destinations] = await Promise.all([fetchContentPageIndex(locale), fetchLandings(locale), fetchSearchDestinations(locale)]);
  if (!pages.ok) throw new SitemapSourceError(locale, 'content page index');
  if (!landings.ok) throw new SitemapSourceError(locale, 'landings');
  if (!destinations.ok) throw new SitemapSourceError(locale, 'search destinations');
  return {
    contentPageIds: pages.data.map((page) => page.id),
    landingSlugs: landings.data.map((landing) => landing.slug),
    citySlugs: destinations.data.cities.map((city) => city.slug),
    themeSlugs: destinations.data.themes.map((theme) => theme.slug),
  };
}
