import { mapResult, request, segment, type ApiResult, type CallLabel, type CallOptions } from '@/api/core';
import type { GiftDeliveryRequest, GiftOrderItem, GiftOrderPersonalisation } from '@/domain/gift/gift-order';
import type { Checkout } from '@/domain/model/checkout';
import type { Locale } from '@/domain/model/locale';
import { reportInitCheckoutError } from './calls';
import { toCheckout } from './reshape';
import { checkoutSchema } from './schemas';

/**
 * A gift order's calls (contract §7): its init, priced by the API from its own catalogue, and its
 * delivery, which re-prices a physical gift's shipping. The buyer's details are the traveller call
 * (traveller.ts); payment and booking are a stay's. Never cached: prices decide an order.
 */

const CLIENT = 'msite';

/** Where an init failure is reported (part 2 §8): the box page's Confirm, or the gift summary's Continue. */
export function initGiftCheckoutLabel(gift: GiftOrderItem): CallLabel {
  return { operation: 'init-gift-checkout', location: gift.type === 'BOX' ? 'box.offer' : 'gift.booking' };
}

export interface InitGiftCheckoutParams {
  locale: Locale;
  gift: GiftOrderItem;
  personalisation: GiftOrderPersonalisation;
  /** The signed-in visitor's e-mail. */
  customerEmail?: string;
}

/**
 * POST {api}/checkout/gift/init.json → 201 a GIFT checkout. Any failure (but an abort) is reported
 * to the error service with its location label; the caller stops the flow.
 */
export async function initGiftCheckout(params: InitGiftCheckoutParams, options?: CallOptions): Promise<ApiResult<Checkout>> {
  const label = initGiftCheckoutLabel(params.gift);
  const result = await request({
    service: 'api',
    path: '/checkout/gift/init.json',
    method: 'POST',
    json: { locale: params.locale, customerEmail: params.customerEmail, gift: params.gift, personalisation: params.personalisation, client: CLIENT },
    schema: checkoutSchema,
    label,
    cache: 'no-store',
    ...options,
  });
  if (!result.ok && result.error.code !== 'ABORTED') await reportInitCheckoutError(result.error, params.locale, label, options);
  return mapResult(result, toCheckout);
}

/**
 * POST {api}/checkout/{id}/delivery → the checkout re-priced (shipping to the address's country).
 * Refusals: 400 INVALID_PARAMETER with `field` (e.g. `address.postalCode`), 409
 * DELIVERY_FORMAT_MISMATCH / NOT_A_GIFT_ORDER / ALREADY_BOOKED, 404, 410 CHECKOUT_EXPIRED.
 */
export async function saveGiftDelivery(params: { checkoutId: string; delivery: GiftDeliveryRequest }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  const { delivery } = params;
  const json =
    delivery.kind === 'physical'
      ? { kind: 'physical', address: { ...delivery.address } }
      : {
          kind: 'digital',
          recipient: delivery.recipient,
          recipientName: delivery.recipient === 'someone' ? (delivery.recipientName ?? undefined) : undefined,
          recipientEmail: delivery.recipient === 'someone' ? (delivery.recipientEmail ?? undefined) : undefined,
          sendOn: delivery.sendOn,
        };
  const result = await request({
    service: 'api',
    path: `/checkout/${segment(params.checkoutId)}/delivery`,
    method: 'POST',
    json,
    schema: checkoutSchema,
    label: { operation: 'checkout-gift-delivery', location: 'booking.delivery' },
    cache: 'no-store',
    ...options,
  });
  return mapResult(result, toCheckout);
}
