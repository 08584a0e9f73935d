import type { IsoDay } from '@/domain/calendar/iso-day';
import type { PaymentMethod } from '@/domain/model/gift';

/**
 * What a visitor pays, and when, with one of Alma's methods (part 2 §9: 3x or 4x with monthly
 * dates, the first payment carrying the fee; pay later: one payment on the deferred date).
 * Cents throughout. The product page and the payment step show this one result, so the amounts a
 * visitor reads before booking are the ones the payment step asks for.
 */
export interface InstalmentPayment {
  date: IsoDay;
  /** What is debited that day, fee included (cents). */
  amount: number;
  /** The part of `amount` that is Alma's fee: the first payment's only; 0 for the others. */
  fee: number;
}

export interface InstalmentSchedule {
  /** In date order; the first is the one that carries the fee. */
  payments: InstalmentPayment[];
  /** Sum of the payments: the stay's price plus the fee. */
  total: number;
  /** Alma's fee, inside the first payment. */
  fee: number;
}

const isCents = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * The schedule of an eligibility answer's method, or null when the method cannot be offered as it
 * came: not eligible, no instalments, an amount that is not whole cents, or a fee larger than the
 * first payment that should carry it.
 *
 * Alma's `installments[].amount` is what is debited that day: the first one already includes the
 * `paymentFee` (155,71 € = 149 € + 6,71 € fee for 447 € in 3x), so the fee is not added again.
 */
export function instalmentSchedule(method: PaymentMethod): InstalmentSchedule | null {
  if (!method.eligible || method.installments.length === 0) return null;
  const fee = method.paymentFee;
  const ordered = [...method.installments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (!isCents(fee) || ordered.some((item) => !isCents(item.amount))) return null;
  if (fee > (ordered[0]?.amount ?? 0)) return null;
  const payments = ordered.map((item, index) => ({ date: item.date, amount: item.amount, fee: index === 0 ? fee : 0 }));
  return { payments, total: payments.reduce((sum, payment) => sum + payment.amount, 0), fee };
}
