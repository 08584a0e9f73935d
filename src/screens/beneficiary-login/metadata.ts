import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { beneficiaryLoginMessages as m } from './messages';

/** A personal page: never indexed, no hreflang set. */
export function metadata(route: RouteOf<'beneficiary-login'>): Metadata {
  const intl = getIntl(route.locale);
  return { title: intl.formatMessage(m.metaTitle), robots: { index: false, follow: false }, alternates: {} };
}
