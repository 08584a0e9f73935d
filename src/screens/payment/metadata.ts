import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import type { PaymentData } from './load';
import { paymentMessages as m } from './messages';

/** Per visitor: never indexed, its links never followed, no canonical nor hreflang. */
export function metadata(route: RouteOf<'payment'>, data: PaymentData): Metadata {
  const intl = getIntl(route.locale);
  return {
    title: intl.formatMessage(data.kind === 'confirmed' ? m.metaTitleConfirmed : m.metaTitle),
    robots: { index: false, follow: false },
    alternates: {},
  };
}
