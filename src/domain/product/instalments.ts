import { addDays, daysBetween, type IsoDay } from '@/domain/calendar/iso-day';
import type { Locale } from '@/domain/model/locale';
import type { PaymentMethodType } from '@/domain/model/gift';

/**
 * Payment options shown next to a price (part 1 §5, §9; part 2 §9): Alma instalments (3x, 4x),
 * Alma pay later, and PayPal pay later. Amounts are cents; days are ISO 'yyyy-MM-dd'; `today` is
 * the caller's clock (the site's day), never read here, so the same inputs always answer the same.
 */

export const PAY_LATER_MIN_DAYS = 5;
export const INSTALMENT_MIN_DAYS = 7;
/** Amount bounds in cents, inclusive: 200–2000 € for 3x, 250–2000 € for 4x. */
export const THREE_TIMES_BOUNDS = { min: 20_000, max: 200_000 } as const;
export const FOUR_TIMES_BOUNDS = { min: 25_000, max: 200_000 } as const;

/** Whole days from today to the check-in (negative once it has passed). */
export function daysUntilArrival(checkinDate: IsoDay, today: IsoDay): number {
  return daysBetween(today, checkinDate);
}

export interface InstalmentCase {
  /** Total to pay, cents. */
  amount: number;
  checkinDate: IsoDay;
  today: IsoDay;
}

const within = (amount: number, bounds: { min: number; max: number }): boolean => amount >= bounds.min && amount <= bounds.max;

export const isPayLaterEligible = ({ checkinDate, today }: Omit<InstalmentCase, 'amount'>): boolean =>
  daysUntilArrival(checkinDate, today) >= PAY_LATER_MIN_DAYS;

export const isThreeTimesEligible = ({ amount, checkinDate, today }: InstalmentCase): boolean =>
  daysUntilArrival(checkinDate, today) >= INSTALMENT_MIN_DAYS && within(amount, THREE_TIMES_BOUNDS);

export const isFourTimesEligible = ({ amount, checkinDate, today }: InstalmentCase): boolean =>
  daysUntilArrival(checkinDate, today) >= INSTALMENT_MIN_DAYS && within(amount, FOUR_TIMES_BOUNDS);

/** Which instalment messages apply, in display order. */
export function eligibleInstalments(instalment: InstalmentCase): PaymentMethodType[] {
  const types: PaymentMethodType[] = [];
  if (isThreeTimesEligible(instalment)) types.push('3x');
  if (isFourTimesEligible(instalment)) types.push('4x');
  if (isPayLaterEligible(instalment)) types.push('later');
  return types;
}

/**
 * Alma's deferred payment falls on the cancellation deadline, or 2 days before check-in when the
 * stay has none (part 2 §9): the visitor pays once the stay can no longer be cancelled for free,
 * and the hotel is paid before the guest arrives.
 */
export const DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN = 2;

export function deferredPaymentDate(input: { cancellationDeadline: IsoDay | null | undefined; checkinDate: IsoDay }): IsoDay {
  return input.cancellationDeadline || addDays(input.checkinDate, -DEFERRED_PAYMENT_DAYS_BEFORE_CHECKIN);
}

/** PayPal pay later: totals of 30 to 2000 €, inclusive, on the Spanish and Italian sites only (part 2 §9). */
export const PAYPAL_PAY_LATER_BOUNDS = { min: 3_000, max: 200_000 } as const;
export const PAYPAL_PAY_LATER_LOCALES: readonly Locale[] = ['es_ES', 'it_IT'];

export function isPaypalPayLaterEligible(input: { amount: number; locale: Locale }): boolean {
  return PAYPAL_PAY_LATER_LOCALES.includes(input.locale) && within(input.amount, PAYPAL_PAY_LATER_BOUNDS);
}
