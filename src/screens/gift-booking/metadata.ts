import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { giftBookingMessages as m } from './messages';

/** A buyer's own page: never indexed, no canonical or hreflang pointing at it. */
export function metadata(route: RouteOf<'gift-booking'>): Metadata {
  const intl = getIntl(route.locale);
  return { title: intl.formatMessage(m.metaTitle), robots: { index: false, follow: false }, alternates: {} };
}
