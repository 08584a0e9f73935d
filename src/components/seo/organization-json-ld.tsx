import type { Locale } from '@/domain/model/locale';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationData } from '@/crawlers/structured-data';

/**
 * The site's Organization structured data with the brand's rating (part 2 §9), in the server HTML
 * crawlers read: on the home and on the partner minisites.
 */
export function OrganizationJsonLd({ locale, siteUrl }: { locale: Locale; siteUrl: string }) {
  return <JsonLd data={organizationData(locale, siteUrl)} testId="organization-json-ld" />;
}
