import { listCheckouts } from './store';
import type { CheckoutWire, GiftFormat, GiftOrderType } from './wire';

/**
 * The paid gift orders, for the admin records (contract §7, `GET /__admin/records/orders`): every
 * booked GIFT checkout, oldest first, with the code it issued and the bookings that redeemed it —
 * booked STAY checkouts with its voucher, or for a gift card every booked checkout whose gift cards
 * list it. What the "the simulator's records prove it" reads: one code per paid order, one
 * redemption per voucher at most.
 */
export interface GiftOrderRecord {
  checkoutId: string;
  reference: string;
  type: GiftOrderType;
  giftFormat: GiftFormat;
  paymentId: string | null;
  paidAmount: number;
  voucherCode: string | null;
  validUntil: string | null;
  voucherValue: number;
  /** Ids of the booked checkouts that used the code, oldest first. */
  redemptions: string[];
}

function redeemedBy(booked: CheckoutWire[], type: GiftOrderType, code: string | null): string[] {
  if (code === null) return [];
  return booked
    .filter((checkout) =>
      type === 'GIFTCARD'
        ? checkout.priceInfo.giftcards.some((use) => use.serialNumber === code)
        : checkout.kind === 'STAY' && checkout.voucher?.code === code,
    )
    .map((checkout) => checkout.id);
}

export function listGiftOrders(): GiftOrderRecord[] {
  const booked = listCheckouts()
    .map((stored) => stored.checkout)
    .filter((checkout) => checkout.status === 'BOOKED' && checkout.booking !== null);
  return booked.flatMap((checkout) => {
    const { gift, booking } = checkout;
    if (checkout.kind !== 'GIFT' || !gift || !booking) return [];
    return [
      {
        checkoutId: checkout.id,
        reference: booking.reference,
        type: gift.type,
        giftFormat: gift.giftFormat,
        paymentId: booking.paymentId,
        paidAmount: booking.paidAmount,
        voucherCode: booking.voucherCode,
        validUntil: booking.validUntil,
        voucherValue: gift.voucherValue,
        redemptions: redeemedBy(booked, gift.type, booking.voucherCode),
      },
    ];
  });
}
