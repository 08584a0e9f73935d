import 'server-only';
import type { IntlShape } from 'react-intl/server';
import type { OutgoingEmail } from '@/api/mail';
import { paymentMethodMessages } from '@/components/checkout/payment-method-messages';
import { addDays } from '@/domain/calendar/iso-day';
import type { Checkout } from '@/domain/model/checkout';
import { formatDay, formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing/href';
import { emailBody } from './email-body';
import { confirmationEmailMessages as shared } from './email-messages';
import { modificationEmailMessages as m } from './modification-email-messages';

const day = (intl: IntlShape, iso: string) => formatDay(intl, iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

const dates = (intl: IntlShape, checkin: string, nights: number) => ({ checkin: day(intl, checkin), checkout: day(intl, addDays(checkin, nights)), nights });

/**
 * The e-mail of a booked change of dates (a MODIFICATION checkout): the booking's reference, the
 * dates it had and its new ones, the new price, what the change cost and how, and the lookup link.
 * One per change (its key names the change's checkout), in the site's language.
 */
export function modificationEmail(checkout: Checkout, siteOrigin: string): OutgoingEmail | null {
  const { booking, traveller, reservation, modification } = checkout;
  if (booking === null || traveller === null || reservation === null || !modification) return null;
  const intl = getIntl(checkout.locale);
  const lookupUrl = `${siteOrigin}${href.bookingLookup(checkout.locale, booking.reference)}`;
  const paragraphs: string[][] = [
    [intl.formatMessage(shared.greeting, { name: traveller.firstName }), intl.formatMessage(m.modified)],
    [intl.formatMessage(shared.reference, { reference: booking.reference })],
    [
      intl.formatMessage(shared.stay, { label: checkout.label ?? checkout.hotel?.label ?? '', hotel: checkout.hotel?.label ?? '' }),
      intl.formatMessage(m.previous, dates(intl, modification.previous.checkin, modification.previous.nights)),
      intl.formatMessage(m.now, dates(intl, reservation.checkin, reservation.nights)),
    ],
    [
      intl.formatMessage(m.total, { amount: formatPrice(intl, checkout.price.totalPrice) }),
      booking.paidAmount > 0 && booking.paymentMethod !== null
        ? intl.formatMessage(m.paid, { amount: formatPrice(intl, booking.paidAmount), method: intl.formatMessage(paymentMethodMessages[booking.paymentMethod]) })
        : intl.formatMessage(m.nothingToPay),
    ],
    [intl.formatMessage(shared.manage), lookupUrl],
    [intl.formatMessage(shared.signature)],
  ];
  const { text, html } = emailBody(checkout.locale, paragraphs, [lookupUrl]);
  return {
    idempotencyKey: `booking-modification:${checkout.id}`,
    to: traveller.email,
    subject: intl.formatMessage(m.subject, { reference: booking.reference }),
    text,
    html,
    locale: checkout.locale,
    tags: { kind: 'booking-modification', reference: booking.reference },
  };
}
