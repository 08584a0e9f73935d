import { supplementAmount } from '@/domain/calendar/availability';

/**
 * What a beneficiary pays for a stay (part 1 §3 remainingAmountToPay): the part of its price the
 * voucher does not cover, never below zero — the calendar's own supplement of a day (part 1 §4,
 * src/domain/calendar/availability.ts, whose giftDayStatus marks the days Included or +supplement):
 * one owner of the rule, the stay's total in place of a day's price.
 */
export function remainingAmountToPay(price: number, voucherValue: number): number {
  return supplementAmount({ amount: price, minLos: 1 }, voucherValue);
}

/** What the voucher pays of a price: its value, never more than the price (the rest of the rule above). */
export function voucherCoverage(price: number, voucherValue: number): number {
  return Math.max(0, price) - remainingAmountToPay(price, voucherValue);
}

/** The reductions of a checkout's price that come before the voucher (contract §1 order: promo code, gift cards, voucher). */
export interface PriceBeforeVoucher {
  totalPrice: number;
  promoCodeReductionAmount: number;
  giftcards: readonly { usedAmount: number }[];
}

/** What the voucher pays of a checkout: its value against what the promo code and gift cards leave. */
export function checkoutVoucherCoverage(price: PriceBeforeVoucher, voucherValue: number): number {
  const used = price.giftcards.reduce((sum, card) => sum + card.usedAmount, 0);
  return voucherCoverage(price.totalPrice - price.promoCodeReductionAmount - used, voucherValue);
}
