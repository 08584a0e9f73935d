import 'server-only';
import type { IntlShape } from 'react-intl/server';
import { sendEmail, type OutgoingEmail } from '@/api/mail';
import { paymentMethodMessages } from '@/components/checkout/payment-method-messages';
import type { Checkout } from '@/domain/model/checkout';
import { formatDay, formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing/href';
import { confirmationCancellationLines } from './confirmation-cancellation';
import { confirmationEmailMessages as m } from './email-messages';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const day = (intl: IntlShape, iso: string) => formatDay(intl, iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The booking confirmation e-mail of a booked checkout, in its site's language: the reference, the
 * stay, what was paid and how, the cancellation conditions of the chosen cover, and the lookup link.
 * Every figure is the checkout's (the API's, in cents), formatted as the pages format it.
 */
export function confirmationEmail(checkout: Checkout, siteOrigin: string): OutgoingEmail | null {
  const { booking, traveller, reservation, price } = checkout;
  if (booking === null || traveller === null) return null;
  const intl = getIntl(checkout.locale);
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
  const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
  const html = paragraphs
    .map((lines) => `<p>${lines.map((line) => (line === lookupUrl ? `<a href="${escapeHtml(lookupUrl)}">${escapeHtml(lookupUrl)}</a>` : escapeHtml(line))).join('<br>')}</p>`)
    .join('\n');
  return {
    idempotencyKey: `booking-confirmation:${booking.reference}`,
    to: traveller.email,
    subject: intl.formatMessage(m.subject, { reference: booking.reference }),
    text,
    html: `<!doctype html><html lang="${checkout.locale.slice(0, 2)}"><body>${html}</body></html>`,
    locale: checkout.locale,
    tags: { kind: 'booking-confirmation', reference: booking.reference },
  };
}

/** Sends it once per booking (the provider keeps one message per key); a failure is logged, the booking stands. */
export async function sendBookingConfirmation(checkout: Checkout, siteOrigin: string): Promise<void> {
  const email = confirmationEmail(checkout, siteOrigin);
  if (email === null) return;
  const sent = await sendEmail(email);
  if (!sent.ok) console.error('Booking confirmation e-mail not sent', { reference: email.tags.reference });
}
