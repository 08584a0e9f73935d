import 'server-only';
import type { IntlShape } from 'react-intl/server';
import type { OutgoingEmail } from '@/api/mail';
import { paymentMethodMessages } from '@/components/checkout/payment-method-messages';
import { STAY_GIFT_PEOPLE } from '@/domain/product/gift-terms';
import { formatDay, formatPrice } from '@/i18n/format';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing/href';
import { emailBody } from './email-body';
import { confirmationEmailMessages as shared } from './email-messages';
import { giftDeliverable, recipientOf, type BookedGiftCheckout, type GiftDeliverable } from './gift-deliverable';
import { giftEmailMessages as m } from './gift-email-messages';

const day = (intl: IntlShape, iso: string) => formatDay(intl, iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** What was bought, in one line: the box, the gift stay with its nights, or the gift card's amount. */
function giftLine(intl: IntlShape, checkout: BookedGiftCheckout): string {
  const { gift } = checkout;
  if (gift.type === 'GIFTCARD') return intl.formatMessage(m.giftCard, { amount: formatPrice(intl, gift.voucherValue) });
  const label = checkout.label ?? '';
  if (gift.type === 'BOX') return intl.formatMessage(m.giftBox, { label });
  return intl.formatMessage(m.giftStay, { label: checkout.hotel ? `${label} (${checkout.hotel.label})` : label, nights: gift.giftNights ?? 1, people: gift.people ?? STAY_GIFT_PEOPLE });
}

/** The voucher (or card) itself: its code and value, validity, the sender's words and how to use it. */
function voucherParagraphs(intl: IntlShape, deliverable: GiftDeliverable, entryUrl: string): string[][] {
  const validity = deliverable.validUntil ? [intl.formatMessage(m.validUntil, { date: day(intl, deliverable.validUntil) })] : [];
  const words = [
    ...(deliverable.fromName ? [intl.formatMessage(m.from, { name: deliverable.fromName })] : []),
    ...(deliverable.message ? [intl.formatMessage(m.message, { message: deliverable.message })] : []),
  ];
  if (deliverable.kind === 'giftcard') {
    return [
      [
        intl.formatMessage(m.cardTitle),
        intl.formatMessage(m.cardSerial, { serial: deliverable.code }),
        intl.formatMessage(m.cardBalance, { amount: formatPrice(intl, deliverable.value) }),
        ...validity,
        ...words,
      ],
      [intl.formatMessage(m.cardUse)],
    ];
  }
  return [
    [
      intl.formatMessage(m.voucherTitle),
      intl.formatMessage(m.code, { code: deliverable.code }),
      intl.formatMessage(m.value, { amount: formatPrice(intl, deliverable.value) }),
      ...validity,
      ...words,
    ],
    [intl.formatMessage(m.redeem), entryUrl],
  ];
}

/**
 * The buyer's confirmation of a paid gift order (key `gift-order-confirmation:{reference}`): the
 * reference, the gift, what was paid and how, then the same facts as the confirmation page — the
 * e-voucher of a digital gift (and to whom and when it goes), a physical gift's delivery estimate and
 * code, a gift card's serial number and balance. No lookup link: the lookup finds stays.
 */
export function giftOrderConfirmationEmail(checkout: BookedGiftCheckout, siteOrigin: string): OutgoingEmail | null {
  const { booking, traveller, gift, price } = checkout;
  const deliverable = giftDeliverable(checkout);
  if (traveller === null || deliverable === null) return null;
  const intl = getIntl(checkout.locale);
  const entryUrl = `${siteOrigin}${href.beneficiaryLoginPage(checkout.locale)}`;
  const delivery: string[][] = [];
  if (deliverable.kind === 'physical') {
    const { address, estimate } = deliverable;
    delivery.push([
      intl.formatMessage(m.parcelTitle),
      ...(address ? [intl.formatMessage(m.parcelAddress, { address: `${address.firstName} ${address.lastName}, ${address.street}, ${address.postalCode} ${address.city}, ${address.country}` })] : []),
      ...(estimate ? [intl.formatMessage(m.parcelEstimate, { from: day(intl, estimate.from), to: day(intl, estimate.to) })] : []),
      intl.formatMessage(m.parcelCode, { code: deliverable.code }),
    ]);
  } else {
    const recipient = recipientOf(deliverable);
    delivery.push(...voucherParagraphs(intl, deliverable, entryUrl));
    if (recipient !== null) delivery.push([intl.formatMessage(m.sentTo, { recipient: recipient.name ? `${recipient.name} (${recipient.email})` : recipient.email, date: day(intl, recipient.sendOn) })]);
    else if (deliverable.recipient !== null) delivery.push([intl.formatMessage(m.sentToMe, { date: day(intl, deliverable.recipient.sendOn) })]);
  }
  const paragraphs: string[][] = [
    [intl.formatMessage(shared.greeting, { name: traveller.firstName }), intl.formatMessage(m.confirmed)],
    [intl.formatMessage(m.reference, { reference: booking.reference })],
    [
      giftLine(intl, checkout),
      intl.formatMessage(gift.giftFormat === 'physical' ? m.formatPhysical : m.formatDigital),
      ...(gift.subElements.length > 0 ? [intl.formatMessage(m.options, { options: intl.formatList(gift.subElements.map((option) => option.name)) })] : []),
    ],
    [
      intl.formatMessage(m.total, { amount: formatPrice(intl, price.totalPrice) }),
      ...(booking.paymentMethod !== null
        ? [intl.formatMessage(shared.paid, { amount: formatPrice(intl, booking.paidAmount), method: intl.formatMessage(paymentMethodMessages[booking.paymentMethod]) })]
        : []),
    ],
    ...delivery,
    [intl.formatMessage(shared.signature)],
  ];
  const { text, html } = emailBody(checkout.locale, paragraphs, [entryUrl]);
  return {
    idempotencyKey: `gift-order-confirmation:${booking.reference}`,
    to: traveller.email,
    subject: intl.formatMessage(m.subject, { reference: booking.reference }),
    text,
    html,
    locale: checkout.locale,
    tags: { kind: 'gift-order-confirmation', reference: booking.reference },
  };
}

/**
 * The e-voucher (or gift card) sent to the recipient of a digital gift on the day the buyer chose
 * (`sendAt`, key `gift-voucher:{reference}`): who offers it, their message, the code, its value and
 * validity, and how to use it. Null when the gift is the buyer's to hand over (sent to 'me', physical).
 */
export function giftVoucherEmail(checkout: BookedGiftCheckout, siteOrigin: string): OutgoingEmail | null {
  const deliverable = giftDeliverable(checkout);
  const recipient = deliverable === null ? null : recipientOf(deliverable);
  if (deliverable === null || recipient === null) return null;
  const intl = getIntl(checkout.locale);
  const entryUrl = `${siteOrigin}${href.beneficiaryLoginPage(checkout.locale)}`;
  const from = deliverable.fromName;
  const gift = giftLine(intl, checkout);
  const paragraphs: string[][] = [
    [
      recipient.name ? intl.formatMessage(m.recipientGreeting, { name: recipient.name }) : intl.formatMessage(m.recipientGreetingAnonymous),
      from ? intl.formatMessage(m.recipientOffer, { name: from, gift }) : intl.formatMessage(m.recipientOfferAnonymous, { gift }),
    ],
    ...voucherParagraphs(intl, deliverable, entryUrl),
    [intl.formatMessage(shared.signature)],
  ];
  const { text, html } = emailBody(checkout.locale, paragraphs, [entryUrl]);
  return {
    idempotencyKey: `gift-voucher:${checkout.booking.reference}`,
    to: recipient.email,
    subject: from ? intl.formatMessage(m.recipientSubject, { name: from }) : intl.formatMessage(m.recipientSubjectAnonymous),
    text,
    html,
    locale: checkout.locale,
    tags: { kind: 'gift-voucher', reference: checkout.booking.reference },
    sendAt: recipient.sendOn,
  };
}
