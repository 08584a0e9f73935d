import type { ApiResult } from '@/api/core';
import { daysBetween } from '@/domain/calendar/iso-day';
import type { PaymentMethodType, ShippingCosts } from '@/domain/model/gift';

/**
 * Pure gift and payment rules: instalment eligibility (part 1 §5) and the physical-format
 * switch (part 1 §4, §8). Days are ISO 'yyyy-MM-dd'; `today` is the caller's clock.
 */

export const PAY_LATER_MIN_DAYS = 5;
export const INSTALMENT_MIN_DAYS = 7;
/** Amount bounds in cents, inclusive: 200–2000 € for 3x, 250–2000 € for 4x. */
export const THREE_TIMES_BOUNDS = { min: 20_000, max: 200_000 } as const;
export const FOUR_TIMES_BOUNDS = { min: 25_000, max: 200_000 } as const;

/** Whole days from today to the check-in (negative once it has passed). */
export function daysUntilArrival(checkinDate: string, today: string): number {
  return daysBetween(today, checkinDate);
}

export interface InstalmentCase {
  /** Total to pay, cents. */
  amount: number;
  checkinDate: string;
  today: string;
}

export const isPayLaterEligible = ({ checkinDate, today }: Omit<InstalmentCase, 'amount'>): boolean =>
  daysUntilArrival(checkinDate, today) >= PAY_LATER_MIN_DAYS;

export const isThreeTimesEligible = ({ amount, checkinDate, today }: InstalmentCase): boolean =>
  daysUntilArrival(checkinDate, today) >= INSTALMENT_MIN_DAYS && amount >= THREE_TIMES_BOUNDS.min && amount <= THREE_TIMES_BOUNDS.max;

export const isFourTimesEligible = ({ amount, checkinDate, today }: InstalmentCase): boolean =>
  daysUntilArrival(checkinDate, today) >= INSTALMENT_MIN_DAYS && amount >= FOUR_TIMES_BOUNDS.min && amount <= FOUR_TIMES_BOUNDS.max;

/** Which instalment messages apply, in display order. */
export function eligibleInstalments(instalment: InstalmentCase): PaymentMethodType[] {
  const types: PaymentMethodType[] = [];
  if (isThreeTimesEligible(instalment)) types.push('3x');
  if (isFourTimesEligible(instalment)) types.push('4x');
  if (isPayLaterEligible(instalment)) types.push('later');
  return types;
}

export const PHYSICAL_FORMAT_UNAVAILABLE_MESSAGE = 'Victim of its success, the physical format is coming back soon!';

/**
 * Physical format is offered only when a physical version exists, and is disabled when the
 * physical-gift flag is off or the shipping-cost call failed.
 */
export function isPhysicalFormatAvailable(input: {
  hasPhysicalVersion: boolean;
  physicalGiftEnabled: boolean;
  shippingCosts: ApiResult<ShippingCosts>;
}): boolean {
  return input.hasPhysicalVersion && input.physicalGiftEnabled && input.shippingCosts.ok;
}
