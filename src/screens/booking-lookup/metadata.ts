import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { bookingLookupMessages as m } from './messages';

/** A page that shows personal data: never indexed, no hreflang set. */
export function metadata(route: RouteOf<'booking-lookup'>): Metadata {
  const intl = getIntl(route.locale);
  return { title: intl.formatMessage(m.metaTitle), robots: { index: false, follow: false }, alternates: {} };
}
