import type { MetadataRoute } from 'next';
import { notFound } from 'next/navigation';
import { loadSiteContent } from '@/crawlers/site-content.server';
import { sitemapEntries } from '@/crawlers/sitemap';
import { LOCALES } from '@/domain/model/locale';
import { localeOfSite, siteCode } from '@/routing';
import { getSiteConfig } from '@/server/site-config';

// Read at request time: the CMS is not reachable at build time, and its lists change.
export const dynamic = 'force-dynamic';

/** One sitemap per site: /sitemap/fr-fr.xml, … (robots.txt lists them). */
export async function generateSitemaps() {
  return LOCALES.map((locale) => ({ id: siteCode(locale) }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const locale = localeOfSite(await id);
  if (!locale) notFound();
  const content = await loadSiteContent(locale);
  return sitemapEntries(locale, content, { siteUrl: getSiteConfig().siteUrl });
}
