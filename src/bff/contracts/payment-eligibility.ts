import { bffGetContract } from '../contract';
import type { IsoDay } from '@/domain/calendar';
import type { PaymentMethod } from '@/domain/model/gift';
import type { Locale } from '@/domain/model/locale';

/**
 * Instalment eligibility (Alma) of a total: GET /api/payment/eligibility?locale&amount&checkinDate
 * [&cancellationPolicyType&cancellableUntil] → `{ paymentMethods }`. The site's country is the
 * point of sale. An error is passed on (502) and the island shows nothing (part 2 §7). Never cached.
 */
export interface PaymentEligibilityQuery {
  locale: Locale;
  /** Total to pay, cents: a positive whole number of at most 9 digits. */
  amount: number;
  checkinDate: IsoDay;
  /** The cancellation policy's type, as the quote gives it (e.g. FLEXIBLE, NON_REFUNDABLE). */
  cancellationPolicyType?: string;
  /** The cancellation deadline, when there is one. */
  cancellableUntil?: IsoDay;
}

export interface PaymentEligibilityAnswer {
  paymentMethods: PaymentMethod[];
}

export const paymentEligibilityContract = bffGetContract<PaymentEligibilityQuery, PaymentEligibilityAnswer>('/api/payment/eligibility');
