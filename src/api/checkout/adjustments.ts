import { mapResult, request, segment, type ApiResult, type CallOptions } from '@/api/core';
import type { Checkout } from '@/domain/model/checkout';
import { toCheckout } from './reshape';
import { checkoutSchema } from './schemas';

/**
 * The booking step's price adjustments (the checkout contract §1): the insurance, a promo code and
 * gift cards, each answered with the whole checkout re-priced (promoCodeReductionAmount, giftcards
 * with their usedAmount, remainingAmountToPay). Their refusals: 400 with the API's code
 * (UNKNOWN_INSURANCE_OFFER, INVALID_PROMO_CODE, PROMO_CODE_MINIMUM_NOT_REACHED, GIFTCARD_INVALID,
 * GIFTCARD_EMPTY, GIFTCARD_ALREADY_APPLIED), 404 for an unknown id, 409 ALREADY_BOOKED once booked,
 * 410 CHECKOUT_EXPIRED past expiresAt. Prices decide a booking: never cached.
 */

const LOCATION = 'booking.adjustments';

function checkoutCall(checkoutId: string, path: string, json: Record<string, unknown>, operation: string, options?: CallOptions): Promise<ApiResult<Checkout>> {
  return request({
    service: 'api',
    path: `/checkout/${segment(checkoutId)}${path}`,
    method: 'POST',
    json,
    schema: checkoutSchema,
    label: { operation, location: LOCATION },
    cache: 'no-store',
    ...options,
  }).then((result) => mapResult(result, toCheckout));
}

/** POST {api}/checkout/{id}/insurance — another cover; null: the included one. */
export function setCheckoutInsurance(params: { checkoutId: string; insuranceOfferId: string | null }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  return checkoutCall(params.checkoutId, '/insurance', { insuranceOfferId: params.insuranceOfferId }, 'checkout-insurance', options);
}

/** POST {api}/checkout/{id}/promo-code — applies a code (case-insensitive at the API); null removes it. */
export function applyPromoCode(params: { checkoutId: string; code: string | null }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  return checkoutCall(params.checkoutId, '/promo-code', { code: params.code }, 'checkout-promo-code', options);
}

/** POST {api}/checkout/{id}/giftcards — redeems a gift card (it pays min(balance, what remains)). */
export function applyGiftCard(params: { checkoutId: string; serialNumber: string }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  return checkoutCall(params.checkoutId, '/giftcards', { serialNumber: params.serialNumber }, 'checkout-giftcard', options);
}

/** POST {api}/checkout/{id}/giftcards/remove — takes a redeemed gift card off again. */
export function removeGiftCard(params: { checkoutId: string; serialNumber: string }, options?: CallOptions): Promise<ApiResult<Checkout>> {
  return checkoutCall(params.checkoutId, '/giftcards/remove', { serialNumber: params.serialNumber }, 'checkout-giftcard-remove', options);
}
