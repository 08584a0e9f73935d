import type { Locale } from '@/domain/model/locale';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, href } from '@/routing';

/**
 * The brand's customer rating as published on the site (part 2 §9: 4.5 of 5 from 4146 reviews).
 * Our own figure, not a third party's feed: it changes with a release, never with a request.
 */
export const BRAND_RATING = { ratingValue: 4.5, bestRating: 5, reviewCount: 4146 } as const;

/** schema.org Organization of the site with its aggregate rating. */
export function organizationData(locale: Locale, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Escapade',
    url: absoluteUrl(href.home(locale), siteUrl),
    logo: absoluteUrl('/icon.svg', siteUrl),
    aggregateRating: { '@type': 'AggregateRating', ...BRAND_RATING, worstRating: 1 },
  };
}

/** The home's Organization structured data (crawlers read it in the server HTML). */
export function OrganizationJsonLd({ locale, siteUrl }: { locale: Locale; siteUrl: string }) {
  return <JsonLd data={organizationData(locale, siteUrl)} testId="organization-json-ld" />;
}
