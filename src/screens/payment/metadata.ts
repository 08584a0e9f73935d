import type { Metadata } from 'next';
import { getIntl } from '@/i18n/server';
import { giftPaymentMessages } from './gift-messages';
import type { PaymentData } from './load';
import { paymentMessages as m } from './messages';
import type { PaymentRoute } from './step-route';

/** Per visitor: never indexed, its links never followed, no canonical nor hreflang. */
export function metadata(route: PaymentRoute, data: PaymentData): Metadata {
  const intl = getIntl(route.locale);
  const confirmed = data.kind === 'confirmed' ? (data.checkout.kind === 'GIFT' ? giftPaymentMessages.metaTitleConfirmed : m.metaTitleConfirmed) : m.metaTitle;
  return {
    title: intl.formatMessage(confirmed),
    robots: { index: false, follow: false },
    alternates: {},
  };
}
