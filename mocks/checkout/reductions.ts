import type { GiftcardUse } from './wire';

/**
 * What remains to pay of a checkout (contract §1), in cents. Reductions apply in this order:
 *   1. the promo code's reduction,
 *   2. the gift cards, in the order they were added, each using min(its balance, what remains),
 *   3. the voucher's value (a beneficiary's),
 * and remainingAmountToPay = max(0, totalPrice − all of them). A reduction never makes anything
 * negative: a card that finds nothing left uses 0, a voucher worth more than what remains is not
 * refunded.
 */
export interface Reductions {
  promoCodeReductionAmount: number;
  giftcards: GiftcardUse[];
  remainingAmountToPay: number;
}

export function applyReductions(
  totalPrice: number,
  promoReduction: number,
  cards: ReadonlyArray<{ serialNumber: string; balance: number }>,
  voucherValue: number,
): Reductions {
  const promoCodeReductionAmount = Math.min(Math.max(0, promoReduction), Math.max(0, totalPrice));
  let remaining = Math.max(0, totalPrice - promoCodeReductionAmount);
  const giftcards = cards.map((card) => {
    const usedAmount = Math.min(Math.max(0, card.balance), remaining);
    remaining -= usedAmount;
    return { serialNumber: card.serialNumber, usedAmount };
  });
  return { promoCodeReductionAmount, giftcards, remainingAmountToPay: Math.max(0, remaining - Math.max(0, voucherValue)) };
}
