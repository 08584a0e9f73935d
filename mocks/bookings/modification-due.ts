/**
 * The simulator's own reading of part 2 §5 "Modification payment" (it never imports src/: the
 * storefront's rule, src/domain/checkout/modification-payment.ts, is checked against this one by
 * tests/contract/booking-modification.test.ts). In cents:
 *   new total ≤ upsell            → min(gift, upsell − refundable)
 *   else new total ≤ gift         → 0
 *   else                          → new total − max(gift, refundable)
 * floored at 0, then the insurance still to pay is added. Several gift payments add up.
 */
export interface ModificationConditionsWire {
  refundableAmount: number;
  giftPayments: Array<{ gift: number; upsell: number }> | null;
}

export function simulatorAmountDue(newTotal: number, conditions: ModificationConditionsWire, insuranceToPay: number): number {
  const gift = (conditions.giftPayments ?? []).reduce((sum, payment) => sum + payment.gift, 0);
  const upsell = (conditions.giftPayments ?? []).reduce((sum, payment) => sum + payment.upsell, 0);
  const refundable = conditions.refundableAmount;
  let stay: number;
  if (newTotal <= upsell) stay = Math.min(gift, upsell - refundable);
  else if (newTotal <= gift) stay = 0;
  else stay = newTotal - Math.max(gift, refundable);
  return Math.max(0, stay) + Math.max(0, insuranceToPay);
}
