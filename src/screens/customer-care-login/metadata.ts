import type { Metadata } from 'next';
import { careMessages as m } from '@/care/messages';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';

/** A private page: never indexed, and no canonical or hreflang pointing at it. */
export function metadata(route: RouteOf<'customer-care-login'>): Metadata {
  const intl = getIntl(route.locale);
  return { title: intl.formatMessage(m.metaTitle), robots: { index: false, follow: false }, alternates: {} };
}
