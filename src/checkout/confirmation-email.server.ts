import 'server-only';
import type { IntlShape } from 'react-intl/server';
import { sendEmail, type OutgoingEmail } from '@/api/mail';
import { paymentMethodMessages } from '@/components/checkout/payment-method-messages';
import { isActivityCheckout, type ActivityCheckout } from '@/domain/checkout/checkout-kind';
import type { Checkout, CheckoutBooking } from '@/domain/model/checkout';
import { formatDay, formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing/href';
import { confirmationCancellationLines } from './confirmation-cancellation';
import { emailBody } from './email-body';
import { confirmationEmailMessages as m } from './email-messages';
import { modificationEmail } from './modification-email.server';

const day = (intl: IntlShape, iso: string) => formatDay(intl, iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The booking confirmation e-mail of a booked checkout, in its site's language: the reference, the
 * stay, what was paid and how, the cancellation conditions of the chosen cover, and the lookup link.
 * Every figure is the checkout's (the API's, in cents), formatted as the pages format it.
 */
export function confirmationEmail(checkout: Checkout, siteOrigin: string): OutgoingEmail | null {
  // A change of dates has its own e-mail (and key: the booking's confirmation was sent already).
  if (checkout.kind === 'MODIFICATION') return modificationEmail(checkout, siteOrigin);
  const { booking, traveller, reservation, price } = checkout;
  if (booking === null || traveller === null) return null;
  const intl = getIntl(checkout.locale);
  if (isActivityCheckout(checkout)) return voucherEmail(intl, checkout, booking, traveller.email);
  if (reservation === null) return null;
  const lookupUrl = `${siteOrigin}${href.bookingLookup(checkout.locale, booking.reference)}`;
  const paragraphs: string[][] = [
    [intl.formatMessage(m.greeting, { name: traveller.firstName }), intl.formatMessage(m.confirmed)],
    [intl.formatMessage(m.reference, { reference: booking.reference })],
    [
      intl.formatMessage(m.stay, { label: checkout.label ?? checkout.hotel?.label ?? '', hotel: checkout.hotel?.label ?? '' }),
      intl.formatMessage(m.dates, { checkin: day(intl, reservation.checkin), checkout: day(intl, reservation.checkout ?? reservation.checkin), nights: reservation.nights }),
      intl.formatMessage(m.guests, { adults: reservation.adult, children: reservation.child, babies: reservation.baby }),
    ],
    [
      intl.formatMessage(m.total, { amount: formatPrice(intl, price.totalPrice) }),
      booking.paidAmount > 0 && booking.paymentMethod !== null
        ? intl.formatMessage(m.paid, { amount: formatPrice(intl, booking.paidAmount), method: intl.formatMessage(paymentMethodMessages[booking.paymentMethod]) })
        : intl.formatMessage(m.nothingToPay),
      ...(price.localTaxTotalAmount ? [intl.formatMessage(m.localTax, { amount: formatPrice(intl, price.localTaxTotalAmount) })] : []),
    ],
    [intl.formatMessage(m.cancellationTitle), ...confirmationCancellationLines(intl, checkout)],
    [intl.formatMessage(m.manage), lookupUrl],
    [intl.formatMessage(m.signature)],
  ];
  return message(checkout, booking, traveller.email, intl.formatMessage(m.subject, { reference: booking.reference }), paragraphs, lookupUrl);
}

/** The e-mail of the paragraphs: text, and HTML with the link (if any) clickable. One per booking (its key). */
function message(checkout: Checkout, booking: CheckoutBooking, to: string, subject: string, paragraphs: string[][], link: string | null): OutgoingEmail {
  const { text, html } = emailBody(checkout.locale, paragraphs, link === null ? [] : [link]);
  return {
    idempotencyKey: `booking-confirmation:${booking.reference}`,
    to,
    subject,
    text,
    html,
    locale: checkout.locale,
    tags: { kind: 'booking-confirmation', reference: booking.reference },
  };
}

/**
 * An activity voucher's e-mail: the order's reference, the voucher with its code and validity
 * (12 months, part 2 §9), how to use it (for oneself) or to offer it (a gift), and what was paid.
 * No stay, dates, cancellation terms nor lookup link: the lookup finds stays.
 */
function voucherEmail(intl: IntlShape, checkout: ActivityCheckout, booking: CheckoutBooking, to: string): OutgoingEmail {
  const { activity, price } = checkout;
  const paragraphs: string[][] = [
    [intl.formatMessage(m.greeting, { name: checkout.traveller?.firstName ?? '' }), intl.formatMessage(m.voucherConfirmed)],
    [intl.formatMessage(m.reference, { reference: booking.reference })],
    [
      intl.formatMessage(m.voucherOrder, { label: activity.label, participants: activity.participants }),
      ...(booking.voucherCode ? [intl.formatMessage(m.voucherCode, { code: booking.voucherCode })] : []),
      ...(booking.validUntil ? [intl.formatMessage(m.voucherValidUntil, { date: day(intl, booking.validUntil) })] : []),
      intl.formatMessage(activity.customType === 'OWN_USE' ? m.voucherOwnUse : m.voucherGift),
    ],
    [
      intl.formatMessage(m.voucherTotal, { amount: formatPrice(intl, price.totalPrice) }),
      booking.paidAmount > 0 && booking.paymentMethod !== null
        ? intl.formatMessage(m.paid, { amount: formatPrice(intl, booking.paidAmount), method: intl.formatMessage(paymentMethodMessages[booking.paymentMethod]) })
        : intl.formatMessage(m.nothingToPay),
    ],
    [intl.formatMessage(m.signature)],
  ];
  return message(checkout, booking, to, intl.formatMessage(m.voucherSubject, { reference: booking.reference }), paragraphs, null);
}

/** Sends it once per booking (the provider keeps one message per key); a failure is logged, the booking stands. */
export async function sendBookingConfirmation(checkout: Checkout, siteOrigin: string): Promise<void> {
  const email = confirmationEmail(checkout, siteOrigin);
  if (email === null) return;
  const sent = await sendEmail(email);
  if (!sent.ok) console.error('Booking confirmation e-mail not sent', { reference: email.tags.reference });
}
