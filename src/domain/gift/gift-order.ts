import type { GiftDeliveryAddress } from '../model/checkout';

/**
 * What a buyer orders as a gift (contract §7): a box in a format, a gift stay as set up on its
 * page, or a gift card of an amount (cents). The API prices it again with its own catalogue; the
 * storefront never sends a price.
 */
export type GiftOrderItem =
  | { type: 'BOX'; code: string; giftFormat: 'digital' | 'physical' }
  | {
      type: 'SINGLEVOUCHER';
      productId: number;
      giftFormat: 'digital' | 'physical';
      giftNights: number;
      bucket: 1 | 2 | 3;
      upsell: 'none' | 'availability';
      subElements: number[];
    }
  | { type: 'GIFTCARD'; amount: number };

/** The sender's name and message as saved by the buyer (null: left empty). */
export interface GiftOrderPersonalisation {
  fromName: string | null;
  message: string | null;
}

/** The delivery the buyer asks for (the API adds a physical parcel's estimate). */
export type GiftDeliveryRequest =
  | { kind: 'digital'; recipient: 'me' | 'someone'; recipientName: string | null; recipientEmail: string | null; sendOn: string }
  | { kind: 'physical'; address: GiftDeliveryAddress };

/** A saved personalisation as the order sends it: trimmed, an empty field is none. */
export function orderPersonalisation(saved: { fromName: string; message: string } | null): GiftOrderPersonalisation {
  const text = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : null);
  return { fromName: text(saved?.fromName), message: text(saved?.message) };
}
