import type { GiftCheckout } from '@/domain/checkout/checkout-kind';
import type { CheckoutBooking, GiftDeliveryAddress } from '@/domain/model/checkout';

/**
 * What a paid gift order hands over (contract §7), read once from the booked checkout so the
 * confirmation page and the e-mails say the same things:
 * - a digital box or gift stay: the e-voucher (code, value, last valid day, the sender's words), sent
 *   to the buyer or to the recipient on the chosen day;
 * - a physical box or gift stay: the parcel's address and delivery estimate, and the voucher's code
 *   too (the buyer paid for it; the same code is printed in the box);
 * - a gift card: its serial number, balance and last valid day.
 * Null when the booking carries no code (an API answer we cannot hand over as a voucher).
 */
export interface GiftVoucherFacts {
  code: string;
  /** What the code is worth, cents (gift.voucherValue). */
  value: number;
  /** ISO day: the last day it can be used. */
  validUntil: string | null;
  fromName: string | null;
  message: string | null;
}

/** Who a digital gift goes to: the buyer ('me') or someone, by e-mail on `sendOn`. */
export interface GiftRecipient {
  toBuyer: boolean;
  name: string | null;
  email: string | null;
  sendOn: string;
}

export type GiftDeliverable =
  | ({ kind: 'e-voucher'; recipient: GiftRecipient | null } & GiftVoucherFacts)
  | ({ kind: 'physical'; address: GiftDeliveryAddress | null; estimate: { from: string; to: string } | null } & GiftVoucherFacts)
  | ({ kind: 'giftcard'; recipient: GiftRecipient | null } & GiftVoucherFacts);

export type BookedGiftCheckout = GiftCheckout & { booking: CheckoutBooking };

export function giftDeliverable(checkout: BookedGiftCheckout): GiftDeliverable | null {
  const { gift, booking } = checkout;
  if (booking.voucherCode === null) return null;
  const facts: GiftVoucherFacts = {
    code: booking.voucherCode,
    value: gift.voucherValue,
    validUntil: booking.validUntil,
    fromName: gift.personalisation.fromName,
    message: gift.personalisation.message,
  };
  const delivery = gift.delivery;
  const recipient: GiftRecipient | null =
    delivery?.kind === 'digital'
      ? { toBuyer: delivery.recipient === 'me', name: delivery.recipientName, email: delivery.recipientEmail, sendOn: delivery.sendOn }
      : null;
  if (gift.type === 'GIFTCARD') return { kind: 'giftcard', recipient, ...facts };
  if (gift.giftFormat === 'physical') {
    return {
      kind: 'physical',
      address: delivery?.kind === 'physical' ? delivery.address : null,
      estimate: delivery?.kind === 'physical' ? delivery.estimate : null,
      ...facts,
    };
  }
  return { kind: 'e-voucher', recipient, ...facts };
}

/** The recipient's own e-mail is due: a digital gift (voucher or card) sent to someone else, with their address. */
export function recipientOf(deliverable: GiftDeliverable): (GiftRecipient & { email: string }) | null {
  if (deliverable.kind === 'physical') return null;
  const { recipient } = deliverable;
  return recipient !== null && !recipient.toBuyer && recipient.email !== null ? { ...recipient, email: recipient.email } : null;
}
