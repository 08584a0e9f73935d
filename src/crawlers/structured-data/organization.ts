import type { Locale } from '@/domain/model/locale';
import { absoluteUrl } from '@/routing/alternates';
import { href } from '@/routing/href';
import { aggregateRating } from './rating';

/**
 * The brand's customer rating as published on the site (part 2 §9, partner minisites and the
 * home: 4.5 of 5 from 4146 reviews). Our own figure, not a third party's feed: it changes with a
 * release, never with a request.
 */
export const BRAND_RATING = { ratingValue: 4.5, bestRating: 5, worstRating: 1, reviewCount: 4146 } as const;

/** schema.org Organization of a site, with the brand's aggregate rating. */
export function organizationData(locale: Locale, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl('/', siteUrl)}#organization`,
    name: 'Escapade',
    url: absoluteUrl(href.home(locale), siteUrl),
    logo: absoluteUrl('/icon.svg', siteUrl),
    aggregateRating: aggregateRating({ average: BRAND_RATING.ratingValue, count: BRAND_RATING.reviewCount }, BRAND_RATING),
  };
}
