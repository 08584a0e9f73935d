import { bffGetContract } from '../contract';
import type { CalendarAvailabilities, YearMonth } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';

/**
 * The redemption calendar: GET /api/beneficiary/calendar?locale&id&month&length → the check-in
 * days of the gift redemption calendar ({wed}/redeem/weekend/{id}/packageCheckinPrices.json, with
 * giftPrice = the value of the voucher in the visitor's cookie, looked up again on the server, and
 * the beneficiary platform's affiliate id): each day's stay total (amount, cents) and minimum stay,
 * and what remains to pay. No valid voucher: 403; a failed call: 502. Never cached.
 */
export interface BeneficiaryCalendarQuery {
  locale: Locale;
  id: number;
  month: YearMonth;
  length: number;
}

export interface BeneficiaryCalendarAnswer {
  days: CalendarAvailabilities;
  /** Per day, cents: the stay total minus the voucher's value, never below 0 (remainingAmountToPay). */
  remaining: Readonly<Record<string, number>>;
}

export const beneficiaryCalendarContract = bffGetContract<BeneficiaryCalendarQuery, BeneficiaryCalendarAnswer>('/api/beneficiary/calendar');
