import type { Metadata } from 'next';
import { truncateText } from '@/domain/cards/description-truncation';
import type { ActivityVoucher } from '@/domain/model/activity';
import { getIntl } from '@/i18n/server';
import { alternates, canonicalActivityRoute, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { productIndexable } from '../product/metadata';
import type { ActivityData } from './load';
import { activityMessages as m } from './messages';

/** Meta descriptions stay within what result pages show. */
const META_DESCRIPTION_MAX = 160;

/**
 * Indexed unless the page model says noindex, the voucher is unpublished (an expired offer), or the
 * site is Italian (part 2 §9 "Italian product pages noindex": this is the activity-only product page).
 */
export function activityIndexable(route: RouteOf<'activity'>, voucher: Pick<ActivityVoucher, 'published' | 'pageModel'>): boolean {
  return voucher.published && productIndexable(route.locale, voucher.pageModel?.metaRobots);
}

/**
 * Title from the page model, else the label; description from the voucher's own. Canonical: the
 * page with the voucher's uri as its slug (the cards' link), whichever spelling was asked for;
 * hreflang: that page in every site. The page model's canonicalUrl and alternateUrls are API paths
 * (`/activity/{id}`), not storefront ones.
 */
export function metadata(route: RouteOf<'activity'>, data: ActivityData, context: ScreenContext): Metadata {
  const intl = getIntl(route.locale);
  const { voucher } = data;
  const description = voucher.description ? truncateText(voucher.description, META_DESCRIPTION_MAX) : intl.formatMessage(m.metaDescription, { label: voucher.label });
  return {
    title: voucher.pageModel?.pageTitle || voucher.label,
    description,
    alternates: alternates(canonicalActivityRoute(route.locale, voucher), context.siteUrl),
    ...(activityIndexable(route, voucher) ? {} : { robots: { index: false, follow: true } }),
  };
}
