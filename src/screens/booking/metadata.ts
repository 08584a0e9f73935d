import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { BookingData } from './load';
import { giftOrderHeading } from './gift-step-messages';
import { bookingMessages as m } from './messages';

/** Per visitor: never indexed, its links never followed. */
export function metadata(route: RouteOf<'booking' | 'box-booking'>, data: BookingData): Metadata {
  const intl = getIntl(route.locale);
  return {
    title: intl.formatMessage(data.kind === 'missing' ? m.metaTitleMissing : data.kind === 'found' && data.checkout.gift ? giftOrderHeading(data.checkout.gift.type) : m.metaTitle),
    robots: { index: false, follow: false },
    // No canonical nor hreflang: the page is per visitor (its id is in the query) and never indexed.
    alternates: {},
  };
}
