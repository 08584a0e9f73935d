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
