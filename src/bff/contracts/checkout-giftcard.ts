import { bffPostContract } from '../contract';
import type { CheckoutAdjustmentAnswer } from './checkout-adjustment';

/**
 * The booking step's gift cards: POST /api/checkout/giftcard with action 'apply' (POST
 * {api}/checkout/{id}/giftcards: the card pays min(balance, what remains)) or 'remove' (…/giftcards/remove)
 * → the checkout re-priced (giftcards with their usedAmount, remainingAmountToPay). Refusals:
 * GIFTCARD_INVALID, GIFTCARD_EMPTY, GIFTCARD_ALREADY_APPLIED (answers: checkout-adjustment.ts). Never cached.
 */
export interface CheckoutGiftCardBody {
  checkoutId: string;
  action: 'apply' | 'remove';
  /** The card's serial number as typed, trimmed (the API ignores case and spaces). */
  serialNumber: string;
}

/** Longer than any serial number the shop hands out; the API says whether it exists. */
export const GIFTCARD_SERIAL_MAX_LENGTH = 60;

export const checkoutGiftCardContract = bffPostContract<CheckoutGiftCardBody, CheckoutAdjustmentAnswer>('/api/checkout/giftcard');
