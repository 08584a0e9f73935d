import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { isCareHost } from '@/care/host';
import { robotsFile } from '@/crawlers/robots';
import { getSiteConfig } from '@/server/site-config';

/** robots.txt follows INDEXING_ENABLED at run time and differs on the care host (src/crawlers/robots.ts). */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const config = getSiteConfig();
  const host = (await headers()).get('host');
  return robotsFile({ indexingEnabled: config.indexingEnabled, onCareHost: isCareHost(host, config.care.host), siteUrl: config.siteUrl });
}
