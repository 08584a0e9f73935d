import { bffPostContract } from '../contract';
import type { CheckoutAdjustmentAnswer } from './checkout-adjustment';

/**
 * The booking step's promo code: POST /api/checkout/promo-code → the checkout re-priced with its
 * reduction (promoCodeReductionAmount); code null removes it (POST {api}/checkout/{id}/promo-code).
 * Refusals: INVALID_PROMO_CODE, PROMO_CODE_MINIMUM_NOT_REACHED (answers: checkout-adjustment.ts).
 * Never cached.
 */
export interface CheckoutPromoCodeBody {
  checkoutId: string;
  /** As typed, trimmed (the API compares codes case-insensitively); null removes the applied code. */
  code: string | null;
}

/** Longer than any code the shop hands out; the API says whether it exists. */
export const PROMO_CODE_MAX_LENGTH = 40;

export const checkoutPromoCodeContract = bffPostContract<CheckoutPromoCodeBody, CheckoutAdjustmentAnswer>('/api/checkout/promo-code');
