import 'server-only';
import { fetchBoxes } from '@/api/box';
import { fetchContentPageIndex } from '@/api/content-index';
import { fetchLandings, fetchMinisite } from '@/api/content';
import { PARTNER_MINISITES, type PartnerMinisite } from '@/domain/model/content';
import { fetchSearchDestinations } from '@/api/search';
import type { Locale } from '@/domain/model/locale';
import { loadBoxesBySite } from './boxes-by-site.server';
import { boxPagesOf, type SiteContent } from './sitemap';

export class SitemapSourceError extends Error {
  constructor(locale: Locale, call: string) {
    super(`Sitemap of ${locale}: the ${call} call failed`);
    this.name = 'SitemapSourceError';
  }
}

/**
 * The content pages, landings, search destinations and box pages of a site. A failed call fails
 * the sitemap (HTTP 500, crawlers retry later and keep the last good one) rather than publishing a
 * sitemap that silently lost pages.
 */
export async function loadSiteContent(locale: Locale): Promise<SiteContent> {
  const [pages, landings, destinations, boxes, partnerPages, boxesBySite] = await Promise.all([
    fetchContentPageIndex(locale),
    fetchLandings(locale),
    fetchSearchDestinations(locale),
    fetchBoxes({ locale }),
    partnerPagesOf(locale),
    loadBoxesBySite(),
  ]);
  if (!pages.ok) throw new SitemapSourceError(locale, 'content page index');
  if (!landings.ok) throw new SitemapSourceError(locale, 'landings');
  if (!destinations.ok) throw new SitemapSourceError(locale, 'search destinations');
  if (!boxes.ok) throw new SitemapSourceError(locale, 'boxes search');
  return {
    contentPageIds: pages.data.map((page) => page.id),
    landingSlugs: landings.data.map((landing) => landing.slug),
    citySlugs: destinations.data.cities.map((city) => city.slug),
    themeSlugs: destinations.data.themes.map((theme) => theme.slug),
    boxPages: boxPagesOf(boxes.data, locale),
    partnerPages,
    boxesBySite,
  };
}

/**
 * The partner minisites served on this site: each partner page lives on its own site (its
 * minisiteLocale); asked under another site it moves there, so only that site lists it. A partner
 * the CMS does not know (404) has no page to list; any other failure fails the sitemap.
 */
async function partnerPagesOf(locale: Locale): Promise<PartnerMinisite[]> {
  const answers = await Promise.all(PARTNER_MINISITES.map(async (partner) => ({ partner, result: await fetchMinisite(partner, locale) })));
  return answers.flatMap(({ partner, result }) => {
    if (result.ok) return result.data.minisiteLocale === locale ? [partner] : [];
    if (result.error.kind === 'http' && result.error.status === 404) return [];
    throw new SitemapSourceError(locale, `minisite ${partner}`);
  });
}
