import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { Locale } from '@/domain/model/locale';
import { alternates, canonicalProductRoute, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import type { ProductData } from './load';
import { productMessages as m } from './messages';

/** Part 2 §9: "Italian product pages noindex" (their links are still followed). */
export function productIndexable(locale: Locale, metaRobots: string | null | undefined): boolean {
  if (locale === 'it_IT') return false;
  return !/\bnoindex\b/i.test(metaRobots ?? '');
}

/**
 * Title and description from the product's page model, else from its label and hotel. Canonical:
 * the page with its slug (the address cards link to), whichever spelling was asked for; hreflang:
 * the same canonical page in every site (src/routing/canonical.ts). The page model's canonicalUrl
 * is an API path (`/weekend/{id}`), not a storefront one.
 */
export function metadata(route: RouteOf<'product'>, data: ProductData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  const { detail } = data;
  const title = detail.pageModel?.pageTitle ?? `${detail.label} - ${detail.hotel.label}`;
  const description = detail.pageModel?.metaDescription || intl.formatMessage(m.metaDescription, { label: detail.label, hotel: detail.hotel.label });
  return {
    title,
    description,
    alternates: alternates(canonicalProductRoute(route.locale, detail), context.siteUrl),
    ...(productIndexable(route.locale, detail.pageModel?.metaRobots) ? {} : { robots: { index: false, follow: true } }),
  };
}
