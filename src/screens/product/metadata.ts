import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { Locale } from '@/domain/model/locale';
import type { RouteOf } from '@/routing';
import type { ProductData } from './load';
import { productMessages as m } from './messages';

/** Part 2 §9: "Italian product pages noindex" (their links are still followed). */
export function productIndexable(locale: Locale, metaRobots: string | null | undefined): boolean {
  if (locale === 'it_IT') return false;
  return !/\bnoindex\b/i.test(metaRobots ?? '');
}

/** Title and description from the product's page model, else from its label and hotel. */
export function metadata(route: RouteOf<'product'>, data: ProductData): Metadata {
  const intl = getIntl(route.locale);
  const { detail } = data;
  const title = detail.pageModel?.pageTitle ?? `${detail.label} - ${detail.hotel.label}`;
  const description = detail.pageModel?.metaDescription || intl.formatMessage(m.metaDescription, { label: detail.label, hotel: detail.hotel.label });
  return {
    title,
    description,
    ...(productIndexable(route.locale, detail.pageModel?.metaRobots) ? {} : { robots: { index: false, follow: true } }),
  };
}
