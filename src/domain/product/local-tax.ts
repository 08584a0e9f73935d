import type { LocalTax } from '@/domain/model/hotel';

/**
 * The local (tourist) tax line (part 1 §3): BOOKING_PERCENTAGE is a percentage of the booking;
 * the other type is an amount per person per night. `toBePaidAtHotel` false means the price
 * already includes it. A tax whose number is missing shows nothing rather than "0".
 */
export const BOOKING_PERCENTAGE = 'BOOKING_PERCENTAGE';

export type LocalTaxDisplay =
  | { kind: 'percentage'; percentage: number; toBePaidAtHotel: boolean }
  /** `amount` in cents, per person and per night. */
  | { kind: 'perPersonPerNight'; amount: number; currency: string; toBePaidAtHotel: boolean };

const isNumber = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

export function localTaxDisplay(tax: LocalTax | null | undefined): LocalTaxDisplay | null {
  if (!tax) return null;
  if (tax.type === BOOKING_PERCENTAGE) {
    return isNumber(tax.percentage) ? { kind: 'percentage', percentage: tax.percentage, toBePaidAtHotel: tax.toBePaidAtHotel } : null;
  }
  // The spec knows two types; any other one that carries an amount is read as the per-person one.
  return isNumber(tax.amount) ? { kind: 'perPersonPerNight', amount: tax.amount, currency: tax.currency, toBePaidAtHotel: tax.toBePaidAtHotel } : null;
}
