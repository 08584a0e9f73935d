/**
 * What a traveller pays to change a confirmed booking's stay (part 2 §5 "Modification payment"),
 * in cents, from the booking order's modification conditions (part 2 §3 "Booking order":
 * modificationConditions with refundableAmount and giftPayments { gift, upsell }) and the purchase
 * insurance (part 2 §3 "Purchase insurance": amount, insuranceToPay).
 *
 * The spec's sentence, read clause by clause, in the order it gives them:
 *  1. "when the new total is at or below the upsell gift amount, the amount due is the smaller of gift
 *     and (upsell minus refundable amount)": newTotal ≤ upsell → min(gift, upsell − refundable);
 *  2. "when at or below the gift amount it is zero": else newTotal ≤ gift → 0;
 *  3. "otherwise total minus the larger of gift amount and refundable amount": else
 *     newTotal − max(gift, refundable);
 *  4. "insurance is added": + the insurance still to pay (insuranceToPay; its `amount` is the
 *     cover's price, part of what was already bought).
 * How the ambiguities are read (docs/decisions.md, "Modification payment"):
 *  - The clauses are tried in the spec's order. A booking without a gift payment has gift and
 *    upsell 0 (giftPayments null), so it pays the new total minus what is refundable; a gift without
 *    an upsell has upsell 0, and clause 1 never applies to a positive total.
 *  - Never negative: clauses 1 and 3 are floored at 0 before the insurance is added (a refundable
 *    amount larger than the new total is not a refund here; refunds are not this rule's).
 */

export interface GiftPayments {
  /** What the gift voucher paid of the booking, in cents. */
  gift: number;
  /** The upsell gift amount (the voucher with its availability upsell), in cents; 0 without one. */
  upsell: number;
}

export interface ModificationConditions {
  /** What the current booking would refund, in cents. */
  refundableAmount: number;
  /** null when no gift paid the booking. */
  giftPayments: GiftPayments | null;
}

export interface ModificationPaymentInput {
  /** The new stay's total, in cents. */
  newTotal: number;
  conditions: ModificationConditions;
  /** The purchase insurance still to pay for the new stay (insuranceToPay), in cents; 0 without. */
  insuranceToPay: number;
}

/** The amount due for the modification, in cents, never negative (0: the change is confirmed at once). */
export function modificationAmountDue({ newTotal, conditions, insuranceToPay }: ModificationPaymentInput): number {
  const gift = conditions.giftPayments?.gift ?? 0;
  const upsell = conditions.giftPayments?.upsell ?? 0;
  const refundable = conditions.refundableAmount;
  const stay = newTotal <= upsell ? Math.min(gift, upsell - refundable) : newTotal <= gift ? 0 : newTotal - Math.max(gift, refundable);
  return Math.max(0, stay) + Math.max(0, insuranceToPay);
}
