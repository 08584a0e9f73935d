import { giftDayStatus, type GiftDayStatus } from '@/domain/calendar/availability';

/**
 * What a beneficiary pays for a stay (part 1 §3 remainingAmountToPay): the part of its price the
 * voucher does not cover, never below zero. The calendar's day rule (included when price minus gift
 * value is not positive, part 1 §4) is giftDayStatus: one owner, reused here.
 */
export function remainingAmountToPay(price: number, voucherValue: number): number {
  return Math.max(0, price - voucherValue);
}

export interface RedeemDay {
  day: string;
  /** The stay's total at that check-in (displayTotalPrice), cents. */
  amount: number;
  minLos: number;
  /** As the API answered it; recomputed when absent. */
  remainingAmountToPay: number | null;
}

export interface RedeemDayDisplay {
  status: Exclude<GiftDayStatus, 'notAvailable'>;
  remainingAmountToPay: number;
}

/** A redemption calendar day for the visitor: included or a supplement, and what remains to pay. */
export function redeemDayDisplay(day: RedeemDay, voucherValue: number): RedeemDayDisplay {
  const status = giftDayStatus({ amount: day.amount, minLos: day.minLos }, voucherValue) === 'included' ? 'included' : 'supplement';
  return { status, remainingAmountToPay: day.remainingAmountToPay ?? remainingAmountToPay(day.amount, voucherValue) };
}
