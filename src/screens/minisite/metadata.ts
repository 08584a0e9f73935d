import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import { absoluteUrl, href, singleSiteAlternates, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { fallbackMessages } from '../minisite-fallback/messages';
import type { MinisiteData } from './load';
import { minisiteMessages as m } from './messages';

const NOINDEX = { index: false, follow: true } as const;

/**
 * The partner's own meta tags (part 2 §3 Minisite: canonicalUrl, metaDescription, pageTitle), the
 * title written whole by the CMS like a landing's; our title and the route's canonical when the CMS
 * leaves one out. A partner's page lives in its partner's site only: its hreflang set is itself,
 * and itself as x-default (singleSiteAlternates). The error and gone states are not indexed.
 */
export function metadata(route: RouteOf<'minisite'>, data: MinisiteData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  if (data.kind === 'failed') return { title: intl.formatMessage(m.error), robots: NOINDEX };
  if (data.kind === 'gone') return { title: intl.formatMessage(fallbackMessages.metaTitle), robots: NOINDEX };
  const { minisite } = data;
  const title = minisite.meta.pageTitle ? { absolute: minisite.meta.pageTitle } : intl.formatMessage(m.title, { partner: minisite.partnerName });
  return {
    title,
    ...(minisite.meta.metaDescription ? { description: minisite.meta.metaDescription } : {}),
    alternates: singleSiteAlternates(route.locale, partnerCanonical(minisite.meta.canonicalUrl, context.siteUrl) ?? absoluteUrl(href.minisite(route.locale, route.params.partner), context.siteUrl)),
  };
}

/** The CMS's canonical: a site path made absolute, an http(s) URL as written; anything else is ignored (null). */
export function partnerCanonical(canonicalUrl: string | null, siteUrl: string): string | null {
  if (canonicalUrl === null) return null;
  if (canonicalUrl.startsWith('/') && !canonicalUrl.startsWith('//')) return absoluteUrl(canonicalUrl, siteUrl);
  try {
    const url = new URL(canonicalUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
